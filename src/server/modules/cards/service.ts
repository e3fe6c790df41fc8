import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Card, CardFields, PublicCard } from '../../../shared/card';
import { SOCIAL_NETWORKS } from '../../../shared/social';
import type { CardRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { etagOf } from '../../lib/http-caching';
import { reencodeImage } from '../../lib/images';
import { LruCache } from '../../lib/lru';
import type { UploadedFile } from '../../lib/multipart';
import { reserveCardSlot } from '../billing/allocation';
import type { PreparedBody } from './public-cache';
import * as repository from './repository';
import { buildVCard, vcardContentDisposition } from './vcard';

const PROFILE_MAX_DIMENSION = 512;
const BANNER_MAX_DIMENSION = 1600;

const toEpoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

export const newCardId = () => randomBytes(12).toString('base64url');

export function toCard(app: FastifyInstance, row: CardRow): Card {
  const { profileImageKey, bannerImageKey, createdAt, updatedAt, deleteOn, ...rest } = row;
  return {
    ...rest,
    profileImageUrl: profileImageKey ? app.storage.publicUrl(profileImageKey) : null,
    bannerImageUrl: bannerImageKey ? app.storage.publicUrl(bannerImageKey) : null,
    qrCodeUrl: `/api/card/qr?id=${encodeURIComponent(row.id)}&format=svg`,
    createdAt: toEpoch(createdAt),
    updatedAt: toEpoch(updatedAt),
    deleteOn: toEpoch(deleteOn),
  };
}

export function toPublicCard(app: FastifyInstance, row: CardRow): PublicCard {
  const { userId: _owner, ...card } = toCard(app, row);
  return card;
}

export const publicCardUrl = (app: FastifyInstance, id: string) =>
  `${app.config.publicUrl}/showcase?id=${encodeURIComponent(id)}`;

export interface CardImages {
  profile?: UploadedFile;
  banner?: UploadedFile;
  removeProfile: boolean;
  removeBanner: boolean;
}

/** Re-encodes and stores the uploaded images; returns the new keys (undefined: unchanged). */
async function storeImages(app: FastifyInstance, cardId: string, images: CardImages) {
  const keys: { profileImageKey?: string | null; bannerImageKey?: string | null } = {};
  const stored: string[] = [];
  const put = async (file: UploadedFile, maxDimension: number, kind: string) => {
    const image = await reencodeImage(file.buffer, maxDimension);
    const key = `cards/${cardId}/${kind}-${randomBytes(9).toString('base64url')}.${image.extension}`;
    await app.storage.put(key, image.buffer, image.contentType);
    stored.push(key);
    return key;
  };
  try {
    if (images.profile)
      keys.profileImageKey = await put(images.profile, PROFILE_MAX_DIMENSION, 'profile');
    else if (images.removeProfile) keys.profileImageKey = null;
    if (images.banner)
      keys.bannerImageKey = await put(images.banner, BANNER_MAX_DIMENSION, 'banner');
    else if (images.removeBanner) keys.bannerImageKey = null;
  } catch (error) {
    await removeFiles(app, stored);
    throw error;
  }
  return { keys, stored };
}

async function removeFiles(app: FastifyInstance, keys: (string | null | undefined)[]) {
  for (const key of keys) {
    if (!key) continue;
    await app.storage
      .delete(key)
      .catch((err: unknown) => app.log.warn({ err, key }, 'could not delete a card file'));
  }
}

/**
 * Creates a card within the user's allocation: billing locks the subscription row for the length
 * of the transaction, so parallel requests cannot exceed it
 * (docs/product.md#server-rules-allocation).
 */
export async function createCard(
  app: FastifyInstance,
  userId: string,
  fields: CardFields,
  images: CardImages,
): Promise<Card> {
  const id = newCardId();
  const { keys, stored } = await storeImages(app, id, images);
  try {
    const row = await app.database.db.transaction(async (tx) => {
      await reserveCardSlot(tx, userId);
      return repository.insertCard(tx, {
        id,
        userId,
        ...fields,
        profileImageKey: keys.profileImageKey ?? null,
        bannerImageKey: keys.bannerImageKey ?? null,
      });
    });
    return toCard(app, row);
  } catch (error) {
    await removeFiles(app, stored);
    throw error;
  }
}

export async function updateCard(
  app: FastifyInstance,
  userId: string,
  id: string,
  fields: CardFields,
  images: CardImages,
): Promise<Card> {
  const existing = await repository.findOwnedCard(app.database.db, id, userId);
  if (!existing) throw AppError.notFound('Card not found');
  const { keys, stored } = await storeImages(app, id, images);
  const row = await repository.updateCard(app.database.db, id, userId, { ...fields, ...keys });
  if (!row) {
    await removeFiles(app, stored);
    throw AppError.notFound('Card not found');
  }
  await removeFiles(app, [
    keys.profileImageKey !== undefined ? existing.profileImageKey : undefined,
    keys.bannerImageKey !== undefined ? existing.bannerImageKey : undefined,
  ]);
  await forgetCard(app, id);
  return toCard(app, row);
}

export async function deleteCard(app: FastifyInstance, userId: string, id: string): Promise<void> {
  const row = await repository.deleteCard(app.database.db, id, userId);
  if (!row) throw AppError.notFound('Card not found');
  await afterCardDeleted(app, row);
}

/** Once a card's row is gone: its image files and every cached copy go too. */
export async function afterCardDeleted(app: FastifyInstance, row: CardRow): Promise<void> {
  await removeFiles(app, [row.profileImageKey, row.bannerImageKey]);
  await forgetCard(app, row.id);
}

/**
 * Deletes the cards whose retention after the end of their subscription has passed, with their
 * files; a periodic job. Several instances may run it at once (the repository claims rows with
 * SKIP LOCKED).
 */
export async function purgeExpiredCards(app: FastifyInstance): Promise<number> {
  const batch = 100;
  let total = 0;
  for (;;) {
    const removed = await repository.deleteExpiredCards(app.database.db, batch);
    for (const card of removed) await removeFiles(app, [card.profileImageKey, card.bannerImageKey]);
    total += removed.length;
    if (removed.length < batch) break;
  }
  if (total) app.log.info({ cards: total }, 'purged cards past their retention');
  return total;
}

/* ---------- derived bytes: QR codes and vCards, prepared once ---------- */

const qrCache = new LruCache<string, Promise<PreparedBody>>(2000);

/** Forgets every cached form of a card, on this process and on the other workers. */
const forgetCard = (app: FastifyInstance, id: string) => app.publicCards.forget(id);

/** A public card (anyone may read it), through the short-lived public cache. */
export const findPublicCardCached = (app: FastifyInstance, id: string) =>
  app.publicCards.card(id, () => repository.findPublicCard(app.database.db, id));

/** The QR code of the public card address; it depends only on the id, so it is cached for good. */
export function cardQrCode(
  app: FastifyInstance,
  id: string,
  format: 'svg' | 'png',
): Promise<PreparedBody> {
  const key = `${id}:${format}:${app.config.publicUrl}`;
  const cached = qrCache.get(key);
  if (cached !== undefined) return cached;
  const url = publicCardUrl(app, id);
  const pending = (async () => {
    const body =
      format === 'svg'
        ? Buffer.from(
            await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
          )
        : await QRCode.toBuffer(url, {
            type: 'png',
            width: 512,
            margin: 1,
            errorCorrectionLevel: 'M',
          });
    return { body, etag: etagOf(body) };
  })();
  qrCache.set(key, pending);
  pending.catch(() => qrCache.delete(key));
  return pending;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function buildCardVCard(app: FastifyInstance, row: CardRow) {
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
    cardUrl: publicCardUrl(app, row.id),
  });
  return { body: Buffer.from(text), disposition: vcardContentDisposition(row.fullName) };
}

/**
 * The card's vCard bytes, its ETag and the Content-Disposition to download it with; prepared once
 * per card version.
 */
export const cardVCard = (app: FastifyInstance, row: CardRow) =>
  app.publicCards.prepared(row, 'vcard', () => buildCardVCard(app, row));
