import { slugifyName } from '../../../shared/text';

export interface VCardInput {
  fullName: string;
  jobTitle: string;
  company: string;
  bio: string;
  email: string;
  phone: string;
  location: string;
  website: string;
  socials: { network: string; url: string }[];
  /** The profile picture as JPEG bytes, embedded in the card. */
  photoJpeg?: Buffer;
  /** The public card page, added as a URL. */
  cardUrl?: string;
  /**
   * The card's owner hid our branding (docs/product.md#card-design): the page's URL is labelled
   * without naming us.
   */
  hideBranding?: boolean;
  /**
   * The language of the text properties (name, organisation, title, address, note), given as
   * their LANGUAGE parameter (RFC 2426 / 2425) when the card has more than one language or is not
   * in English (docs/product.md#card-languages).
   */
  language?: string;
}

/** The label of the card page's URL: ours, or a neutral one when the owner hid our branding. */
export const cardUrlType = (hideBranding = false) => (hideBranding ? 'Digital card' : 'CardVault');

/** RFC 6350/2426 text escaping: backslash, comma, semicolon and newlines. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * URI values are not text-escaped; a control character (a newline would start a property of its
 * own) is percent-encoded instead, as it would be in a well-formed address.
 */
export const escapeUri = (value: string): string =>
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  value.replace(/[\u0000-\u001f\u007f]/g, (char) => encodeURIComponent(char));

/**
 * Folds a content line at 75 octets (RFC 2425 §5.8.1): continuation lines begin with one space and
 * a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function splitName(fullName: string): { family: string; given: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return { family: '', given: words[0] ?? '' };
  return { family: words.at(-1) ?? '', given: words.slice(0, -1).join(' ') };
}

/** A vCard 3.0 with no empty properties, CRLF line ends and folded lines. */
export function buildVCard(card: VCardInput): string {
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0'];
  const add = (name: string, value: string, escape = true) => {
    if (value.trim()) lines.push(`${name}:${escape ? escapeText(value.trim()) : value.trim()}`);
  };
  // Only a language tag of ours reaches here; the check keeps anything else out of the line.
  const lang =
    card.language && /^[a-z]{2,3}$/.test(card.language) ? `;LANGUAGE=${card.language}` : '';
  const { family, given } = splitName(card.fullName);
  lines.push(`N${lang}:${escapeText(family)};${escapeText(given)};;;`);
  add(`FN${lang}`, card.fullName);
  add(`ORG${lang}`, card.company);
  add(`TITLE${lang}`, card.jobTitle);
  add('TEL;TYPE=CELL,VOICE', card.phone);
  add('EMAIL;TYPE=INTERNET,PREF', card.email);
  add('URL', card.website);
  if (card.location.trim())
    lines.push(`ADR;TYPE=WORK${lang}:;;;${escapeText(card.location.trim())};;;`);
  add(`NOTE${lang}`, card.bio);
  for (const social of card.socials) {
    if (social.url) lines.push(`X-SOCIALPROFILE;TYPE=${social.network}:${escapeUri(social.url)}`);
  }
  if (card.cardUrl)
    lines.push(`URL;TYPE=${cardUrlType(card.hideBranding)}:${escapeUri(card.cardUrl)}`);
  if (card.photoJpeg?.length)
    lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${card.photoJpeg.toString('base64')}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * A Content-Disposition naming a file after the card: `attachment; filename="ada-lovelace.vcf"`,
 * `inline; filename="ada-lovelace-qr.svg"`, with an RFC 5987 form for names beyond ASCII.
 */
export function cardFileDisposition(
  fullName: string,
  ending: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const slug = slugifyName(fullName);
  const ascii = slug
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const fallback = `${ascii || 'contact'}${ending}`;
  if (ascii === slug) return `${type}; filename="${fallback}"`;
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(`${slug}${ending}`)}`;
}

/** `attachment; filename="ada-lovelace.vcf"` (docs/product.md#vcard). */
export const vcardContentDisposition = (fullName: string): string =>
  cardFileDisposition(fullName, '.vcf');
