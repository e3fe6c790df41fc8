import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
// Types only: the session and user queries run on the landing page, which must not carry zod.
// The server's response schemas already filter these bodies.
import type { CurrentUser } from '../../../shared/user';
import { ApiError, postJson, requestJson } from '../http';
import { authKeys } from '../query-keys';

/** The identity library's user as `GET /api/auth/get-session` returns it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
}

interface SessionResponse {
  session: { id: string; expiresAt: string } | null;
  user: SessionUser | null;
}

export async function getSession(): Promise<SessionUser | null> {
  const body = await requestJson<SessionResponse | null>('/api/auth/get-session');
  return body?.session && body.user ? body.user : null;
}

export const getCurrentUser = () => postJson<CurrentUser>('/api/user/get-user');

export const signOut = () => postJson<unknown>('/api/auth/sign-out');

/** Ends the session on our server, then in the identity library (docs/product.md#screens-logout). */
export async function logOut(): Promise<void> {
  await postJson<unknown>('/api/user/logout').catch(() => undefined);
  await signOut().catch(() => undefined);
}

/** Drops every cached answer that depends on who is signed in, then asks again. */
export async function refreshAuth(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: authKeys.all, refetchType: 'all' });
}

export function useRefreshAuth() {
  const queryClient = useQueryClient();
  return () => refreshAuth(queryClient);
}

export function useSessionQuery() {
  return useQuery({
    queryKey: authKeys.session,
    queryFn: getSession,
    staleTime: 60_000,
    retry: 2,
  });
}

export function useCurrentUserQuery(session: SessionUser | null | undefined) {
  return useQuery({
    queryKey: authKeys.currentUser(session?.id ?? ''),
    queryFn: getCurrentUser,
    enabled: Boolean(session),
    staleTime: 60_000,
    retry: (failureCount, error) =>
      failureCount < 2 && error instanceof ApiError && error.isNetworkError,
  });
}
