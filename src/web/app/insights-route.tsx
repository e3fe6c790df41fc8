import { useAllUserCards } from '../features/cards/api';
import { InsightsPage } from '../features/insights/insights-page';

/** /insights, with the cards feature's list of the user's cards in its card picker. */
export function InsightsRoute() {
  const cards = useAllUserCards();
  return <InsightsPage cards={cards.data} />;
}
