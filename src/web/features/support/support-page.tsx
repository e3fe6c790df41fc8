import { useId, useState } from 'react';
import { LifeBuoy, MailCheck, Reply, ShieldCheck } from 'lucide-react';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { SUPPORT_CONFIRM_HOURS } from '../../../shared/support';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/use-auth';
import { useT } from '../../lib/i18n/use-t';
import { SupportForm } from './support-form';
import { useConfirmResult, type ConfirmResult } from './use-confirm-result';

/** The inline notice after the confirmation link brought the visitor back. */
function ConfirmNotice({ result }: { result: ConfirmResult }) {
  const t = useT();
  if (result.sent) {
    return (
      <Notice tone="success">
        <strong className="font-semibold">{t('support.message.confirmed')}</strong>
        <br />
        {t('support.confirmed.body')}
      </Notice>
    );
  }
  const hours = SUPPORT_CONFIRM_HOURS;
  const [title, body]: [MessageId, string] =
    result.error === 'link_already_used'
      ? ['support.message.linkAlreadyUsed', t('support.linkUsed.body')]
      : result.error === 'link_expired'
        ? ['support.linkExpired.title', t('support.linkExpired.body', { hours })]
        : ['support.linkInvalid.title', t('support.linkInvalid.body')];
  return (
    <Notice tone={result.error === 'link_already_used' ? 'info' : 'warning'}>
      <strong className="font-semibold">{t(title)}</strong>
      <br />
      {body}
    </Notice>
  );
}

function Aside({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const hours = SUPPORT_CONFIRM_HOURS;
  const items = signedIn
    ? [
        { icon: MailCheck, text: t('support.next.user.sent') },
        { icon: ShieldCheck, text: t('support.next.user.attachments') },
        { icon: Reply, text: t('support.next.user.reply') },
      ]
    : [
        { icon: MailCheck, text: t('support.next.visitor.link') },
        { icon: ShieldCheck, text: t('support.next.visitor.confirm', { hours }) },
        { icon: Reply, text: t('support.next.visitor.reply') },
      ];
  return (
    <aside
      aria-label={t('support.next.title')}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 className="text-sm font-bold tracking-wide text-ink uppercase">
        {t('support.next.title')}
      </h2>
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
  const t = useT();
  const auth = useAuth();
  const headingId = useId();
  const confirmResult = useConfirmResult();
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const deciding = auth.status === 'unknown' && !auth.unreachable;
  const signedIn = auth.status === 'signedIn';

  return (
    <>
      <PageMeta
        title={t('support.meta.title')}
        description={t('support.meta.description')}
        noindex
      />
      <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex items-start gap-4">
          <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:flex">
            <LifeBuoy aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <h1 id={headingId} className="text-3xl font-extrabold tracking-tight text-ink">
              {t('support.heading')}
            </h1>
            <p className="mt-1 text-base text-ink-muted">{t('support.intro')}</p>
          </div>
        </div>

        <div className="mt-6 space-y-4" aria-live="polite">
          {confirmResult ? <ConfirmNotice result={confirmResult} /> : null}
          {awaiting ? (
            <Notice tone="success">
              <strong className="font-semibold">{t('support.message.submittedAnonymous')}</strong>
              <br />
              {t.rich('support.awaiting', {
                email: awaiting,
                hours: SUPPORT_CONFIRM_HOURS,
                address: (chunks) => (
                  <bdi dir="ltr" className="font-semibold break-all">
                    {chunks}
                  </bdi>
                ),
              })}
            </Notice>
          ) : null}
        </div>

        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
          <section
            aria-labelledby={headingId}
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            {deciding ? (
              <PageSpinner label={t('support.checkingSignIn')} />
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
