import { useSearchParams } from 'react-router';
import { CircleCheck, Mail } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { failureMessage, isApiError } from '../../lib/http';
import { useT } from '../../lib/i18n/use-t';
import { useSendCardCopy } from './api';

/**
 * `/card-copy?token=` (docs/product.md#leads): where the link mailed to a visitor who asked for a
 * copy of a card leads. The copy goes only when they press the button, so a mail scanner that
 * opens the link sends nothing.
 */
export function CardCopyPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const send = useSendCardCopy();
  const sent = send.isSuccess;
  // A link that is no link, used or expired stays so: pressing again would change nothing.
  const final = isApiError(send.error) && (send.error.status === 404 || send.error.status === 409);

  return (
    <>
      <PageMeta title={t('leads.copy.metaTitle')} noindex />
      <div className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-16">
        <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-card sm:p-10">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            {sent ? (
              <CircleCheck aria-hidden="true" className="h-9 w-9" />
            ) : (
              <Mail aria-hidden="true" className="h-9 w-9" />
            )}
          </span>
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink">
            {t('leads.copy.title')}
          </h1>
          {!token ? (
            <Notice className="mt-6 text-start" live={false}>
              {t('leads.copy.invalid')}
            </Notice>
          ) : sent ? (
            <Notice tone="success" className="mt-6 text-start">
              {t('leads.copy.sent')}
            </Notice>
          ) : final ? (
            <Notice className="mt-6 text-start">
              {failureMessage(send.error, t('leads.copy.failed'))}
            </Notice>
          ) : (
            <>
              <p className="mt-3 text-base leading-relaxed text-slate-700">
                {t('leads.copy.text')}
              </p>
              {send.isError ? (
                <Notice className="mt-6 text-start">
                  {failureMessage(send.error, t('leads.copy.failed'))}
                </Notice>
              ) : null}
              <Button
                size="lg"
                className="mt-8 w-full sm:w-auto"
                disabled={send.isPending}
                onClick={() => send.mutate(token)}
              >
                {t(send.isPending ? 'leads.copy.sending' : 'leads.copy.send')}
              </Button>
            </>
          )}
        </div>
      </div>
    </>
  );
}
