import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { BusyButton } from '../../components/ui/submit-button';
import { refreshAuth } from '../../lib/auth/session';
import { LocalMailboxNote } from './components/local-mailbox-note';
import { useResendVerification } from './use-resend-verification';
import { clearPendingEmail, readPendingEmail } from './pending-email';
import { useT } from '../../lib/i18n/use-t';

export function EmailVerificationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email] = useState(() => params.get('email')?.trim() || readPendingEmail());
  // Resend (docs/product.md#screens-email-verification): the server limits it and says so.
  // Without an address the page goes to /login below, before anything can be resent.
  const resend = useResendVerification(email ?? '');
  // The link is usually opened in another tab: coming back here asks again who is signed in, so
  // the header shows the session it started (docs/product.md#screens-email-verification).
  const queryClient = useQueryClient();
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refreshAuth(queryClient);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [queryClient]);

  if (!email) return <Navigate to="/login" replace />;

  const backToSignIn = () => {
    clearPendingEmail();
    void navigate('/login');
  };

  return (
    <>
      <PageMeta title={t('verify.pageTitle')} noindex />
      <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:items-center sm:py-20">
        <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-card sm:px-10">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <MailCheck aria-hidden="true" className="h-8 w-8" />
          </span>
          <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t('verify.title')}
          </h1>
          <p className="mt-4 text-slate-700">{t('verify.sentTo')}</p>
          <p
            data-testid="pending-email"
            dir="ltr"
            className="mt-1 font-semibold break-all text-brand-800"
          >
            {email}
          </p>
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">{t('verify.body')}</p>
          <LocalMailboxNote className="mt-6" />
          <p role="status" className="mt-4 min-h-5 text-sm font-medium">
            {resend.outcome ? (
              <span className={resend.outcome.ok ? 'text-emerald-800' : 'text-red-700'}>
                {resend.outcome.text}
              </span>
            ) : null}
          </p>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <BusyButton
              variant="outline"
              size="lg"
              className="w-full sm:w-auto"
              busy={resend.sending}
              onClick={() => void resend.send().catch(() => {})}
            >
              {t('verify.resend')}
            </BusyButton>
            <Button size="lg" className="w-full sm:w-auto" onClick={backToSignIn}>
              {t('auth.backToSignIn')}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
