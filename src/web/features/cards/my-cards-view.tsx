import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IdCard, Plus } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { MY_CARDS_PAGE_SIZE } from '../../../shared/card-constants';
import { ButtonLink } from '../../components/ui/button';
import { withStatus } from '../../lib/status-params';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { CARD_MESSAGES, useDeleteCard, useUserCards } from './api';
import { CardTile, CardTileSkeleton } from './card-tile';
import { CardVaultHeader } from './card-vault-header';
import { CardsPagination } from './cards-pagination';
import { DeleteCardDialog } from './delete-card-dialog';
import { MyCardsSidePanel } from './my-cards-side-panel';

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <IdCard aria-hidden="true" className="h-8 w-8" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-ink">No Cards Found</h2>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-ink-muted">
        Create a digital business card with its own QR code and start sharing it.
      </p>
      <ButtonLink to="/create" size="lg" className="mt-6">
        <Plus aria-hidden="true" className="h-5 w-5" />
        Create Your First Card
      </ButtonLink>
    </div>
  );
}

/** Spec §2 My Cards: the vault header, the user's cards in pages of four, and the side panel. */
export function MyCardsView() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Card | null>(null);
  const cards = useUserCards(page);
  const deleteCard = useDeleteCard();

  const totalCount = cards.data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / MY_CARDS_PAGE_SIZE));
  const items = cards.data?.items ?? [];

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteCard.mutateAsync({ id: toDelete.id, userId: user.id });
      setToDelete(null);
      // The last card of the last page is gone: show the page before it.
      if (items.length === 1 && page > 1) setPage(page - 1);
      await navigate(withStatus('/', 'success', 'card_deleted'));
    } catch {
      toast.error(CARD_MESSAGES.deleteFailed);
    }
  };

  return (
    <div className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">My Cards</h1>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="min-w-0 space-y-8">
            <CardVaultHeader details={user.subscriptionDetails} />
            <section
              aria-label="Your cards"
              aria-busy={cards.isFetching || undefined}
              className="space-y-8"
            >
              {cards.isPending ? (
                <ul
                  className="grid justify-items-center gap-6 md:grid-cols-2"
                  aria-label="Loading cards"
                >
                  <CardTileSkeleton />
                  <CardTileSkeleton />
                </ul>
              ) : items.length === 0 ? (
                <EmptyState />
              ) : (
                <ul className="grid justify-items-center gap-6 md:grid-cols-2">
                  {items.map((card) => (
                    <CardTile key={card.id} card={card} onDelete={setToDelete} />
                  ))}
                </ul>
              )}
              <CardsPagination page={page} pageCount={pageCount} onPageChange={setPage} />
            </section>
          </div>
          <MyCardsSidePanel user={user} />
        </div>
      </div>
      <DeleteCardDialog
        cardName={toDelete?.fullName ?? null}
        busy={deleteCard.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
