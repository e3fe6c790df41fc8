/**
 * The vCard a QR code carries (docs/product.md#share-qr): the contact itself, so that a phone
 * with no network can save it. No photo or logo (they would not fit), and when the card's text
 * makes a code too dense to scan, fields are left out in a fixed order, least needed first: the
 * bio, the social profiles (the last listed first), the location, the website. The name, phone,
 * e-mail, company, job title and card address are always kept: when they alone need a denser
 * code (every one of them at its longest), it is as dense as they need, a version or two more.
 */
import QRCode from 'qrcode';
import { buildVCard, type VCardInput } from './vcard';

/**
 * The densest code drawn: version 20 (97 modules a side) at error correction M, about 660 bytes.
 * Denser codes fail on ordinary phone cameras at business-card and screen sizes.
 */
export const VCARD_QR_MAX_VERSION = 20;

/** Error correction of a code without a centre image (as in branded-qr.ts). */
const ERROR_CORRECTION = 'M';

export type VCardQrInput = Omit<VCardInput, 'photoJpeg'>;

/** What is left out, in order, until the code fits. */
const DROPS: { name: string; drop: (card: VCardQrInput) => VCardQrInput | undefined }[] = [
  { name: 'bio', drop: (card) => (card.bio ? { ...card, bio: '' } : undefined) },
  {
    name: 'social',
    drop: (card) => {
      const last = card.socials.findLastIndex((social) => social.url);
      if (last < 0) return undefined;
      return { ...card, socials: card.socials.map((s, i) => (i === last ? { ...s, url: '' } : s)) };
    },
  },
  { name: 'location', drop: (card) => (card.location ? { ...card, location: '' } : undefined) },
  { name: 'website', drop: (card) => (card.website ? { ...card, website: '' } : undefined) },
];

/** The version of the code `text` needs; Infinity beyond what a QR code holds. */
function versionOf(text: string): number {
  try {
    return QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION }).version;
  } catch {
    return Infinity;
  }
}

/**
 * The vCard text for a card's QR code and what was left out of it, in the order of `DROPS`
 * (each step repeated while it has something to drop).
 */
export function scannableVCard(input: VCardQrInput): { text: string; dropped: string[] } {
  let card: VCardQrInput = input;
  const dropped: string[] = [];
  let text = buildVCard(card);
  for (const step of DROPS) {
    while (versionOf(text) > VCARD_QR_MAX_VERSION) {
      const next = step.drop(card);
      if (!next) break;
      card = next;
      dropped.push(step.name);
      text = buildVCard(card);
    }
  }
  return { text, dropped };
}
