import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminCard } from '../../../shared/admin';
import { ConfirmDialog, DangerNotice } from '../../components/ui/confirm-dialog';
import { AdminCardTile } from './admin-card-tile';
import { AdminList } from './admin-list';
import { AdminPageHeader } from './admin-ui';
import { useAdminCards, useDeleteAdminCard } from './api';
import { useFailureToast } from './use-failure-toast';
import { useListSearch } from './use-list-search';

/** Admin Cards (docs/product.md#screens-admin): every card in a grid, 10 a page, searchable, each deletable. */
export function CardsPage() {
  const { search, setSearch, term, page, setPage } = useListSearch();
  const [target, setTarget] = useState<AdminCard | null>(null);
  const cards = useAdminCards({ page, search: term });
  const deleteCard = useDeleteAdminCard();
  useFailureToast(cards.isError ? cards.errorUpdatedAt : 0, ADMIN_MESSAGES.cardsFailed);

  const confirm = async () => {
    if (!target) return;
    try {
      await deleteCard.mutateAsync({ id: target.id });
      // The last card of the last page is gone: show the page before it.
      if (cards.data?.items.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // Toasted by the mutation.
    }
    setTarget(null);
  };

  return (
    <>
      <AdminPageHeader title="Cards" description="Every card on the service, 10 at a time." />
      <AdminList
        search={{
          label: 'Search cards',
          placeholder: 'Name, company, e-mail or owner',
          value: search,
          onChange: setSearch,
        }}
        label="Cards"
        pagesLabel="Card pages"
        noun="cards"
        loadingLabel="Loading cards…"
        query={cards}
        page={page}
        onPageChange={setPage}
        failedMessage={ADMIN_MESSAGES.cardsFailed}
        empty={{
          title: 'No cards found',
          text: term ? 'Try another search.' : 'Nobody has made a card yet.',
        }}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((card) => (
              <AdminCardTile key={card.id} card={card} onDelete={setTarget} />
            ))}
          </ul>
        )}
      </AdminList>
      <ConfirmDialog
        open={target !== null}
        title="Delete Card"
        description={`Delete the card of ${target?.fullName ?? ''}, owned by ${target?.organisationName ?? target?.ownerEmail ?? ''}?`}
        confirmLabel="Yes, Delete Card"
        cancelLabel="Keep Card"
        danger
        busy={deleteCard.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        <DangerNotice>The card, its QR code and its public page will be gone.</DangerNotice>
      </ConfirmDialog>
    </>
  );
}
