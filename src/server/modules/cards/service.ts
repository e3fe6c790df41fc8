import { randomBytes } from 'node:crypto';
import { cardQrCodeUrl, type Card, type CardFields, type PublicCard } from '../../../shared/card';
import {
  DEFAULT_DESIGN,
  designOf,
  premiumChoices,
  type CardDesign,
} from '../../../shared/card-design';
import { overAllocationSentences } from '../../../shared/billing';
import type { CardDesignPatch } from '../../../shared/card-design-schema';
import { storedTranslations, type CardLanguages } from '../../../shared/card-languages';
import { languageOr } from '../../../shared/i18n/languages';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { Database } from '../../db/client';
import type { CardRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { editConflict, UNVERSIONED_ATTEMPTS } from '../../lib/edit-conflict';
import type { UploadedFile } from '../../lib/multipart';
import {
  covers,
  heldBy,
  holderOf,
  ownedBy,
  scopeOf,
  type Action,
  type Holder,
  type Principal,
  type RowScope,
} from '../access';
import { assertCardSlotFree, premiumAccess, reserveCardSlot } from '../billing';
import { recordOrgAudit } from '../organisations';
import { emitWebhookEvent } from '../webhooks';
import * as repository from './repository';
import { applyBrandKit, isOrganisationFile } from './brand-rules';
import type { CardsContext } from './context';
import {
  cardScopeFor,
  organisationCardTarget,
  organisationListScope,
  type CardTarget,
} from './card-access';

const PROFILE_MAX_DIMENSION = 512;
const BANNER_MAX_DIMENSION = 1600;
const BRAND_LOGO_MAX_DIMENSION = 512;

/** Where a card's images are stored: `cards/<id>/`. */
const cardFolder = (id: string) => `cards/${id}/`;

const toEpoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

export const newCardId = () => randomBytes(12).toString('base64url');

/**
 * A card row without its internal columns, the one place they are taken off: the storage keys of
 * its images and its dates, handed back apart for each caller to give in its own form (the API's
 * addresses and epoch seconds, the data export's paths and ISO dates).
 */
export function cardRowParts(row: CardRow) {
  const {
    profileImageKey,
    bannerImageKey,
    brandLogoKey,
    createdAt,
    updatedAt,
    deleteOn,
    ...fields
  } = row;
  return {
    fields,
    imageKeys: { profile: profileImageKey, banner: bannerImageKey, brandLogo: brandLogoKey },
    dates: { createdAt, updatedAt, deleteOn },
  };
}

export function toCard(ctx: Pick<CardsContext, 'storage'>, row: CardRow): Card {
  const { fields, imageKeys, dates } = cardRowParts(row);
  const {
    organizationId,
    template: _template,
    accentColor: _accentColor,
    backgroundColor: _backgroundColor,
    fontFamily: _fontFamily,
    buttonShape: _buttonShape,
    hideBranding: _hideBranding,
    qrLogo: _qrLogo,
    ...rest
  } = fields;
  const design = designOf(row);
  const urlOf = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);
  const profileImageUrl = urlOf(imageKeys.profile);
  const brandLogoUrl = urlOf(imageKeys.brandLogo);
  return {
    ...rest,
    organisationId: organizationId,
    ...design,
    profileImageUrl,
    bannerImageUrl: urlOf(imageKeys.banner),
    brandLogoUrl,
    language: languageOr(row.language),
    translations: storedTranslations(row.translations),
    qrCodeUrl: cardQrCodeUrl({ id: row.id, ...design, profileImageUrl, brandLogoUrl }, 'svg'),
    createdAt: toEpoch(dates.createdAt),
    updatedAt: toEpoch(dates.updatedAt),
    deleteOn: toEpoch(dates.deleteOn),
  };
}

export function toPublicCard(ctx: Pick<CardsContext, 'storage'>, row: CardRow): PublicCard {
  const {
    userId: _owner,
    organisationId: _organisation,
    assigneeId: _assignee,
    inviteeEmail: _invitee,
    version: _version,
    ...card
  } = toCard(ctx, row);
  return card;
}

/** The public card page's address at `origin` (the site's origin for the request). */
export const publicCardUrl = (origin: string, id: string) =>
  `${origin}/showcase?id=${encodeURIComponent(id)}`;

