import { useState } from 'react';
import { UsersRound } from 'lucide-react';
import { ADMIN_MESSAGES, type AdminOrganisation } from '../../../shared/admin';
import { StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatShortDate } from '../../lib/format';
import { AdminList } from './admin-list';
import { AdminPageHeader, RowDialog, ScrollTable, tdClasses } from './admin-ui';
import { useAdminOrganisations } from './api';
import { OrganisationMembers } from './organisation-members';
import { useFailureToast } from './use-failure-toast';
import { useListSearch } from './use-list-search';

const count = (value: number) => (
  <span className="font-semibold text-ink tabular-nums">{value}</span>
);

function OrganisationRow({
  organisation,
  onShowMembers,
}: {
  organisation: AdminOrganisation;
  onShowMembers: (organisation: AdminOrganisation) => void;
}) {
  const { subscription } = organisation;
  return (
    <tr className="hover:bg-slate-50/70">
      <th scope="row" className={`${tdClasses} min-w-48 font-normal`}>
        <span className="block font-semibold break-words text-ink">{organisation.name}</span>
        <span className="block font-mono text-xs wrap-anywhere text-ink-muted">
          {organisation.slug}
        </span>
      </th>
      <td className={`${tdClasses} min-w-60`}>
        {organisation.owners.length > 0 ? (
          <ul className="space-y-0.5">
            {organisation.owners.map((email) => (
              <li key={email} className="wrap-anywhere">
                {email}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">None</span>
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
              {subscription.cardAllocation} {subscription.cardAllocation === 1 ? 'card' : 'cards'}{' '}
              allocated
            </span>
          </>
        ) : (
          <span className="text-slate-500">No subscription</span>
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
          Members
          <span className="sr-only">{` of ${organisation.name}`}</span>
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
  const { search, setSearch, term, page, setPage } = useListSearch();
  const [shown, setShown] = useState<AdminOrganisation | null>(null);
  const organisations = useAdminOrganisations({ page, search: term });
  useFailureToast(
    organisations.isError ? organisations.errorUpdatedAt : 0,
    ADMIN_MESSAGES.organisationsFailed,
  );

  return (
    <>
      <AdminPageHeader
        title="Organisations"
        description="Every organisation on the service, newest first, 10 at a time."
      />
      <AdminList
        search={{
          label: 'Search organisations',
          placeholder: 'Name, address or an owner’s e-mail',
          value: search,
          onChange: setSearch,
        }}
        label="Organisations"
        pagesLabel="Organisation pages"
        noun="organisations"
        loadingLabel="Loading organisations…"
        query={organisations}
        page={page}
        onPageChange={setPage}
        failedMessage={ADMIN_MESSAGES.organisationsFailed}
        empty={{
          title: 'No organisations found',
          text: term ? 'Try another search.' : 'Nobody has made an organisation yet.',
        }}
      >
        {(items) => (
          <ScrollTable
            label="Organisations table"
            columns={[
              'Organisation',
              'Owners',
              'Members',
              'Pending invitations',
              'Cards',
              'Subscription',
              'Created',
              { srOnly: 'Actions' },
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
      <RowDialog row={shown} onClose={() => setShown(null)} closeLabel="Close members">
        {(organisation) => <OrganisationMembers organisation={organisation} />}
      </RowDialog>
    </>
  );
}
