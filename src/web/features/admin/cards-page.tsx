import { useState } from 'react';
import type { AdminCard } from '../../../shared/admin';
import { ConfirmDialog, DangerNotice } from '../../components/ui/confirm-dialog';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { AdminCardTile } from './admin-card-tile';
import { AdminList } from './admin-list';
import { AdminPageHeader } from './admin-ui';
import { useAdminCards, useDeleteAdminCard } from './api';
import { useFailureToast } from './use-failure-toast';
import { useListSearch } from './use-list-search';

/** Admin Cards (docs/product.md#screens-admin): every card in a grid, 10 a page, searchable, each deletable. */
export function CardsPage() {
  const t = useT();
  const { search, setSearch, term, page, setPage } = useListSearch();
  const [target, setTarget] = useState<AdminCard | null>(null);
  const cards = useAdminCards({ page, search: term });
  const deleteCard = useDeleteAdminCard();
  useFailureToast(cards.isError ? cards.errorUpdatedAt : 0, translate('admin.cards.failed'));

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
      <AdminPageHeader title={t('admin.cards.title')} description={t('admin.cards.description')} />
      <AdminList
        search={{
          label: t('admin.cards.search'),
          placeholder: t('admin.cards.searchPlaceholder'),
          value: search,
          onChange: setSearch,
        }}
        label={t('admin.cards.title')}
        pagesLabel={t('admin.cards.pages')}
        rangeMessage="admin.cards.range"
        loadingLabel={t('admin.cards.loading')}
        query={cards}
        page={page}
        onPageChange={setPage}
        failedMessage={t('admin.cards.failed')}
        empty={{
          title: t('admin.cards.empty'),
          text: term ? t('admin.tryAnotherSearch') : t('admin.cards.emptyNone'),
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
        title={t('admin.cards.deleteTitle')}
        description={t('admin.cards.deleteDescription', {
          name: target?.fullName ?? '',
          owner: target?.organisationName ?? target?.ownerEmail ?? '',
        })}
        confirmLabel={t('admin.cards.deleteConfirm')}
        cancelLabel={t('admin.cards.keep')}
        danger
        busy={deleteCard.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        <DangerNotice>{t('admin.cards.deleteWarning')}</DangerNotice>
      </ConfirmDialog>
    </>
  );
}