/** A card's settings besides its text and design; left out, a new card takes the default. */
export interface CardSettings {
  exchangeEnabled?: boolean;
}

export interface CardImages {
  profile?: UploadedFile;
  banner?: UploadedFile;
  brandLogo?: UploadedFile;
  removeProfile: boolean;
  removeBanner: boolean;
  removeBrandLogo: boolean;
}

/** Re-encodes and stores the uploaded images; returns the new keys (undefined: unchanged). */
async function storeImages(ctx: CardsContext, cardId: string, images: CardImages) {
  const keys: {
    profileImageKey?: string | null;
    bannerImageKey?: string | null;
    brandLogoKey?: string | null;
  } = {};
  const stored: string[] = [];
  const put = async (file: UploadedFile, maxDimension: number, kind: string) => {
    const image = await ctx.images.reencode(file.buffer, maxDimension);
    const key = `${cardFolder(cardId)}${kind}-${randomBytes(9).toString('base64url')}.${image.extension}`;
    await ctx.storage.put(key, image.buffer, image.contentType);
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
    if (images.brandLogo)
      keys.brandLogoKey = await put(images.brandLogo, BRAND_LOGO_MAX_DIMENSION, 'logo');
    else if (images.removeBrandLogo) keys.brandLogoKey = null;
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
  return { keys, stored };
}

/** Deletes a card's files; an organisation's (its kit's logo, which cards share) stay. */
async function removeFiles(ctx: CardsContext, keys: (string | null | undefined)[]) {
  for (const key of keys) {
    if (!key || isOrganisationFile(key)) continue;
    await ctx.storage
      .delete(key)
      .catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete a card file'));
  }
}

/**
 * Refuses premium choices without a live subscription; what the card already has stays
 * (docs/product.md#card-design-premium). Asked before any image is decoded or stored.
 */
export async function assertDesignAllowed(
  ctx: CardsContext,
  holder: Holder,
  next: CardDesign,
  current: CardDesign | null,
  brandLogoAdded: boolean,
): Promise<void> {
  const choices = premiumChoices(next, current, brandLogoAdded);
  const first = choices[0];
  if (!first) return;
  const access = await premiumAccess(ctx.database.db, holder);
  if (access.open) return;
  const choice = `${first.field}: ${first.label[0]?.toUpperCase()}${first.label.slice(1)} is part of Premium Card Templates`;
  throw new AppError(
    ERROR_CODES.PREMIUM_REQUIRED,
    access.reason === 'ended'
      ? `${choice} and needs an active subscription or free trial. Renew your subscription on the Pricing page, or keep the card's current design.`
      : `${choice}, which are locked while you have ${access.held} cards and your subscription pays for ${access.allocation}. ${overAllocationSentences(access.held, access.allocation).remedy}`,
  );
}

/**
 * Creates a card within its holder's allocation: the caller's own, or, with a target, an
 * organisation's (docs/product.md#organisation-cards), optionally assigned to one of its members.
 * Billing locks the subscription row for the length of the transaction, so parallel requests
 * cannot exceed it (docs/product.md#server-rules-allocation).
 */
export async function createCard(
  ctx: CardsContext,
  principal: Principal,
  fields: CardFields,
  designPatch: CardDesignPatch,
  images: CardImages,
  settings: CardSettings = {},
  target?: CardTarget,
): Promise<Card> {
  const owner = target
    ? await organisationCardTarget(ctx, principal, target)
    : personalCardOwner(principal);
  // An organisation's card starts from its brand kit, and its locked fields come from it.
  const kit = target
    ? await applyBrandKit(ctx.database.db, target.orgId, {
        fields,
        design: designPatch,
        logoChange: images.brandLogo ? 'added' : 'none',
        isNew: true,
      })
    : { fields, design: designPatch };
  const id = newCardId();
  const design = { ...DEFAULT_DESIGN, ...kit.design };
  await assertDesignAllowed(ctx, owner.holder, design, null, images.brandLogo !== undefined);
  // Before any image is decoded (the route asked already for a person's card).
  if (target) await assertCardSlotFree(ctx.database.db, owner.holder);
  const { keys, stored } = await storeImages(ctx, id, images);
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      await reserveCardSlot(tx, owner.holder);
      if (target) {
        await recordOrgAudit(tx, {
          organisationId: target.orgId,
          actorId: principal.userId,
          action: 'card.create',
          targetType: 'card',
          targetId: id,
          details: {
            fullName: kit.fields.fullName,
            ...(target.assigneeId ? { assigneeId: target.assigneeId } : {}),
            ...(target.inviteeEmail ? { inviteeEmail: target.inviteeEmail } : {}),
          },
        });
      }
      return repository.insertCard(tx, {
        id,
        ...owner.columns,
        ...kit.fields,
        ...design,
        exchangeEnabled: settings.exchangeEnabled ?? true,
        profileImageKey: keys.profileImageKey ?? null,
        bannerImageKey: keys.bannerImageKey ?? null,
        brandLogoKey: keys.brandLogoKey ?? kit.brandLogoKey ?? null,
      });
    });
    return toCard(ctx, row);
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
}

