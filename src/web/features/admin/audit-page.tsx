import { useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS, type AuditEntry } from '../../../shared/admin';
import { AdminPagination } from './admin-pagination';
import { formatDateTime } from '../../lib/format';
import {
  AdminPageHeader,
  EmptyState,
  ErrorState,
  LoadingState,
  ScrollTable,
  SearchField,
  tdClasses,
  thClasses,
} from './admin-ui';
import { useAuditLog } from './api';
import { pageCountOf, rangeText } from '../../lib/paging';
import { useDebouncedValue } from './use-debounced-value';

export const AUDIT_FAILED = 'Failed to fetch the audit log';

/** 'user.grant_admin' reads as 'Grant admin'. */
export const actionLabel = (action: string) => {
  const words = (action.split('.').pop() ?? action).replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A detail as words: nested records ('from', 'to') read as 'status: active, cardAllocation: 3'. */
export function detailText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${detailText(inner)}`)
      .join(', ');
  }
  return JSON.stringify(value) ?? '';
}

function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="flex gap-1.5">
          <dt className="shrink-0 font-medium text-slate-600">{key}:</dt>
          <dd className="min-w-0 wrap-anywhere">{detailText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every admin action: who did what to which target, and when. */
export function AuditPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const log = useAuditLog({ page, search: debouncedSearch });
  const [lastSearch, setLastSearch] = useState(debouncedSearch);
  if (lastSearch !== debouncedSearch) {
    setLastSearch(debouncedSearch);
    setPage(1);
  }
  const items = log.data?.items ?? [];
  const totalCount = log.data?.totalCount ?? 0;

  return (
    <>
      <AdminPageHeader title="Audit log" description="Every admin action, newest first." />
      <SearchField
        label="Search the audit log"
        placeholder="Admin e-mail, action or target"
        value={search}
        onChange={setSearch}
        className="max-w-xl"
      />
      <section
        aria-label="Audit entries"
        aria-busy={log.isFetching || undefined}
        className="space-y-4"
      >
        {log.isPending ? (
          <LoadingState label="Loading the audit log…" />
        ) : log.isError ? (
          <ErrorState message={AUDIT_FAILED} onRetry={() => void log.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title="No audit entries found" />
        ) : (
          <>
            <p role="status" className="text-sm text-ink-muted">
              {rangeText(page, items.length, totalCount, 'entries')}
            </p>
            <ScrollTable label="Audit log table">
              <thead>
                <tr>
                  <th scope="col" className={thClasses}>
                    When
                  </th>
                  <th scope="col" className={thClasses}>
                    Who
                  </th>
                  <th scope="col" className={thClasses}>
                    What
                  </th>
                  <th scope="col" className={thClasses}>
                    Target
                  </th>
                  <th scope="col" className={thClasses}>
                    Details
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${tdClasses} whitespace-nowrap`}>
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className={`${tdClasses} wrap-anywhere`}>{entry.actorEmail}</td>
                    <td className={tdClasses}>
                      <span className="font-semibold text-ink">{actionLabel(entry.action)}</span>
                      <span className="block font-mono text-xs text-ink-muted">{entry.action}</span>
                    </td>
                    <td className={tdClasses}>
                      <span className="block text-xs text-ink-muted">{entry.targetType}</span>
                      <span className="font-mono text-xs break-all">{entry.targetId}</span>
                    </td>
                    <td className={tdClasses}>
                      <Details details={entry.details} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </>
        )}
        <AdminPagination
          label="Audit log pages"
          page={page}
          pageCount={pageCountOf(totalCount)}
          onPageChange={setPage}
        />
      </section>
    </>
  );
}
