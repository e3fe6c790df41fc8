import { useSearchParams } from 'react-router';
import { CARD_MESSAGES, useCardForEdit } from '../features/cards/api';
import { SignaturePage } from '../features/share/signature-page';

/** /signature?id=, with the cards feature's loading of the owner's card. */
export function SignatureRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useCardForEdit(id);
  return <SignaturePage id={id} query={query} messages={CARD_MESSAGES} />;
}