/** The caller as the holder of a card of their own. */
function personalCardOwner(principal: Principal) {
  if (scopeOf(principal, 'create', 'card') === 'none') {
    throw AppError.forbidden('You may not create cards');
  }
  return {
    holder: { ownerId: principal.userId },
    columns: {
      userId: principal.userId,
      organizationId: null,
      assigneeId: null,
      inviteeEmail: null,
    },
  };
}

/**
 * A card the principal may act on with `action` (the access policy: their own card, or an
 * organisation's as their role in it allows); any other card is not found, as a card that does
 * not exist is. The scope it was found in comes with it, for the change that follows.
 */
export async function findCardWithScope(
  ctx: Pick<CardsContext, 'database'>,
  principal: Principal,
  action: Action,
  id: string,
): Promise<{ row: CardRow; scope: RowScope }> {
  const row = await repository.findCard(ctx.database.db, id, 'any');
  if (row) {
    const scope = await cardScopeFor(ctx, principal, action, row);
    if (covers(scope, row)) return { row, scope };
  }
  throw AppError.notFound('Card not found');
}

export async function findCardFor(
  ctx: Pick<CardsContext, 'database'>,
  principal: Principal,
  action: Action,
  id: string,
): Promise<CardRow> {
  return (await findCardWithScope(ctx, principal, action, id)).row;
}

/** One of the caller's cards, for editing; anyone else's is not found. */
export async function getOwnedCard(
  ctx: CardsContext,
  principal: Principal,
  id: string,
): Promise<Card> {
  // A person opens a card to edit it; an API token may read it with `cards:read` alone.
  const action = principal.kind === 'token' ? 'view' : 'edit';
  return toCard(ctx, await findCardFor(ctx, principal, action, id));
}

/**
 * The caller's cards, newest first, a page at a time, with how many they have in all: their own,
 * or those of an organisation they may see (`orgId`).
 */
export async function listUserCards(
  ctx: CardsContext,
  principal: Principal,
  page: number,
  pageSize: number,
  orgId?: string,
): Promise<{ items: Card[]; totalCount: number }> {
  const scope = orgId
    ? await organisationListScope(ctx, principal, orgId)
    : scopeOf(principal, 'view', 'card');
  const result = await repository.listCards(ctx.database.db, scope, page, pageSize);
  return { items: result.items.map((row) => toCard(ctx, row)), totalCount: result.totalCount };
}

/**
 * `card/update-card`: the owner's change, applied only to the version it is based on
 * (docs/product.md#edit-conflicts). New images are stored first; the row then moves to them in
 * one compare-and-set, and only after it committed are the files it replaced deleted. A refused or
 * failed save deletes the files it stored, so parallel uploads leave no file behind.
 * `baseVersion` undefined (a client older than versions): the change applies to whatever is saved.
 */
