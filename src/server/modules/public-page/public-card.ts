/**
 * What anyone may read of a card: the row through the response cache, and its public forms (the
 * JSON, the vCard, the QR code), each prepared once.
 */
import type { Readable } from 'node:stream';
import type { PublicCard } from '../../../shared/card';
import { designOf } from '../../../shared/card-design';
import { SOCIAL_NETWORKS } from '../../../shared/social';
import type { CardRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fitStoredImage } from '../../lib/images';
import {
  buildVCard,
  findPublicCard,
  loadQrLogo,
  publicCardUrl,
  qrLogoKey,
  renderBrandedQr,
  rowInLanguage,
  scannableVCard,
  toPublicCard,
  vcardContentDisposition,
} from '../cards';
import type { PreparedBody } from './response-cache';
import type { PublicCardContext } from './context';

/** A public card (anyone may read it), through the short-lived response cache. */
export const findPublicCardCached = (ctx: PublicCardContext, id: string) =>
  ctx.publicCards.card(id, () => findPublicCard(ctx.database.db, id));

async function requirePublicCard(ctx: PublicCardContext, id: string): Promise<CardRow> {
  const row = await findPublicCardCached(ctx, id);
  if (!row) throw AppError.notFound('Card not found');
  return row;
}

/** `card/showcase`: a public card as JSON, without its owner. */
export async function getPublicCard(ctx: PublicCardContext, id: string): Promise<PublicCard> {
  return toPublicCard(ctx, await requirePublicCard(ctx, id));
}

/**
 * Everything a card's QR code is drawn from besides its address: the colours, the centre choice
 * and the key of the image it shows (a new upload has a new key). Part of the code's cache key,
 * so a design change draws a new code while other edits keep the one drawn.
 */
const qrDesignKey = (row: CardRow) => {
  const { accentColor, backgroundColor, qrLogo } = designOf(row);
  return `${accentColor}:${backgroundColor}:${qrLogo}:${qrLogoKey({ ...row, qrLogo }) ?? ''}`;
};

/**
 * What a public route lets its request draw: `origin`, the site address the drawing may carry
 * (an address the site answers at, `lib/site-addresses.ts`), and `beforeDrawing`, called once a
 * drawing is needed (nothing kept answers it), which counts it against the client's budget
 * (`lib/drawing-limit.ts`) and throws 429 past it.
 */
export interface DrawingRequest {
  origin: string;
  beforeDrawing?: () => Promise<void>;
  /** `?lang=`: the card's language to write it in (card-language.ts); else its default. */
  language?: unknown;
}

/**
 * The card's text in the language asked for, and the LANGUAGE its vCard names: only for a card in
 * more than one language or not in English, so a plain card's vCard stays as it was.
 */
function vcardText(row: CardRow, asked: unknown) {
  const shown = rowInLanguage(row, asked);
  const named = shown.languages.length > 1 || shown.language !== 'en';
  return { ...shown, vcardLanguage: named ? shown.language : undefined };
}

/**
 * The QR code of the public card address at `origin`, branded with the card's design
 * (branded-qr.ts); kept until evicted under its id, format, origin and design.
 */
