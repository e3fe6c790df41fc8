import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { AUTH_MESSAGES, isLinkTokenError, socialErrorMessage } from '../../lib/auth/messages';
import { refreshAuth, useSessionQuery } from '../../lib/auth/session';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/use-auth';
import { authScreenFromParam, authScreenParam } from '../../lib/auth/auth-paths';
import { returnPathAfterSignIn } from '../../lib/auth/return-path';
import { useT } from '../../lib/i18n/use-t';
import { toast } from '../../lib/toast';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { AuthFlow } from './components/auth-flow';
import type { AuthMode } from './components/auth-mode';

const HIGHLIGHTS = [
  'login.highlightQr',
  'login.highlightSave',
  'login.highlightUpdate',
] as const satisfies readonly MessageId[];

/**
 * Toasts what a verification link or an external provider sent back, once: a failure, or an
 * address verified without signing in (the link was opened from another site).
 */
function useLoginResultParams(isResetMode: boolean) {
  const [params, setParams] = useSearchParams();
  const code = isResetMode ? null : params.get('error');
  const verified = !isResetMode && params.get('verified') === 'true';
  const handled = useRef<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const result = code ?? (verified ? 'verified' : null);
    if (!result || handled.current === result) return;
    handled.current = result;
    // A verification link may have started a session: ask again, so the header shows it.
    void refreshAuth(queryClient);
    if (code) {
      toast.error(
        isLinkTokenError(code) ? AUTH_MESSAGES.verificationLinkInvalid : socialErrorMessage(code),
      );
    } else {
      toast.success(AUTH_MESSAGES.emailVerified);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        // A provider's refusal carries its own words too; the page shows ours (lib/auth/messages).
        next.delete('error_description');
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [code, verified, setParams, queryClient]);
}

export function LoginPage() {
  const t = useT();
  const auth = useAuth();
  const session = useSessionQuery();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The screen lives in the URL (docs/product.md#screens-sign-up-address): each change is a new
  // history entry, so the back button returns to sign-up.
  const mode: AuthMode = authScreenFromParam(params.get('mode'));
  const isResetLink = mode === 'reset';
  useLoginResultParams(isResetLink);

  const changeMode = (next: AuthMode) => {
    const param = authScreenParam(next);
    const nextParams = new URLSearchParams();
    if (param) nextParams.set('mode', param);
    if (next === 'reset' && params.get('token')) nextParams.set('token', params.get('token') ?? '');
    setParams(nextParams);
  };

  if (auth.status === 'signedIn') return <Navigate to={returnPathAfterSignIn()} replace />;
  if (auth.status === 'firstTime') return <Navigate to="/complete-profile" replace />;

  return (
    <>
      <PageMeta title={t('login.pageTitle')} noindex />
      {session.isPending ? (
        <PageSpinner />
      ) : (
        <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 via-white to-white px-4 py-10 sm:items-center sm:py-16">
          <div className="grid w-full max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-card lg:grid-cols-[1fr_1.1fr]">
            <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-800 to-brand-950 p-10 text-white lg:flex lg:flex-col lg:justify-between">
              <div
                aria-hidden="true"
                className="pointer-events-none absolute -top-24 -inset-e-24 h-72 w-72 rounded-full bg-brand-500/30 blur-3xl"
              />
              <div className="relative">
                <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
                  CardVault
                </p>
                <p className="mt-4 text-3xl leading-tight font-extrabold tracking-tight">
                  {t('login.tagline')}
                </p>
              </div>
              <ul className="relative space-y-3 text-brand-50">
                {HIGHLIGHTS.map((item) => (
                  <li key={item} className="flex items-center gap-2.5">
                    <CircleCheck aria-hidden="true" className="h-5 w-5 text-emerald-300" />
                    {t(item)}
                  </li>
                ))}
              </ul>
            </aside>
            <div className="px-5 py-8 sm:px-10 sm:py-12">
              <div className="mx-auto max-w-sm">
                <AuthFlow
                  key={mode}
                  mode={mode}
                  onModeChange={changeMode}
                  onSignedIn={() => void navigate(returnPathAfterSignIn(), { replace: true })}
                  resetToken={params.get('token')}
                  resetError={isResetLink ? params.get('error') : null}
                />
              </div>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