export async function updateCard(
  ctx: CardsContext,
  principal: Principal,
  id: string,
  fields: CardFields,
  designPatch: CardDesignPatch,
  images: CardImages,
  settings: CardSettings = {},
  baseVersion?: number,
): Promise<Card> {
  const { row: existing, scope } = await findCardToUpdate(ctx, principal, id, baseVersion);
  // Within an organisation's brand kit, its locked fields are not the card's to change.
  const kit =
    existing.organizationId === null
      ? { fields, design: designPatch }
      : await applyBrandKit(ctx.database.db, existing.organizationId, {
          fields,
          design: designPatch,
          logoChange: images.brandLogo ? 'added' : images.removeBrandLogo ? 'removed' : 'none',
          isNew: false,
        });
  const brandLogoAdded = images.brandLogo !== undefined;
  const current = designOf(existing);
  // The design is paid for by the card's holder, whoever edits it.
  const holder = holderOf(existing);
  await assertDesignAllowed(ctx, holder, { ...current, ...kit.design }, current, brandLogoAdded);
  const { keys, stored } = await storeImages(ctx, id, images);
  const change: CardChange = {
    fields: kit.fields,
    designPatch: kit.design,
    keys,
    settings,
    brandLogoAdded,
  };
  let saved: { before: CardRow; after: CardRow };
  try {
    saved = await saveCardChange(ctx, principal, { row: existing, scope }, baseVersion, change);
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
  const { before, after } = saved;
  await removeFiles(ctx, [
    keys.profileImageKey !== undefined ? before.profileImageKey : undefined,
    keys.bannerImageKey !== undefined ? before.bannerImageKey : undefined,
    keys.brandLogoKey !== undefined ? before.brandLogoKey : undefined,
  ]);
  await forgetCard(ctx, id);
  return toCard(ctx, after);
}

interface CardChange {
  fields: CardFields;
  designPatch: CardDesignPatch;
  keys: Awaited<ReturnType<typeof storeImages>>['keys'];
  settings: CardSettings;
  brandLogoAdded: boolean;
}

/** The card to update: 404 when the caller may not edit it, 409 when it is past `baseVersion`. */
async function findCardToUpdate(
  ctx: CardsContext,
  principal: Principal,
  id: string,
  baseVersion: number | undefined,
): Promise<{ row: CardRow; scope: RowScope }> {
  const found = await findCardWithScope(ctx, principal, 'edit', id);
  if (baseVersion !== undefined && found.row.version !== baseVersion) {
    throw editConflict('card', found.row.version, baseVersion);
  }
  return found;
}

/**
 * Applies `change` to the card as it was read (`row`), compare-and-set on its version, with the
 * card.updated webhook queued in the same transaction (docs/product.md#webhooks). Returns the row
 * it replaced and the saved one. When another save came first, a versioned change is refused
 * (409); one without a version is applied again to the newer card, its design checked again.
 */
async function saveCardChange(
  ctx: CardsContext,
  principal: Principal,
  found: { row: CardRow; scope: RowScope },
  baseVersion: number | undefined,
  change: CardChange,
): Promise<{ before: CardRow; after: CardRow }> {
  const { row } = found;
  let { scope } = found;
  let before = row;
  for (let attempt = 1; ; attempt++) {
    const design = { ...designOf(before), ...change.designPatch };
    const { exchangeEnabled } = change.settings;
    const after = await ctx.database.db.transaction(async (tx) => {
      const updated = await repository.updateCard(tx, before.id, scope, before.version, {
        ...change.fields,
        ...design,
        ...change.keys,
        ...(exchangeEnabled === undefined ? {} : { exchangeEnabled }),
      });
      if (updated) {
        await emitWebhookEvent(
          ctx,
          {
            holder: holderOf(updated),
            type: 'card.updated',
            data: { card: toCard(ctx, updated) },
          },
          tx,
        );
      }
      return updated;
    });
    if (after) return { before, after };
    const found = await findCardToUpdate(ctx, principal, before.id, baseVersion);
    const newer = found.row;
    scope = found.scope;
    if (attempt >= UNVERSIONED_ATTEMPTS) throw editConflict('card', newer.version, row.version);
    const current = designOf(newer);
    await assertDesignAllowed(
      ctx,
      holderOf(newer),
      { ...current, ...change.designPatch },
      current,
      change.brandLogoAdded,
    );
    before = newer;
  }
}

/**
 * Deletes a card the principal may delete. The body may name the owner too (the API's older
 * clients send it); naming anyone else finds nothing, as another user's card id does.
 */
export async function deleteCard(
  ctx: CardsContext,
  principal: Principal,
  card: { id: string; userId?: string },
): Promise<void> {
  const { row: found, scope } = await findCardWithScope(ctx, principal, 'delete', card.id);
  if (card.userId && card.userId !== found.userId) throw AppError.notFound('Card not found');
  const row = await ctx.database.db.transaction(async (tx) => {
    const deleted = await repository.deleteCard(tx, card.id, scope);
    if (deleted) await emitCardDeleted(ctx, deleted, tx);
    if (deleted?.organizationId) {
      await recordOrgAudit(tx, {
        organisationId: deleted.organizationId,
        actorId: principal.userId,
        action: 'card.delete',
        targetType: 'card',
        targetId: deleted.id,
        details: { fullName: deleted.fullName },
      });
    }
    return deleted;
  });
  if (!row) throw AppError.notFound('Card not found');
  await afterCardDeleted(ctx, row);
}

/** Tells the holder's webhooks that a card is gone, in the transaction that deleted it. */
export const emitCardDeleted = (ctx: CardsContext, row: CardRow, tx: Database) =>
  emitWebhookEvent(
    ctx,
    { holder: holderOf(row), type: 'card.deleted', data: { card: { id: row.id } } },
    tx,
  );

/** Every card of an organisation, oldest first, as stored (its export). */
export const listAllCardsOfOrganisation = (ctx: CardsContext, organisationId: string) =>
  repository.allCards(ctx.database.db, heldBy(organisationId));

/** Every card of the user, oldest first, as stored (docs/product.md#account-data). */
export const listAllCardsOfUser = (ctx: CardsContext, userId: string) =>
  repository.allCards(ctx.database.db, ownedBy(userId));

/**
 * Deletes every card of a user whose account is being deleted, in its transaction `tx`; returns
 * the rows, for `afterCardDeleted` once it has committed.
 */
export const deleteAllCardsOfUser = (tx: Database, userId: string) =>
  repository.deleteCards(tx, ownedBy(userId));

/**
 * Deletes every card of an organisation that is being deleted, with their files; its webhooks
 * hear nothing (they go with it).
 */
export async function deleteAllCardsOfOrganisation(
  ctx: CardsContext,
  organisationId: string,
): Promise<number> {
  const rows = await repository.deleteCards(ctx.database.db, heldBy(organisationId));
  for (const row of rows) await afterCardDeleted(ctx, row);
  return rows.length;
}

/**
 * Once a card's row is gone: its whole folder (with any file an interrupted save left there) and
 * every cached copy go too.
 */
export async function afterCardDeleted(ctx: CardsContext, row: CardRow): Promise<void> {
  const folder = cardFolder(row.id);
  await removeFiles(
    ctx,
    [row.profileImageKey, row.bannerImageKey, row.brandLogoKey].filter(
      (key) => key && !key.startsWith(folder),
    ),
  );
  await ctx.storage
    .deleteFolder(folder)
    .catch((err: unknown) => ctx.log.warn({ err, folder }, 'could not delete a card folder'));
  await forgetCard(ctx, row.id);
}

/**
 * Deletes the cards whose retention after the end of their subscription has passed, with their
 * files; a periodic job. Several instances may run it at once (the repository claims rows with
 * SKIP LOCKED). The owner's webhooks hear `card.deleted` as they do for a card they delete.
 */
export async function purgeExpiredCards(ctx: CardsContext): Promise<number> {
  const batch = 100;
  let total = 0;
  for (;;) {
    const removed = await ctx.database.db.transaction(async (tx) => {
      const rows = await repository.deleteExpiredCards(tx, batch);
      for (const row of rows) await emitCardDeleted(ctx, row, tx);
      return rows;
    });
    for (const card of removed) await afterCardDeleted(ctx, card);
    total += removed.length;
    if (removed.length < batch) break;
  }
  if (total) ctx.log.info({ cards: total }, 'purged cards past their retention');
  return total;
}

/** Forgets every cached form of a card, on this process and on the other workers. */
const forgetCard = (ctx: CardsContext, id: string) => ctx.publicCards.forget(id);

/**
 * `card/set-card-languages`: the language of the card's text and its text in up to two more
 * (docs/product.md#card-languages), for whoever may edit the card. Replaces what it had.
 */
export async function setCardLanguages(
  ctx: CardsContext,
  principal: Principal,
  id: string,
  languages: CardLanguages,
): Promise<Card> {
  const { row, scope } = await findCardWithScope(ctx, principal, 'edit', id);
  const saved = await repository.setCardLanguages(ctx.database.db, row.id, scope, languages);
  if (!saved) throw AppError.notFound('Card not found');
  await forgetCard(ctx, id);
  return toCard(ctx, saved);
}
