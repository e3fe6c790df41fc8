import type { Readable } from 'node:stream';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { designOf, resolveCardPalette } from '../../../../shared/card-design';
import type { PrintSheet } from '../../../../shared/print';
import { resolveQrColors } from '../../../../shared/qr-colors';
import type { CardRow } from '../../../db/schema';
import { fitStoredImage, roundedSquarePng } from '../../../lib/images';
import { cardFileDisposition, findCardFor, publicCardUrl, rowInLanguage } from '../../cards';
import type { Principal } from '../../access';
import type { ShareContext } from '../context';
import type { FaceKit } from './card-faces';
import { PrintFace } from './print-fonts';
import { loadShaping } from '../../../lib/shaping';
import { qrRectangles } from './qr-rectangles';
import { addSheetPages } from './sheets';

/**
 * A card's printable PDF (docs/product.md#share-print): the owner's card, its images re-encoded
 * for print, its font embedded, laid out on the sheet asked for.
 */

/** Pixels across the round photo: 300 dpi at the 17 mm it is printed. */
const PHOTO_PIXELS = 240;
/** The logo's box in pixels: 300 dpi at 26 × 8 mm, twice over for a sharp edge. */
const LOGO_BOX = { width: 620, height: 190 };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function storedImage(
  ctx: Pick<ShareContext, 'storage'>,
  key: string | null,
): Promise<Buffer | undefined> {
  if (!key) return undefined;
  const stream = await ctx.storage.get(key);
  return stream ? readAll(stream) : undefined;
}

/** The photo cut to a circle (a PNG with transparent corners); undefined if it is not drawn. */
async function roundPhoto(bytes: Buffer): Promise<Buffer | undefined> {
  const side = PHOTO_PIXELS;
  const fitted = await fitStoredImage(bytes, { width: side, height: side, fit: 'cover' });
  return fitted ? roundedSquarePng(fitted, side, side / 2) : undefined;
}

/** The logo fitted inside its box, transparency kept; undefined if it is not drawn. */
async function fittedLogo(bytes: Buffer): Promise<Buffer | undefined> {
  const fitted = await fitStoredImage(bytes, {
    ...LOGO_BOX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  try {
    return await fitted?.png({ compressionLevel: 9 }).toBuffer();
  } catch {
    return undefined;
  }
}

/** The address a printed card's code opens, marked so Insights counts it as print. */
export const printedCardAddress = (origin: string, id: string) =>
  `${publicCardUrl(origin, id)}&src=print`;

/** Builds the PDF of `row` on `sheet`, its code opening the card at `origin`. */
export async function buildCardPdf(
  ctx: Pick<ShareContext, 'storage'>,
  row: CardRow,
  sheet: PrintSheet,
  origin: string,
): Promise<Uint8Array> {
  const design = designOf(row);
  await loadShaping();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${row.fullName}: business cards`);
  doc.setCreator('CardVault');
  doc.setProducer('CardVault');

  const [photoBytes, logoBytes] = await Promise.all([
    storedImage(ctx, row.profileImageKey),
    storedImage(ctx, row.brandLogoKey),
  ]);
  const photo = photoBytes && (await roundPhoto(photoBytes));
  const logo = logoBytes && (await fittedLogo(logoBytes));

  const kit: FaceKit = {
    content: {
      fullName: row.fullName,
      jobTitle: row.jobTitle,
      company: row.company,
      phone: row.phone,
      email: row.email,
      website: row.website,
      address: printedCardAddress(origin, row.id),
    },
    palette: resolveCardPalette(design),
    qrColors: resolveQrColors(design.accentColor, design.backgroundColor),
    qr: qrRectangles(printedCardAddress(origin, row.id)),
    regular: new PrintFace(doc, design.fontFamily, 400),
    bold: new PrintFace(doc, design.fontFamily, 700),
    photo: photo ? await doc.embedPng(photo) : undefined,
    logo: logo ? await doc.embedPng(logo) : undefined,
  };
  await addSheetPages(doc, kit, sheet);
  // A classic cross-reference table, without object streams: what print shops' PDF/X workflows
  // (PDF 1.3 based) expect.
  return doc.save({ useObjectStreams: false });
}

/**
 * `card/print.pdf`: the owner's card as a PDF and the name to download it under; another user's
 * card is not found. Built in its turn with the process's other image work (`app.images`, one per
 * core): building one keeps a core busy.
 */
export async function getCardPdf(
  ctx: ShareContext,
  principal: Principal,
  id: string,
  sheet: PrintSheet,
  origin: string,
  /** `?lang=`: the card's language to print its text in (docs/product.md#card-languages). */
  lang?: string,
) {
  const row = rowInLanguage(await findCardFor(ctx, principal, 'view', id), lang).row;
  const body = await ctx.images.draw('print', () => buildCardPdf(ctx, row, sheet, origin));
  return { body: Buffer.from(body), disposition: cardFileDisposition(row.fullName, '-cards.pdf') };
}
