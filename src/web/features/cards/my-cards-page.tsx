import { PageMeta } from '../../components/ui/page-meta';
import { MyCardsView } from './my-cards-view';

/** Home for signed-in users (docs/product.md#screens-my-cards). */
export function MyCardsPage() {
  return (
    <>
      <PageMeta title="My Cards" noindex />
      <MyCardsView />
    </>
  );
}
