/**
 * An identity provider's address is given by an organisation's admin, and our server fetches it
 * (OpenID discovery, keys and tokens; SAML metadata): the outbound rules of webhooks apply
 * (docs/product.md#webhooks). https only, and every address its name resolves to public; beyond
 * that only what the operator allows (WEBHOOK_ALLOWED_NETWORKS, or WEBHOOK_ALLOW_PRIVATE in test
 * suites). Returns the URL's origin.
 */
import type { Config } from '../../config';
import { checkTarget, type ResolveHost } from '../webhooks';

export async function checkIdpAddress(
  config: Pick<Config, 'webhooks'>,
  resolveHost: ResolveHost,
  address: string,
): Promise<string> {
  const url = new URL(address);
  await checkTarget(url, {
    resolveHost,
    allowPrivate: config.webhooks.allowPrivate,
    allowedNetworks: config.webhooks.allowedNetworks,
  });
  return url.origin;
}
