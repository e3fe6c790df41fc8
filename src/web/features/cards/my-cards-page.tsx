import { UnknownOrgNotice } from '../../components/unknown-org-notice';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { useOrgContext } from '../../lib/organisations';
import { MyCardsView } from './my-cards-view';
import { useT } from '../../lib/i18n/use-t';

/**
 * Home for signed-in users (docs/product.md#screens-my-cards): their own cards, or with `?org=` an
 * organisation's cards they may see (docs/product.md#organisation-cards-screens).
 */
export function MyCardsPage() {
  const t = useT();
  const context = useOrgContext();
  if (context.kind === 'pending') return <PageSpinner label={t('myCards.loadingOrganisation')} />;
  if (context.kind === 'organisation') {
    const { organisation } = context;
    return (
      <>
        <PageMeta title={t('myCards.orgTitle', { organisation: organisation.name })} noindex />
        <MyCardsView key={organisation.id} organisation={organisation} />
      </>
    );
  }
  return (
    <>
      <PageMeta title={t('myCards.title')} noindex />
      {context.kind === 'unknown' ? (
        <UnknownOrgNotice slug={context.slug} shown="cards" hideTo="/" />
      ) : null}
      <MyCardsView organisation={null} />
    </>
  );
}
