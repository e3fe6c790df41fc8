import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ADMIN_MAX_PAGE_BUTTONS, ADMIN_PAGE_SIZE } from '../../../shared/admin';
import { SearchField } from '../../components/ui/form-field';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useT } from '../../lib/i18n/use-t';
import { pageCountOf } from '../../lib/paging';

interface AdminListProps<T> {
  /** The section's name ("Users"), its pages' ("User pages"), the line saying which are shown. */
  label: string;
  pagesLabel: string;
  rangeMessage: MessageId;
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

/** 'Showing 11–20 of 57 …': the first and last item shown and the total, for a list's range line. */
export const rangeValues = (page: number, shown: number, total: number) => {
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  return { first, last: first + shown - 1, total };
};

/** One page of a server-paged admin list: loading, failed, empty, or the items and their pages. */
export function AdminList<T>({
  label,
  pagesLabel,
  rangeMessage,
  loadingLabel,
  query,
  page,
  onPageChange,
  failedMessage,
  empty,
  search,
  children,
}: AdminListProps<T>) {
  const t = useT();
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  let content: ReactNode;
  if (query.isPending) content = <LoadingState label={loadingLabel} />;
  else if (query.isError)
    content = (
      <ErrorState
        title={t('admin.error')}
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
          {t(rangeMessage, rangeValues(page, items.length, totalCount))}
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
