/**
 * What anyone may read of a card: the row through the public cache, and its public forms (the
 * JSON, the vCard, the QR code), each prepared once.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { PublicCard } from '../../../shared/card';
import { SOCIAL_NETWORKS } from '../../../shared/social';
import type { CardRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PreparedBody } from './public-cache';
import * as repository from './repository';
import { publicCardUrl, toPublicCard } from './service';
import { buildVCard, vcardContentDisposition } from './vcard';

/** A public card (anyone may read it), through the short-lived public cache. */
export const findPublicCardCached = (app: FastifyInstance, id: string) =>
  app.publicCards.card(id, () => repository.findPublicCard(app.database.db, id));

async function requirePublicCard(app: FastifyInstance, id: string): Promise<CardRow> {
  const row = await findPublicCardCached(app, id);
  if (!row) throw AppError.notFound('Card not found');
  return row;
}

/** `card/showcase`: a public card as JSON, without its owner. */
export async function getPublicCard(app: FastifyInstance, id: string): Promise<PublicCard> {
  return toPublicCard(app, await requirePublicCard(app, id));
}

/**
 * The light margin around a QR code, in modules: the four the QR standard asks for, so the code
 * scans from a printout or another site's page whatever surrounds it.
 */
const QR_QUIET_ZONE_MODULES = 4;

/**
 * The QR code of the public card address at `origin`; it depends only on the id and the origin,
 * so it is kept for good.
 */
function cardQrCode(
  app: FastifyInstance,
  id: string,
  format: 'svg' | 'png',
  origin: string,
): Promise<PreparedBody> {
  const url = publicCardUrl(origin, id);
  const options = { margin: QR_QUIET_ZONE_MODULES, errorCorrectionLevel: 'M' } as const;
  return app.publicCards.qrCode(`${id}:${format}:${origin}`, async () =>
    format === 'svg'
      ? Buffer.from(await QRCode.toString(url, { type: 'svg', ...options }))
      : QRCode.toBuffer(url, { type: 'png', width: 512, ...options }),
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function buildCardVCard(app: FastifyInstance, row: CardRow, origin: string) {
  let photoJpeg: Buffer | undefined;
  const stream = row.profileImageKey ? await app.storage.get(row.profileImageKey) : undefined;
  if (stream) {
    photoJpeg = await sharp(await readAll(stream))
      .resize({ width: 256, height: 256, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  }
  const text = buildVCard({
    ...row,
    socials: SOCIAL_NETWORKS.map((network) => ({ network, url: row[network] })),
    photoJpeg,
    cardUrl: publicCardUrl(origin, row.id),
  });
  return { body: Buffer.from(text), disposition: vcardContentDisposition(row.fullName) };
}

/**
 * The card's vCard bytes, its ETag and the Content-Disposition to download it with; prepared once
 * per card version and site origin (its URL is the page at that origin).
 */
const cardVCard = (app: FastifyInstance, row: CardRow, origin: string) =>
  app.publicCards.prepared(row, `vcard ${origin}`, () => buildCardVCard(app, row, origin));

/** `card/get-vcard`: the public card's row and its vCard, linking the page at `origin`. */
export async function getPublicVCard(app: FastifyInstance, id: string, origin: string) {
  const row = await requirePublicCard(app, id);
  return { row, vcard: await cardVCard(app, row, origin) };
}

/** `card/qr`: the public card's row and its QR code, of the page at `origin`. */
export async function getPublicQrCode(
  app: FastifyInstance,
  id: string,
  format: 'svg' | 'png',
  origin: string,
) {
  const row = await requirePublicCard(app, id);
  return { row, qr: await cardQrCode(app, id, format, origin) };
}
