import { UnknownOrgNotice } from '../components/unknown-org-notice';
import { PageSpinner } from '../components/ui/spinner';
import { useAllUserCards } from '../features/cards/api';
import { InsightsPage } from '../features/insights/insights-page';
import { useT } from '../lib/i18n/use-t';
import { useOrgContext } from '../lib/organisations';

/**
 * /insights, with the cards feature's list of cards in its card picker: the user's own, or with
 * `?org=` the organisation's they may see (docs/product.md#team-insights-and-leads).
 */
export function InsightsRoute() {
  const t = useT();
  const context = useOrgContext();
  const organisation = context.kind === 'organisation' ? context.organisation : null;
  const cards = useAllUserCards(organisation?.id ?? null, context.kind !== 'pending');
  if (context.kind === 'pending') return <PageSpinner label={t('common.loadingOrganisation')} />;
  return (
    <>
      {context.kind === 'unknown' ? (
        <UnknownOrgNotice slug={context.slug} shown="figures" hideTo="/insights" />
      ) : null}
      <InsightsPage
        key={organisation?.id ?? 'personal'}
        cards={cards.data}
        organisation={organisation}
      />
    </>
  );
}
