import { useState, type ReactNode } from 'react';
import { UsersRound } from 'lucide-react';
import type { AdminOrganisation } from '../../../shared/admin';
import { StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatNumber, formatShortDate } from '../../lib/format';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { AdminList } from './admin-list';
import { AdminPageHeader, RowDialog, ScrollTable, tdClasses } from './admin-ui';
import { useAdminOrganisations } from './api';
import { OrganisationMembers } from './organisation-members';
import { useFailureToast } from './use-failure-toast';
import { useListSearch } from './use-list-search';

const count = (value: number) => (
  <span className="font-semibold text-ink tabular-nums">{formatNumber(value)}</span>
);

/** Words read by screen readers only, inside a button's visible text. */
const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

function OrganisationRow({
  organisation,
  onShowMembers,
}: {
  organisation: AdminOrganisation;
  onShowMembers: (organisation: AdminOrganisation) => void;
}) {
  const t = useT();
  const { subscription } = organisation;
  return (
    <tr className="hover:bg-slate-50/70">
      <th scope="row" className={`${tdClasses} min-w-48 font-normal`}>
        <bdi className="block font-semibold break-words text-ink">{organisation.name}</bdi>
        <bdi dir="ltr" className="block font-mono text-xs wrap-anywhere text-ink-muted">
          {organisation.slug}
        </bdi>
      </th>
      <td className={`${tdClasses} min-w-60`}>
        {organisation.owners.length > 0 ? (
          <ul className="space-y-0.5">
            {organisation.owners.map((email) => (
              <li key={email} className="wrap-anywhere">
                <bdi dir="ltr">{email}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">{t('admin.orgs.none')}</span>
        )}
      </td>
      <td className={tdClasses}>{count(organisation.memberCount)}</td>
      <td className={tdClasses}>{count(organisation.pendingInvitations)}</td>
      <td className={tdClasses}>{count(organisation.cardCount)}</td>
      <td className={`${tdClasses} whitespace-nowrap`}>
        {subscription ? (
          <>
            <StatusBadge status={subscription.status} />
            <span className="mt-1 block text-xs text-ink-muted">
              {t('admin.orgs.allocated', { count: subscription.cardAllocation })}
            </span>
          </>
        ) : (
          <span className="text-slate-500">{t('admin.orgs.noSubscription')}</span>
        )}
      </td>
      <td className={`${tdClasses} whitespace-nowrap`}>
        <time dateTime={organisation.createdAt}>{formatShortDate(organisation.createdAt)}</time>
      </td>
      <td className={`${tdClasses} w-px`}>
        <Button
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          onClick={() => onShowMembers(organisation)}
        >
          <UsersRound aria-hidden="true" className="h-4 w-4" />
          {t.rich('admin.orgs.showMembers', { name: organisation.name, sr: srOnly })}
        </Button>
      </td>
    </tr>
  );
}

/**
 * Admin Organisations (docs/product.md#screens-admin): every organisation, 10 a page, searched on
 * the server, with its owners, counts and subscription; each row's members in a dialog. Read-only.
 */
export function OrganisationsPage() {
  const t = useT();
  const { search, setSearch, term, page, setPage } = useListSearch();
  const [shown, setShown] = useState<AdminOrganisation | null>(null);
  const organisations = useAdminOrganisations({ page, search: term });
  useFailureToast(
    organisations.isError ? organisations.errorUpdatedAt : 0,
    translate('admin.orgs.failed'),
  );

  return (
    <>
      <AdminPageHeader title={t('admin.orgs.title')} description={t('admin.orgs.description')} />
      <AdminList
        search={{
          label: t('admin.orgs.search'),
          placeholder: t('admin.orgs.searchPlaceholder'),
          value: search,
          onChange: setSearch,
        }}
        label={t('admin.orgs.title')}
        pagesLabel={t('admin.orgs.pages')}
        rangeMessage="admin.orgs.range"
        loadingLabel={t('admin.orgs.loading')}
        query={organisations}
        page={page}
        onPageChange={setPage}
        failedMessage={t('admin.orgs.failed')}
        empty={{
          title: t('admin.orgs.empty'),
          text: term ? t('admin.tryAnotherSearch') : t('admin.orgs.emptyNone'),
        }}
      >
        {(items) => (
          <ScrollTable
            label={t('admin.orgs.table')}
            columns={[
              t('admin.orgs.organisation'),
              t('admin.orgs.owners'),
              t('admin.orgs.members'),
              t('admin.orgs.pending'),
              t('admin.orgs.cards'),
              t('admin.orgs.subscription'),
              t('admin.orgs.created'),
              { srOnly: t('admin.orgs.actions') },
            ]}
          >
            {items.map((organisation) => (
              <OrganisationRow
                key={organisation.id}
                organisation={organisation}
                onShowMembers={setShown}
              />
            ))}
          </ScrollTable>
        )}
      </AdminList>
      <RowDialog
        row={shown}
        onClose={() => setShown(null)}
        closeLabel={t('admin.orgs.closeMembers')}
      >
        {(organisation) => <OrganisationMembers organisation={organisation} />}
      </RowDialog>
    </>
  );
}
