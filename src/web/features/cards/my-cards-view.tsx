import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Building2 } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { MY_CARDS_PAGE_SIZE } from '../../../shared/card-constants';
import type { OrgSummary } from '../../../shared/organisations';
import { ConfirmDialog, DangerNotice } from '../../components/ui/confirm-dialog';
import { OverAllocationNotice } from '../../components/over-allocation-notice';
import { Pagination } from '../../components/ui/pagination';
import { withOrg } from '../../lib/org-context';
import { managesOrgCards } from '../../lib/organisations';
import { pageCountOf } from '../../lib/paging';
import { withStatus } from '../../lib/status-params';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { CARD_MESSAGES, useDeleteCard, useLeadCounts, useRecentViews, useUserCards } from './api';
import { CardTile, CardTileSkeleton } from './card-tile';
import { CardVaultHeader } from './card-vault-header';
import { MyCardsEmptyState, OrgCardsEmptyState } from './my-cards-empty-state';
import { MyCardsOrgSidePanel, MyCardsSidePanel } from './my-cards-side-panel';
import { useT } from '../../lib/i18n/use-t';

/**
 * My Cards (docs/product.md#screens-my-cards): the vault header, the user's cards in pages of four,
 * and the side panel; in an organisation's context (`organisation`), the cards of it the user may
 * see, with its panel instead of the personal subscription's (docs/product.md#organisation-cards-screens).
 */
export function MyCardsView({ organisation }: { organisation: OrgSummary | null }) {
  const t = useT();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Card | null>(null);
  const cards = useUserCards(page, organisation?.id ?? null);
  const recentViews = useRecentViews();
  const leadCounts = useLeadCounts();
  const deleteCard = useDeleteCard();

  const totalCount = cards.data?.totalCount ?? 0;
  const pageCount = pageCountOf(totalCount, MY_CARDS_PAGE_SIZE);
  const items = cards.data?.items ?? [];
  const slug = organisation?.slug ?? null;
  // A member edits the organisation's cards given to them; deleting is its owners' and admins'.
  const mayDelete = organisation === null || managesOrgCards(organisation.role);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteCard.mutateAsync({ id: toDelete.id, userId: toDelete.userId ?? undefined });
      setToDelete(null);
      // The last card of the last page is gone: show the page before it.
      if (items.length === 1 && page > 1) setPage(page - 1);
      await navigate(withOrg(withStatus('/', 'success', 'card_deleted'), slug));
    } catch {
      toast.error(CARD_MESSAGES.deleteFailed);
    }
  };

  return (
    <div className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {organisation ? (
          <>
            <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              <Building2 aria-hidden="true" className="h-4 w-4" />
              {t('myCards.organisation')}
            </p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words text-ink">
              {t('myCards.orgTitle', { organisation: organisation.name })}
            </h1>
            <p className="mt-1 text-sm text-ink-muted">
              {managesOrgCards(organisation.role)
                ? t('myCards.orgIntroManager')
                : t('myCards.orgIntroMember')}
            </p>
          </>
        ) : (
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('myCards.title')}</h1>
        )}
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="min-w-0 space-y-8">
            {organisation ? null : (
              <>
                <OverAllocationNotice details={user.subscriptionDetails} />
                <CardVaultHeader details={user.subscriptionDetails} />
              </>
            )}
            <section
              aria-label={
                organisation
                  ? t('myCards.orgTitle', { organisation: organisation.name })
                  : t('myCards.yourCards')
              }
              aria-busy={cards.isFetching || undefined}
              className="space-y-8"
            >
              {cards.isPending ? (
                <ul
                  className="grid justify-items-center gap-6 md:grid-cols-2"
                  aria-label={t('myCards.loadingCards')}
                >
                  <CardTileSkeleton />
                  <CardTileSkeleton />
                </ul>
              ) : items.length === 0 ? (
                organisation ? (
                  <OrgCardsEmptyState user={user} organisation={organisation} />
                ) : (
                  <MyCardsEmptyState user={user} />
                )
              ) : (
                <ul className="grid justify-items-center gap-6 md:grid-cols-2">
                  {items.map((card) => (
                    <CardTile
                      key={card.id}
                      card={card}
                      onDelete={mayDelete ? setToDelete : undefined}
                      organisation={organisation ?? undefined}
                      // A card the answer lacks has had no views yet. The counts are of the
                      // user's own cards: an organisation's cards have none to show yet.
                      views={
                        recentViews.data && !organisation
                          ? (recentViews.data.get(card.id) ?? 0)
                          : undefined
                      }
                      leads={
                        leadCounts.data && !organisation
                          ? (leadCounts.data.get(card.id) ?? 0)
                          : undefined
                      }
                    />
                  ))}
                </ul>
              )}
              <Pagination
                label={t('myCards.cardPages')}
                page={page}
                pageCount={pageCount}
                onPageChange={setPage}
              />
            </section>
          </div>
          {organisation ? (
            <MyCardsOrgSidePanel user={user} organisation={organisation} />
          ) : (
            <MyCardsSidePanel user={user} />
          )}
        </div>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('myCards.deleteTitle')}
        description={t('myCards.deleteQuestion')}
        confirmLabel={t('myCards.deleteConfirm')}
        cancelLabel={t('myCards.deleteCancel')}
        danger
        busy={deleteCard.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <DangerNotice>
          {toDelete ? t('myCards.deleteWarning', { name: toDelete.fullName }) : null}
        </DangerNotice>
      </ConfirmDialog>
    </div>
  );
}