function cardQrCode(
  ctx: PublicCardContext,
  row: CardRow,
  format: 'svg' | 'png',
  { origin, beforeDrawing }: DrawingRequest,
): Promise<PreparedBody> {
  return ctx.publicCards.qrCode(`${row.id}:${format}:${origin}:${qrDesignKey(row)}`, async () => {
    await beforeDrawing?.();
    const design = designOf(row);
    const logo = await loadQrLogo(ctx.storage, { ...row, qrLogo: design.qrLogo });
    return ctx.images.draw('qr', () =>
      renderBrandedQr(format, {
        // A scan opens the page with src=qr, so Insights tells scans from other visits.
        text: `${publicCardUrl(origin, row.id)}&src=qr`,
        accentColor: design.accentColor,
        backgroundColor: design.backgroundColor,
        logo,
      }),
    );
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The card's photo as the vCard embeds it (a JPEG within 256 × 256), or undefined without one (or
 * when it is not drawn: `fitStoredImage`). Drawn once per card version, whatever the address.
 */
async function vcardPhoto(
  ctx: PublicCardContext,
  row: CardRow,
  beforeDrawing?: () => Promise<void>,
): Promise<Buffer | undefined> {
  const key = row.profileImageKey;
  if (!key) return undefined;
  const { body } = await ctx.publicCards.prepared(row, 'vcard-photo', async () => {
    await beforeDrawing?.();
    const stream = await ctx.storage.get(key);
    const bytes = stream && (await readAll(stream));
    const jpeg =
      bytes &&
      (await ctx.images.draw('vcard-photo', async () => {
        const fitted = await fitStoredImage(bytes, {
          width: 256,
          height: 256,
          fit: 'inside',
          withoutEnlargement: true,
        });
        return fitted
          ?.flatten({ background: '#ffffff' })
          .jpeg({ quality: 80 })
          .toBuffer()
          .catch(() => undefined);
      }));
    return { body: jpeg ?? Buffer.alloc(0) };
  });
  return body.length > 0 ? body : undefined;
}

/** A card's vCard (its picture embedded, its page at `origin` linked). */
export async function buildCardVCard(
  ctx: PublicCardContext,
  row: CardRow,
  { origin, beforeDrawing, language }: DrawingRequest,
) {
  const shown = vcardText(row, language);
  const text = buildVCard({
    ...shown.row,
    socials: SOCIAL_NETWORKS.map((network) => ({ network, url: row[network] })),
    photoJpeg: await vcardPhoto(ctx, row, beforeDrawing),
    cardUrl: publicCardUrl(origin, row.id),
    language: shown.vcardLanguage,
  });
  return { body: Buffer.from(text), disposition: vcardContentDisposition(shown.row.fullName) };
}

/**
 * The card's vCard bytes, its ETag and the Content-Disposition to download it with; prepared once
 * per card version and site origin (its URL is the page at that origin).
 */
const cardVCard = (ctx: PublicCardContext, row: CardRow, request: DrawingRequest) =>
  ctx.publicCards.prepared(
    row,
    `vcard ${request.origin} ${rowInLanguage(row, request.language).language}`,
    () => buildCardVCard(ctx, row, request),
  );

/**
 * `card/get-vcard`: the public card's row and its vCard, linking the page at `origin` (any valid
 * address: the text costs no drawing, and its photo is drawn once for every address).
 */
export async function getPublicVCard(ctx: PublicCardContext, id: string, request: DrawingRequest) {
  const row = await requirePublicCard(ctx, id);
  return { row, vcard: await cardVCard(ctx, row, request) };
}

/** `card/qr`: the public card's row and its QR code, of the page at `origin`. */
export async function getPublicQrCode(
  ctx: PublicCardContext,
  id: string,
  format: 'svg' | 'png',
  request: DrawingRequest,
) {
  const row = await requirePublicCard(ctx, id);
  return { row, qr: await cardQrCode(ctx, row, format, request) };
}

/**
 * A QR code that carries the card's vCard (vcard-qr.ts) linking the page at `origin`, in the
 * card's colours and without a centre image; prepared once per card version, format and origin
 * (the text changes with every edit, unlike the address code's).
 */
const cardVCardQrCode = (
  ctx: PublicCardContext,
  row: CardRow,
  format: 'svg' | 'png',
  { origin, beforeDrawing, language }: DrawingRequest,
): Promise<PreparedBody> => {
  const shown = vcardText(row, language);
  return ctx.publicCards.prepared(
    row,
    `qr-vcard ${format} ${origin} ${shown.language}`,
    async () => {
      await beforeDrawing?.();
      const design = designOf(row);
      const { text } = scannableVCard({
        ...shown.row,
        socials: SOCIAL_NETWORKS.map((network) => ({ network, url: row[network] })),
        cardUrl: publicCardUrl(origin, row.id),
        language: shown.vcardLanguage,
      });
      return {
        body: await ctx.images.draw('qr', () =>
          renderBrandedQr(format, {
            text,
            accentColor: design.accentColor,
            backgroundColor: design.backgroundColor,
          }),
        ),
      };
    },
  );
};

/** `card/qr?content=vcard`: the public card's row and the QR code carrying its vCard. */
export async function getPublicVCardQrCode(
  ctx: PublicCardContext,
  id: string,
  format: 'svg' | 'png',
  request: DrawingRequest,
) {
  const row = await requirePublicCard(ctx, id);
  return { row, qr: await cardVCardQrCode(ctx, row, format, request) };
}
