import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import { parseHex } from '../../../../shared/contrast';
import { fitStoredImage } from '../../../lib/images';
import { initialsIconSvg } from '../../../lib/initials-icon';
import type { CardRow } from '../../../db/schema';
import type { ShareContext } from '../context';
import type { AppleKeys } from './keys';
import { passContentOf, storedImage, type PassContent } from './pass-content';

/** Apple's colour notation in pass.json. */
const rgb = (hex: string) => `rgb(${parseHex(hex).join(', ')})`;

/**
 * icon.png and icon@2x.png (Wallet needs them: notifications and the lock screen show them): the
 * logo, else the photo, on the pass's colour; else the name's initials.
 */
/**
 * A stored image fitted for the pass as a PNG, or undefined when it is not drawn
 * (`fitStoredImage`: unreadable, or past the limits of an upload).
 */
async function fittedPng(
  source: Buffer | undefined,
  resize: Parameters<typeof fitStoredImage>[1],
  background?: string,
): Promise<Buffer | undefined> {
  const fitted = source && (await fitStoredImage(source, resize));
  if (!fitted) return undefined;
  try {
    return await (background ? fitted.flatten({ background }) : fitted).png().toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * icon.png and icon@2x.png (Wallet needs them: notifications and the lock screen show them): the
 * logo, else the photo, on the pass's colour; else the name's initials.
 */
async function icons(content: PassContent, sources: (Buffer | undefined)[]) {
  const { background } = content.colors;
  let large: Buffer | undefined;
  for (const source of sources) {
    large ??= await fittedPng(
      source,
      { width: 58, height: 58, fit: 'contain', background },
      background,
    );
  }
  large ??= await sharp(
    await initialsIconSvg({ name: content.fullName, size: 58, background, fontId: content.fontId }),
  )
    .png()
    .toBuffer();
  return { 'icon@2x.png': large, 'icon.png': await sharp(large).resize(29, 29).png().toBuffer() };
}

/** The logo (top left, at most 160 × 50 points) from the card's brand logo. */
async function logos(source: Buffer | undefined): Promise<Record<string, Buffer>> {
  const fit = (width: number, height: number) =>
    fittedPng(source, { width, height, fit: 'inside', withoutEnlargement: true });
  const [large, small] = [await fit(320, 100), await fit(160, 50)];
  return large && small ? { 'logo@2x.png': large, 'logo.png': small } : {};
}

/** The thumbnail (90 × 90 points) from the card's photo. */
async function thumbnails(source: Buffer | undefined): Promise<Record<string, Buffer>> {
  const cover = (size: number) => fittedPng(source, { width: size, height: size, fit: 'cover' });
  const [large, small] = [await cover(180), await cover(90)];
  return large && small ? { 'thumbnail@2x.png': large, 'thumbnail.png': small } : {};
}

const field = (key: string, label: string, value: string) =>
  value.trim() ? [{ key, label, value }] : [];

/** pass.json of a generic pass for the card. */
function passJson(content: PassContent, keys: AppleKeys, updatedAt: Date) {
  const { colors } = content;
  return {
    formatVersion: 1,
    passTypeIdentifier: keys.passTypeId,
    teamIdentifier: keys.teamId,
    // One pass per card: adding it again after an edit replaces the one in Wallet.
    serialNumber: content.cardId,
    organizationName: content.company || content.fullName,
    description: `Business card of ${content.fullName}`,
    logoText: content.company || undefined,
    backgroundColor: rgb(colors.background),
    foregroundColor: rgb(colors.foreground),
    labelColor: rgb(colors.label),
    generic: {
      primaryFields: [{ key: 'name', label: 'Name', value: content.fullName }],
      secondaryFields: [
        ...field('title', 'Job title', content.jobTitle),
        ...field('company', 'Company', content.company),
      ],
      auxiliaryFields: [...field('email', 'E-mail', content.email)],
      backFields: [
        { key: 'card', label: 'Card', value: content.url },
        ...field('phone', 'Phone', content.phone),
        ...field('website', 'Website', content.website),
        { key: 'updated', label: 'Updated', value: updatedAt.toISOString().slice(0, 10) },
      ],
    },
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: content.url,
        messageEncoding: 'iso-8859-1',
        altText: 'Scan to open the card',
      },
    ],
  };
}

/** The card's signed .pkpass, made from its current row. */
export async function buildApplePass(
  ctx: Pick<ShareContext, 'storage' | 'images'>,
  row: CardRow,
  origin: string,
  keys: AppleKeys,
): Promise<Buffer> {
  const content = passContentOf(row, origin);
  const [photo, logo] = await Promise.all([
    storedImage(ctx, row.profileImageKey),
    storedImage(ctx, row.brandLogoKey),
  ]);
  const images = await ctx.images.draw('wallet', async () => ({
    ...(await icons(content, [logo, photo])),
    ...(await logos(logo)),
    ...(await thumbnails(photo)),
  }));
  const files = {
    'pass.json': Buffer.from(JSON.stringify(passJson(content, keys, row.updatedAt))),
    ...images,
  };
  const pass = new PKPass(files, {
    wwdr: keys.wwdrPem,
    signerCert: keys.certPem,
    signerKey: keys.keyPem,
  });
  return pass.getAsBuffer();
}
