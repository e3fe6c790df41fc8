import { UnknownOrgNotice } from '../components/unknown-org-notice';
import { PageSpinner } from '../components/ui/spinner';
import { useAllUserCards } from '../features/cards/api';
import type { CardChoice } from '../lib/card-picker';
import { LeadsPage } from '../features/leads/leads-page';
import { useMembers } from '../features/team/api';
import type { OrgSummary } from '../../shared/organisations';
import { useT } from '../lib/i18n/use-t';
import { orgRoleMay, useOrgContext } from '../lib/organisations';

/**
 * An organisation's leads for its owners and admins, with the team feature's members in the
 * Member filter (docs/product.md#team-insights-and-leads).
 */
function AllOrganisationLeads({
  cards,
  organisation,
}: {
  cards: readonly CardChoice[] | undefined;
  organisation: OrgSummary;
}) {
  const members = useMembers(organisation.id);
  return <LeadsPage cards={cards} organisation={organisation} members={members.data ?? []} />;
}

/**
 * /leads, with the cards feature's list of cards in its card filter: the user's own, or with
 * `?org=` the organisation's they may see (docs/product.md#team-insights-and-leads).
 */
export function LeadsRoute() {
  const t = useT();
  const context = useOrgContext();
  const organisation = context.kind === 'organisation' ? context.organisation : null;
  const cards = useAllUserCards(organisation?.id ?? null, context.kind !== 'pending');
  if (context.kind === 'pending') return <PageSpinner label={t('common.loadingOrganisation')} />;
  return (
    <>
      {context.kind === 'unknown' ? (
        <UnknownOrgNotice slug={context.slug} shown="leads" hideTo="/leads" />
      ) : null}
      {organisation && orgRoleMay(organisation.role, 'view', 'lead') ? (
        <AllOrganisationLeads
          key={organisation.id}
          cards={cards.data}
          organisation={organisation}
        />
      ) : (
        <LeadsPage
          key={organisation?.id ?? 'personal'}
          cards={cards.data}
          organisation={organisation}
        />
      )}
    </>
  );
}
