/** The organisations' verified domains (docs/product.md#verified-domains), as single sign-on asks them. */
import { normaliseDomain } from '../../../shared/organisation-domains';

export { isDomainVerifiedBy } from '../organisations';

/** The domain of an e-mail address, as verified domains are written, or undefined. */
export const domainOfEmail = (email: string): string | undefined => {
  const at = email.lastIndexOf('@');
  return at < 1 ? undefined : normaliseDomain(email.slice(at + 1));
};
