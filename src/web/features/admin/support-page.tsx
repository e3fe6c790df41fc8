import { Paperclip } from 'lucide-react';
import type { AdminSupportRequest } from '../../../shared/admin';
import { SUPPORT_SUBJECT_MESSAGES, type SupportSubject } from '../../../shared/support';
import { Badge } from '../../components/ui/badge';
import { formatDateTime, formatFileSize } from '../../lib/format';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import type { StatusTone } from '../../lib/subscription-status';
import { AdminList } from './admin-list';
import { AdminPageHeader } from './admin-ui';
import { useSupportRequests } from './api';
import { useListSearch } from './use-list-search';

const STATUS_LABELS: Record<AdminSupportRequest['status'], { label: MessageId; tone: StatusTone }> =
  {
    awaiting_confirmation: { label: 'admin.support.awaiting', tone: 'warning' },
    submitted: { label: 'admin.support.submitted', tone: 'success' },
  };

const isSubject = (value: string): value is SupportSubject =>
  Object.hasOwn(SUPPORT_SUBJECT_MESSAGES, value);

function SupportRequestItem({ request }: { request: AdminSupportRequest }) {
  const t = useT();
  const status = STATUS_LABELS[request.status];
  // Stored in English; a subject the form no longer offers shows as it was sent.
  const subject = isSubject(request.subject)
    ? t(SUPPORT_SUBJECT_MESSAGES[request.subject])
    : request.subject;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <article aria-label={t('admin.support.label', { subject, email: request.email })}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-bold text-ink">{subject}</h2>
          <Badge tone={status.tone}>{t(status.label)}</Badge>
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          <bdi dir="ltr" className="wrap-anywhere">
            {request.email}
          </bdi>{' '}
          {t(request.userId ? 'admin.support.signedIn' : 'admin.support.visitor')} ·{' '}
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </p>
        {/* Plain text, never HTML (docs/product.md#server-rules-text-shown): whatever the sender typed shows as typed. */}
        <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-slate-800">
          {request.body}
        </p>
        {request.attachments.length > 0 ? (
          <ul aria-label={t('admin.support.attachments')} className="mt-3 flex flex-wrap gap-2">
            {request.attachments.map((attachment) => (
              <li key={attachment.url}>
                <a
                  href={attachment.url}
                  download={attachment.name}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <bdi className="truncate">{attachment.name}</bdi>
                  <span className="shrink-0 text-xs text-ink-muted">
                    {formatFileSize(attachment.size)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

/** The support requests received, newest first, 10 a page. */
export function SupportPage() {
  const t = useT();
  const { search, setSearch, term, page, setPage } = useListSearch();
  const requests = useSupportRequests({ page, search: term });

  return (
    <>
      <AdminPageHeader
        title={t('admin.support.title')}
        description={t('admin.support.description')}
      />
      <AdminList
        search={{
          label: t('admin.support.search'),
          placeholder: t('admin.support.searchPlaceholder'),
          value: search,
          onChange: setSearch,
        }}
        label={t('admin.support.list')}
        pagesLabel={t('admin.support.pages')}
        rangeMessage="admin.support.range"
        loadingLabel={t('admin.support.loading')}
        query={requests}
        page={page}
        onPageChange={setPage}
        failedMessage={translate('admin.support.failed')}
        empty={{ title: t('admin.support.empty') }}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((request) => (
              <SupportRequestItem key={request.id} request={request} />
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}
