import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { AuthProviders, CurrentUser } from '../../../shared/user';
import type { SessionUser } from '../../lib/auth/session';
import { ApiError, postJson, requestJson } from '../../lib/http';
import { authKeys } from '../../lib/query-keys';

const getAuthProviders = () => requestJson<AuthProviders>('/api/user/auth-providers');

export const signInWithEmail = (email: string, password: string) =>
  postJson<unknown>('/api/auth/sign-in/email', { email, password, callbackURL: '/' });

export const signUpWithEmail = (email: string, password: string) =>
  postJson<unknown>('/api/auth/sign-up/email', {
    name: '',
    email,
    password,
    callbackURL: '/login',
  });

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

/** Where a work address signs in: its organisation's provider's address, or undefined. */
export async function startSsoSignIn(email: string): Promise<string | undefined> {
  const answer = await postJson<{ url?: string; sso?: false }>('/api/auth/sso/start', { email });
  return answer.url;
}

export const sendVerificationEmail = (email: string) =>
  postJson<{ message: string }>('/api/support/send-verification-email', { email });

export const sendPasswordResetEmail = (email: string) =>
  postJson<{ message: string }>('/api/support/send-password-reset-email', { email });

export const resetPassword = (newPassword: string, token: string) =>
  postJson<unknown>('/api/auth/reset-password', { newPassword, token });

export async function createUserProfile(session: SessionUser, fullName: string) {
  return postJson<CurrentUser>('/api/user/create-user', {
    auth_uid: session.id,
    email: session.email,
    fullName,
    termsAccepted: true,
  });
}

export function useAuthProviders() {
  return useQuery({
    queryKey: authKeys.providers,
    queryFn: getAuthProviders,
    staleTime: Infinity,
  });
}
