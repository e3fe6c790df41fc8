import type { Readable } from 'node:stream';
import { resolveCardPalette } from '../../../../shared/card-design';
import { CONTRAST_TEXT, ensureContrast, mix, type HexColor } from '../../../../shared/contrast';
import { walletCardUrl } from '../../../../shared/wallet';
import type { CardRow } from '../../../db/schema';
import type { ShareContext } from '../context';

/**
 * What both wallets show of a card, from its current row: the same details, colours and address
 * whichever wallet it goes to (docs/product.md#share-wallet).
 */
export interface PassContent {
  cardId: string;
  fullName: string;
  /** The card's font, for the initials of a card with no picture. */
  fontId: string;
  jobTitle: string;
  company: string;
  email: string;
  phone: string;
  website: string;
  /** The card's page, counted as a wallet visit: the QR code's message and the pass's link. */
  url: string;
  /**
   * The pass is the card's accent (its banner colour); text on it is the card's own readable
   * on-accent colour, labels that colour softened as far as 4.5:1 allows.
   */
  colors: { background: HexColor; foreground: HexColor; label: HexColor };
}

export function passContentOf(row: CardRow, origin: string): PassContent {
  const palette = resolveCardPalette(row);
  const background = palette.accent;
  const foreground = palette.onAccent;
  return {
    cardId: row.id,
    fullName: row.fullName,
    fontId: row.fontFamily,
    jobTitle: row.jobTitle,
    company: row.company,
    email: row.email,
    phone: row.phone,
    website: row.website,
    url: walletCardUrl(origin, row.id),
    colors: {
      background,
      foreground,
      label: ensureContrast(mix(foreground, background, 0.25), background, CONTRAST_TEXT),
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored image's bytes, or undefined when the card has none or the file is gone. */
export async function storedImage(
  ctx: Pick<ShareContext, 'storage'>,
  key: string | null,
): Promise<Buffer | undefined> {
  if (!key) return undefined;
  const stream = await ctx.storage.get(key);
  if (!stream) return undefined;
  const bytes = await readAll(stream);
  return bytes.length > 0 ? bytes : undefined;
}

/** A stored image's address for another site to fetch (Google's servers): always absolute. */
export const absoluteImageUrl = (ctx: Pick<ShareContext, 'storage'>, key: string, origin: string) =>
  new URL(ctx.storage.publicUrl(key), `${origin}/`).href;
