import { PageMeta } from '../../components/ui/page-meta';
import { MyCardsView } from './my-cards-view';

/** Home for signed-in users (spec §2 My Cards). */
export function MyCardsPage() {
  return (
    <>
      <PageMeta title="My Cards" noindex />
      <MyCardsView />
    </>
  );
}
