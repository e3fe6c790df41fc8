import { useSearchParams } from 'react-router';
import { CARD_MESSAGES, useCardForEdit } from '../features/cards/api';
import { SharePage } from '../features/share/share-page';

/** /share?id=, with the cards feature's loading of the owner's card. */
export function ShareRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useCardForEdit(id);
  return <SharePage id={id} query={query} messages={CARD_MESSAGES} />;
}
