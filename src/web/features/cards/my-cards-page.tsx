import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { PageMeta } from '../../components/ui/page-meta';
import { Notice } from '../../components/ui/notice';
import { PageSpinner } from '../../components/ui/spinner';
import { useOrgContext } from '../../lib/organisations';
import { MyCardsView } from './my-cards-view';

/**
 * Home for signed-in users (docs/product.md#screens-my-cards): their own cards, or with `?org=` an
 * organisation's cards they may see (docs/product.md#organisation-cards-screens).
 */
export function MyCardsPage() {
  const context = useOrgContext();
  if (context.kind === 'pending') return <PageSpinner label="Loading the organisation…" />;
  if (context.kind === 'organisation') {
    const { organisation } = context;
    return (
      <>
        <PageMeta title={`Cards of ${organisation.name}`} noindex />
        <MyCardsView key={organisation.id} organisation={organisation} />
      </>
    );
  }
  return (
    <>
      <PageMeta title="My Cards" noindex />
      {context.kind === 'unknown' ? (
        <div className="bg-slate-50 px-4 pt-6 sm:px-6 lg:px-8">
          <Notice tone="warning" icon={CircleAlert} className="mx-auto max-w-7xl">
            {`You are not a member of an organisation at “${context.slug}”: these are your own cards. `}
            <Link to="/" className="font-semibold underline underline-offset-4">
              Hide this message
            </Link>
          </Notice>
        </div>
      ) : null}
      <MyCardsView organisation={null} />
    </>
  );
}
