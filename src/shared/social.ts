export const SOCIAL_NETWORKS = ['linkedin', 'github', 'twitter', 'facebook', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

const PROFILE_BASE: Record<SocialNetwork, string> = {
  linkedin: 'https://www.linkedin.com/in/',
  github: 'https://github.com/',
  twitter: 'https://x.com/',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
};

const HANDLE = /^[A-Za-z0-9._-]{1,100}$/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_IN_URL = /[\s\u0000-\u001f\u007f]/;

/**
 * True for an absolute http(s) address; the only kind of link ever stored
 * (docs/product.md#server-rules-text-shown).
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Social links (docs/product.md#social-links): a full URL is kept; a value containing a dot gets
 * `https://`; a bare handle (a leading @ removed) becomes the network's profile address. Returns
 * undefined when the value can be none of those (another scheme such as `javascript:`, spaces, …);
 * '' stays ''.
 */
export function normalizeSocial(network: SocialNetwork, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return '';
  // The URL parser drops tabs and newlines silently, but the value is stored and written out
  // as typed (a newline would start a property of its own in the vCard).
  if (UNSAFE_IN_URL.test(value)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return isHttpUrl(value) ? value : undefined;
  if (value.includes('.') && !value.startsWith('@')) {
    const url = `https://${value}`;
    return isHttpUrl(url) ? url : undefined;
  }
  const handle = value.replace(/^@/, '');
  return HANDLE.test(handle) ? `${PROFILE_BASE[network]}${handle}` : undefined;
}
