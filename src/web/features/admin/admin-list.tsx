import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ADMIN_MAX_PAGE_BUTTONS, ADMIN_PAGE_SIZE } from '../../../shared/admin';
import { SearchField } from '../../components/ui/form-field';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { pageCountOf, rangeText } from '../../lib/paging';

interface AdminListProps<T> {
  /** The section's name ("Users"), its pages' ("User pages"), what it counts ("users"). */
  label: string;
  pagesLabel: string;
  noun: string;
  loadingLabel: string;
  query: UseQueryResult<{ items: T[]; totalCount: number }, unknown>;
  page: number;
  onPageChange: (page: number) => void;
  failedMessage: string;
  empty: { title: string; text?: string };
  /** A search box above the list. */
  search?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  children: (items: T[]) => ReactNode;
}

/** One page of a server-paged admin list: loading, failed, empty, or the items and their pages. */
export function AdminList<T>({
  label,
  pagesLabel,
  noun,
  loadingLabel,
  query,
  page,
  onPageChange,
  failedMessage,
  empty,
  search,
  children,
}: AdminListProps<T>) {
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  let content: ReactNode;
  if (query.isPending) content = <LoadingState label={loadingLabel} />;
  else if (query.isError)
    content = (
      <ErrorState
        title="Error"
        message={failedMessage}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (items.length === 0) content = <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  else
    content = (
      <>
        <p role="status" className="text-sm text-ink-muted">
          {rangeText({ page, pageSize: ADMIN_PAGE_SIZE, shown: items.length, totalCount }, noun)}
        </p>
        {children(items)}
      </>
    );
  return (
    <>
      {search ? <SearchField {...search} className="max-w-xl" /> : null}
      <section aria-label={label} aria-busy={query.isFetching || undefined} className="space-y-4">
        {content}
        <Pagination
          label={pagesLabel}
          page={page}
          pageCount={pageCountOf(totalCount, ADMIN_PAGE_SIZE)}
          onPageChange={onPageChange}
          maxButtons={ADMIN_MAX_PAGE_BUTTONS}
        />
      </section>
    </>
  );
}
