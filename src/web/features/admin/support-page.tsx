import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import { ADMIN_SEARCH_DEBOUNCE_MS, type AdminSupportRequest } from '../../../shared/admin';
import { AdminPagination } from './admin-pagination';
import { formatDateTime, formatFileSize } from '../../lib/format';
import { AdminPageHeader, EmptyState, ErrorState, LoadingState, SearchField } from './admin-ui';
import { useSupportRequests } from './api';
import { pageCountOf, rangeText } from '../../lib/paging';
import { useDebouncedValue } from './use-debounced-value';

export const SUPPORT_FAILED = 'Failed to fetch support requests';

const STATUS_LABELS: Record<AdminSupportRequest['status'], { label: string; className: string }> = {
  awaiting_confirmation: {
    label: 'Awaiting confirmation',
    className: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  submitted: { label: 'Submitted', className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
};

function SupportRequestItem({ request }: { request: AdminSupportRequest }) {
  const status = STATUS_LABELS[request.status];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <article aria-label={`${request.subject} from ${request.email}`}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-bold text-ink">{request.subject}</h2>
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${status.className}`}
          >
            {status.label}
          </span>
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          <span className="wrap-anywhere">{request.email}</span>
          {request.userId ? ' (signed in)' : ' (visitor)'} ·{' '}
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </p>
        {/* Plain text, never HTML (DESIGN §6.8): whatever the sender typed shows as typed. */}
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
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const requests = useSupportRequests({ page, search: debouncedSearch });
  const [lastSearch, setLastSearch] = useState(debouncedSearch);
  if (lastSearch !== debouncedSearch) {
    setLastSearch(debouncedSearch);
    setPage(1);
  }
  const items = requests.data?.items ?? [];
  const totalCount = requests.data?.totalCount ?? 0;

  return (
    <>
      <AdminPageHeader
        title="Support"
        description="Requests sent through the support page, newest first."
      />
      <SearchField
        label="Search requests"
        placeholder="Subject, e-mail or text"
        value={search}
        onChange={setSearch}
        className="max-w-xl"
      />
      <section
        aria-label="Support requests"
        aria-busy={requests.isFetching || undefined}
        className="space-y-4"
      >
        {requests.isPending ? (
          <LoadingState label="Loading support requests…" />
        ) : requests.isError ? (
          <ErrorState message={SUPPORT_FAILED} onRetry={() => void requests.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title="No support requests found" />
        ) : (
          <>
            <p role="status" className="text-sm text-ink-muted">
              {rangeText(page, items.length, totalCount, 'requests')}
            </p>
            <ul className="space-y-3">
              {items.map((request) => (
                <SupportRequestItem key={request.id} request={request} />
              ))}
            </ul>
          </>
        )}
        <AdminPagination
          label="Support request pages"
          page={page}
          pageCount={pageCountOf(totalCount)}
          onPageChange={setPage}
        />
      </section>
    </>
  );
}
