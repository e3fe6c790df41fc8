import { ButtonLink } from '../../components/ui/button';
import { CardNotFound as SharedCardNotFound } from '../../../shared/ui/card-not-found';
import { PRODUCT_NAME } from '../../../shared/ui/brand';

/** The shared card-not-found content, with a router link home inside the app. */
export function CardNotFound() {
  return (
    <SharedCardNotFound
      homeLink={
        <ButtonLink to="/" size="lg" className="mt-8">
          {PRODUCT_NAME}
        </ButtonLink>
      }
    />
  );
}
