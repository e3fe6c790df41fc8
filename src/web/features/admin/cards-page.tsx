import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { ADMIN_MESSAGES, ADMIN_SEARCH_DEBOUNCE_MS, type AdminCard } from '../../../shared/admin';
import { AdminCardTile } from './admin-card-tile';
import { AdminPagination } from './admin-pagination';
import { AdminPageHeader, EmptyState, ErrorState, LoadingState, SearchField } from './admin-ui';
import { useAdminCards, useDeleteAdminCard } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { pageCountOf, rangeText } from '../../lib/paging';
import { useDebouncedValue } from './use-debounced-value';
import { useFailureToast } from './use-failure-toast';

/** Spec §2 Admin Cards: every card in a grid, 10 a page, searchable, each deletable. */
export function CardsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<AdminCard | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const cards = useAdminCards({ page, search: debouncedSearch });
  const deleteCard = useDeleteAdminCard();
  useFailureToast(cards.isError ? cards.errorUpdatedAt : 0, ADMIN_MESSAGES.cardsFailed);

  const [lastSearch, setLastSearch] = useState(debouncedSearch);
  if (lastSearch !== debouncedSearch) {
    setLastSearch(debouncedSearch);
    setPage(1);
  }

  const items = cards.data?.items ?? [];
  const totalCount = cards.data?.totalCount ?? 0;

  const confirm = async () => {
    if (!target) return;
    try {
      await deleteCard.mutateAsync({ id: target.id });
      // The last card of the last page is gone: show the page before it.
      if (items.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // Toasted by the mutation.
    }
    setTarget(null);
  };

  return (
    <>
      <AdminPageHeader title="Cards" description="Every card on the service, 10 at a time." />
      <SearchField
        label="Search cards"
        placeholder="Name, company, e-mail or owner"
        value={search}
        onChange={setSearch}
        className="max-w-xl"
      />
      <section aria-label="Cards" aria-busy={cards.isFetching || undefined} className="space-y-4">
        {cards.isPending ? (
          <LoadingState label="Loading cards…" />
        ) : cards.isError ? (
          <ErrorState message={ADMIN_MESSAGES.cardsFailed} onRetry={() => void cards.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title="No cards found">
            {debouncedSearch ? 'Try another search.' : 'Nobody has made a card yet.'}
          </EmptyState>
        ) : (
          <>
            <p role="status" className="text-sm text-ink-muted">
              {rangeText(page, items.length, totalCount, 'cards')}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((card) => (
                <AdminCardTile key={card.id} card={card} onDelete={setTarget} />
              ))}
            </ul>
          </>
        )}
        <AdminPagination
          label="Card pages"
          page={page}
          pageCount={pageCountOf(totalCount)}
          onPageChange={setPage}
        />
      </section>
      <ConfirmDialog
        open={target !== null}
        title="Delete Card"
        description={`Delete the card of ${target?.fullName ?? ''}, owned by ${target?.ownerEmail ?? ''}?`}
        confirmLabel="Yes, Delete Card"
        cancelLabel="Keep Card"
        danger
        busy={deleteCard.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
          <div>
            <p className="font-semibold">This action cannot be undone!</p>
            <p className="mt-1 text-sm">The card, its QR code and its public page will be gone.</p>
          </div>
        </div>
      </ConfirmDialog>
    </>
  );
}
