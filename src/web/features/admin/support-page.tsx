import { Paperclip } from 'lucide-react';
import type { AdminSupportRequest } from '../../../shared/admin';
import { Badge } from '../../components/ui/badge';
import { formatDateTime, formatFileSize } from '../../lib/format';
import type { StatusTone } from '../../lib/subscription-status';
import { AdminList } from './admin-list';
import { AdminPageHeader } from './admin-ui';
import { useSupportRequests } from './api';
import { useListSearch } from './use-list-search';

const SUPPORT_FAILED = 'Failed to fetch support requests';

const STATUS_LABELS: Record<AdminSupportRequest['status'], { label: string; tone: StatusTone }> = {
  awaiting_confirmation: { label: 'Awaiting confirmation', tone: 'warning' },
  submitted: { label: 'Submitted', tone: 'success' },
};

function SupportRequestItem({ request }: { request: AdminSupportRequest }) {
  const status = STATUS_LABELS[request.status];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <article aria-label={`${request.subject} from ${request.email}`}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-bold text-ink">{request.subject}</h2>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          <span className="wrap-anywhere">{request.email}</span>
          {request.userId ? ' (signed in)' : ' (visitor)'} ·{' '}
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </p>
        {/* Plain text, never HTML (docs/product.md#server-rules-text-shown): whatever the sender typed shows as typed. */}
        <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-slate-800">
          {request.body}
        </p>
        {request.attachments.length > 0 ? (
          <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-2">
            {request.attachments.map((attachment) => (
              <li key={attachment.url}>
                <a
                  href={attachment.url}
                  download={attachment.name}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="truncate">{attachment.name}</span>
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
  const { search, setSearch, term, page, setPage } = useListSearch();
  const requests = useSupportRequests({ page, search: term });

  return (
    <>
      <AdminPageHeader
        title="Support"
        description="Requests sent through the support page, newest first."
      />
      <AdminList
        search={{
          label: 'Search requests',
          placeholder: 'Subject, e-mail or text',
          value: search,
          onChange: setSearch,
        }}
        label="Support requests"
        pagesLabel="Support request pages"
        noun="requests"
        loadingLabel="Loading support requests…"
        query={requests}
        page={page}
        onPageChange={setPage}
        failedMessage={SUPPORT_FAILED}
        empty={{ title: 'No support requests found' }}
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
