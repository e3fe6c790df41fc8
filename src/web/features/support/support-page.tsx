import { useId, useState, type ReactNode } from 'react';
import { LifeBuoy, MailCheck, Reply, ShieldCheck } from 'lucide-react';
import { SUPPORT_CONFIRM_HOURS, SUPPORT_MESSAGES } from '../../../shared/support';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/use-auth';
import { SupportForm } from './support-form';
import { useConfirmResult, type ConfirmResult } from './use-confirm-result';

/** The inline notice after the confirmation link brought the visitor back. */
function ConfirmNotice({ result }: { result: ConfirmResult }) {
  if (result.sent) {
    return (
      <Notice tone="success">
        <strong className="font-semibold">{SUPPORT_MESSAGES.confirmed}</strong>
        <br />
        Thanks for confirming your address. Our reply will come to your inbox.
      </Notice>
    );
  }
  const text: Record<string, ReactNode> = {
    link_already_used: (
      <>
        <strong className="font-semibold">{SUPPORT_MESSAGES.linkAlreadyUsed}</strong>
        <br />
        This confirmation link was used before, so that request has already reached us. There is no
        need to confirm it again.
      </>
    ),
    link_expired: (
      <>
        <strong className="font-semibold">This confirmation link has expired.</strong>
        <br />
        Links work for {SUPPORT_CONFIRM_HOURS} hours, so that request was not sent. Please send it
        again below and confirm it from the new email.
      </>
    ),
  };
  return (
    <Notice tone={result.error === 'link_already_used' ? 'info' : 'warning'}>
      {text[result.error ?? ''] ?? (
        <>
          <strong className="font-semibold">This confirmation link is not valid.</strong>
          <br />
          It may have been cut short when it was copied, so no request was sent. Open the link from
          the email again, or send your request again below.
        </>
      )}
    </Notice>
  );
}

function Aside({ signedIn }: { signedIn: boolean }) {
  const items = signedIn
    ? [
        { icon: MailCheck, text: 'Your request reaches our team as soon as you send it.' },
        { icon: ShieldCheck, text: 'Attachments are only seen by our support team.' },
        { icon: Reply, text: 'Our reply goes to the email address of your account.' },
      ]
    : [
        { icon: MailCheck, text: 'We email you a link to confirm that the address is yours.' },
        {
          icon: ShieldCheck,
          text: `Your request reaches us once you confirm; the link works for ${SUPPORT_CONFIRM_HOURS} hours.`,
        },
        { icon: Reply, text: 'Our reply goes to the From address.' },
      ];
  return (
    <aside
      aria-label="What happens next"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 className="text-sm font-bold tracking-wide text-ink uppercase">What happens next</h2>
      <ul className="mt-4 space-y-4">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-sm leading-relaxed text-slate-700">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-xs">
              <Icon aria-hidden="true" className="h-4 w-4" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Support page (docs/product.md#screens-support): one form for visitors (From address) and signed-in users (files). */
export function SupportPage() {
  const auth = useAuth();
  const headingId = useId();
  const confirmResult = useConfirmResult();
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const deciding = auth.status === 'unknown' && !auth.unreachable;
  const signedIn = auth.status === 'signedIn';

  return (
    <>
      <PageMeta
        title="Support"
        description="Questions, suggestions or problems: write to the CardVault team."
        noindex
      />
      <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex items-start gap-4">
          <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:flex">
            <LifeBuoy aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <h1 id={headingId} className="text-3xl font-extrabold tracking-tight text-ink">
              Contact support
            </h1>
            <p className="mt-1 text-base text-ink-muted">
              Questions, ideas or something not working? Tell us and we will get back to you.
            </p>
          </div>
        </div>

        <div className="mt-6 space-y-4" aria-live="polite">
          {confirmResult ? <ConfirmNotice result={confirmResult} /> : null}
          {awaiting ? (
            <Notice tone="success">
              <strong className="font-semibold">{SUPPORT_MESSAGES.submittedAnonymous}</strong>
              <br />
              We sent a link to <span className="font-semibold break-all">{awaiting}</span>. Open it
              within {SUPPORT_CONFIRM_HOURS} hours to send your request to our team.
            </Notice>
          ) : null}
        </div>

        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
          <section
            aria-labelledby={headingId}
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            {deciding ? (
              <PageSpinner label="Checking your sign-in…" />
            ) : (
              <SupportForm
                key={signedIn ? 'user' : 'visitor'}
                signedIn={signedIn}
                onVisitorSent={setAwaiting}
              />
            )}
          </section>
          <Aside signedIn={signedIn} />
        </div>
      </div>
    </>
  );
}
