import { useAllUserCards } from '../features/cards/api';
import { LeadsPage } from '../features/leads/leads-page';

/** /leads, with the cards feature's list of the user's cards in its card filter. */
export function LeadsRoute() {
  const cards = useAllUserCards();
  return <LeadsPage cards={cards.data} />;
}
