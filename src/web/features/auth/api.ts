import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
// Types only: the session and user queries run on the landing page, which must not carry zod.
// The server's response schemas already filter these bodies.
import { ERROR_CODES } from '../../../shared/error-codes';
import type { AuthProviders, CurrentUser } from '../../../shared/user';
import { ApiError, postJson, requestJson } from '../../lib/http';

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

export const authKeys = {
  all: ['auth'] as const,
  session: ['auth', 'session'] as const,
  currentUser: (userId: string) => ['auth', 'current-user', userId] as const,
  providers: ['auth', 'providers'] as const,
};

export async function getSession(): Promise<SessionUser | null> {
  const body = await requestJson<SessionResponse | null>('/api/auth/get-session');
  return body?.session && body.user ? body.user : null;
}

export const getCurrentUser = () => postJson<CurrentUser>('/api/user/get-user');

export const getAuthProviders = () => requestJson<AuthProviders>('/api/user/auth-providers');

export const signInWithEmail = (email: string, password: string) =>
  postJson<unknown>('/api/auth/sign-in/email', { email, password, callbackURL: '/' });

export const signUpWithEmail = (email: string, password: string) =>
  postJson<unknown>('/api/auth/sign-up/email', {
    name: '',
    email,
    password,
    callbackURL: '/login',
  });

export const signOut = () => postJson<unknown>('/api/auth/sign-out');

/** Ends the session on our server, then in the identity library (spec §4 Logout). */
export async function logOut(): Promise<void> {
  await postJson<unknown>('/api/user/logout').catch(() => undefined);
  await signOut().catch(() => undefined);
}

/** Asks for the provider's authorisation address and leaves the app for it. */
export async function startSocialSignIn(provider: string): Promise<void> {
  const { url } = await postJson<{ url?: string }>('/api/auth/sign-in/social', {
    provider,
    callbackURL: '/',
    errorCallbackURL: '/login',
    newUserCallbackURL: '/complete-profile',
  });
  if (!url) throw new ApiError(ERROR_CODES.INVALID_RESPONSE, 'Sign-in failed', 500);
  window.location.assign(url);
}

export const sendVerificationEmail = (email: string) =>
  postJson<{ message: string }>('/api/support/send-verification-email', { email });

export const sendPasswordResetEmail = (email: string) =>
  postJson<{ message: string }>('/api/support/send-password-reset-email', { email });

export const resetPassword = (newPassword: string, token: string) =>
  postJson<unknown>('/api/auth/reset-password', { newPassword, token });

export const changePassword = (currentPassword: string, newPassword: string) =>
  postJson<unknown>('/api/auth/change-password', { currentPassword, newPassword });

export async function createUserProfile(session: SessionUser, fullName: string) {
  return postJson<CurrentUser>('/api/user/create-user', {
    auth_uid: session.id,
    email: session.email,
    fullName,
    termsAccepted: true,
  });
}

/** Drops every cached answer that depends on who is signed in, then asks again. */
export async function refreshAuth(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: authKeys.all, refetchType: 'all' });
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

export function useAuthProviders() {
  return useQuery({
    queryKey: authKeys.providers,
    queryFn: getAuthProviders,
    staleTime: Infinity,
  });
}

export function useRefreshAuth() {
  const queryClient = useQueryClient();
  return () => refreshAuth(queryClient);
}
