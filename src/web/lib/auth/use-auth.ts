import { useEffect, useRef } from 'react';
import type { CurrentUser } from '../../../shared/user';
import { ERROR_CODES } from '../../../shared/error-codes';
import { isApiError } from '../http';
import { toast } from '../toast';
import { translate } from '../i18n/intl';
import { useCurrentUserQuery, useSessionQuery, type SessionUser } from './session';

/**
 * Auth state (docs/product.md#states-auth). `unknown` while the session or the user is being fetched (or the server
 * is unreachable); only a verified user with a profile is `signedIn`.
 */
export type AuthState =
  | { status: 'unknown'; unreachable: boolean }
  | { status: 'signedOut' }
  | { status: 'unverified'; session: SessionUser }
  | { status: 'firstTime'; session: SessionUser }
  | { status: 'signedIn'; session: SessionUser; user: CurrentUser };

export function useAuth(): AuthState {
  const sessionQuery = useSessionQuery();
  const session = sessionQuery.data;
  const userQuery = useCurrentUserQuery(session);

  const serverDown =
    (sessionQuery.isError && isApiError(sessionQuery.error) && sessionQuery.error.isNetworkError) ||
    (userQuery.isError && isApiError(userQuery.error) && userQuery.error.isNetworkError);
  useServerDownToast(serverDown);

  if (sessionQuery.isPending) return { status: 'unknown', unreachable: false };
  if (sessionQuery.isError) {
    return isApiError(sessionQuery.error) && sessionQuery.error.isNetworkError
      ? { status: 'unknown', unreachable: true }
      : { status: 'signedOut' };
  }
  if (!session) return { status: 'signedOut' };
  if (userQuery.data) return { status: 'signedIn', session, user: userQuery.data };
  if (userQuery.isError) {
    const error = userQuery.error;
    if (isApiError(error, ERROR_CODES.FIRST_TIME_USER)) return { status: 'firstTime', session };
    if (isApiError(error, ERROR_CODES.EMAIL_NOT_VERIFIED)) return { status: 'unverified', session };
    if (isApiError(error) && error.isNetworkError) return { status: 'unknown', unreachable: true };
    return { status: 'signedOut' };
  }
  return { status: 'unknown', unreachable: false };
}

/** The signed-in user, for pages that sit behind the sign-in guard. */
export function useCurrentUser(): CurrentUser {
  const auth = useAuth();
  if (auth.status !== 'signedIn') {
    throw new Error(
      'useCurrentUser needs a signed-in user; render the page behind RequireSignedIn',
    );
  }
  return auth.user;
}

let serverDownToastShown = false;

function useServerDownToast(serverDown: boolean) {
  const shown = useRef(false);
  useEffect(() => {
    if (!serverDown) {
      shown.current = false;
      serverDownToastShown = false;
      return;
    }
    // Several components read the auth state; one toast is enough.
    if (shown.current || serverDownToastShown) return;
    shown.current = true;
    serverDownToastShown = true;
    // The sentence of lib/auth/messages.ts, read here without that module: every page loads this one.
    toast.error(translate('auth.serverDown'));
  }, [serverDown]);
}
