import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import type { SessionUser } from '../../lib/auth/session';
import { useAuth, type AuthState } from '../../lib/auth/use-auth';
import { useT } from '../../lib/i18n/use-t';

/** Auth wait timeout (docs/product.md#limits): how long a guard waits for the sign-in state before /login. */
const AUTH_WAIT_TIMEOUT_MS = 10_000;

function useAuthWaitExpired(status: AuthState['status']): boolean {
  const [expired, setExpired] = useState(false);
  const waiting = status === 'unknown';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setExpired(true), AUTH_WAIT_TIMEOUT_MS);
    return () => {
      window.clearTimeout(timer);
      setExpired(false);
    };
  }, [waiting]);
  return waiting && expired;
}

function Waiting() {
  const t = useT();
  return <PageSpinner label={t('auth.checkingSignIn')} />;
}

/** Pages for signed-in users (docs/product.md#redirects). */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  const expired = useAuthWaitExpired(auth.status);
  switch (auth.status) {
    case 'signedIn':
      return children ?? <Outlet />;
    case 'firstTime':
      return <Navigate to="/complete-profile" replace />;
    case 'signedOut':
    case 'unverified':
      return <Navigate to="/login" replace />;
    case 'unknown':
      return expired ? <Navigate to="/login" replace /> : <Waiting />;
  }
}

/** Admin screens: anyone else sees the 404 page. */
export function RequireAdmin() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <RequireSignedIn />;
  return auth.user.isAdmin ? <Outlet /> : <Navigate to="/404" replace />;
}

/** /complete-profile: only for a signed-in account without a profile yet. */
export function RequireFirstTime({ render }: { render: (session: SessionUser) => ReactNode }) {
  const auth = useAuth();
  const expired = useAuthWaitExpired(auth.status);
  switch (auth.status) {
    case 'firstTime':
      return render(auth.session);
    case 'signedIn':
      return <Navigate to="/" replace />;
    case 'signedOut':
    case 'unverified':
      return <Navigate to="/login" replace />;
    case 'unknown':
      return expired ? <Navigate to="/login" replace /> : <Waiting />;
  }
}
