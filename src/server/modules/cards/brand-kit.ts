/**
 * The brand kit (docs/product.md#brand-kit): an organisation's design and shared content, and the
 * fields it locks on every one of its cards. Locked fields come from the kit: a card's save that
 * would change one is refused (403 `FIELD_LOCKED`), and a change to the kit is written to every
 * card of the organisation in one transaction, each card's cached page forgotten after it.
 */
import { randomBytes } from 'node:crypto';
import {
  BRAND_CONTENT_FIELDS,
  BRAND_MESSAGES,
  DEFAULT_BRAND_DESIGN,
  EMPTY_BRAND_CONTENT,
  type BrandContent,
  type BrandDesign,
  type BrandKit,
  type LockableField,
} from '../../../shared/brand-kit';
import { designOf } from '../../../shared/card-design';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { OrganisationBrandRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';
import { holderOf, orgAllows, type Principal } from '../access';
import { recordOrgAudit } from '../organisations';
import { emitWebhookEvent } from '../webhooks';
import * as brandRepository from './brand-repository';
import { organisationFolder } from './brand-rules';
import { membershipOf } from './card-access';
import type { CardsContext } from './context';
import { assertDesignAllowed, toCard } from './service';

const LOGO_MAX_DIMENSION = 512;

/** The kit as its row holds it, or the defaults when none was saved. */
function kitOf(
  ctx: Pick<CardsContext, 'storage'>,
  row: OrganisationBrandRow | undefined,
): BrandKit {
  if (!row) {
    return {
      design: DEFAULT_BRAND_DESIGN,
      content: EMPTY_BRAND_CONTENT,
      locked: [],
      logoUrl: null,
      updatedAt: 0,
    };
  }
  const { hideBranding: _hideBranding, ...design } = designOf({ ...row, hideBranding: false });
  const content = Object.fromEntries(
    BRAND_CONTENT_FIELDS.map((field) => [field, row[field]]),
  ) as BrandContent;
  return {
    design,
    content,
    locked: row.locked as LockableField[],
    logoUrl: row.brandLogoKey ? ctx.storage.publicUrl(row.brandLogoKey) : null,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** `/api/org/get-brand`: every member may read the kit (their editor shows its locks). */
export async function getBrandKit(
  ctx: CardsContext,
  principal: Principal,
  orgId: string,
): Promise<BrandKit> {
  const membership = await membershipOf(ctx.database.db, orgId, principal);
  if (!orgAllows(membership, 'view', 'brand')) throw AppError.forbidden();
  return kitOf(ctx, await brandRepository.findBrand(ctx.database.db, orgId));
}

export interface BrandKitChange {
  design: Partial<BrandDesign>;
  content: BrandContent;
  locked: LockableField[];
  logo?: UploadedFile | undefined;
  removeLogo: boolean;
}

/**
 * `/api/org/update-brand` (owners and admins): saves the kit and writes its locked fields to every
 * card of the organisation, in one transaction; the cards that showed the kit's old logo show the
 * new one. A premium design needs the organisation's live subscription, as on a card.
 */
export async function updateBrandKit(
  ctx: CardsContext,
  principal: Principal,
  orgId: string,
  change: BrandKitChange,
): Promise<BrandKit> {
  const db = ctx.database.db;
  const membership = await membershipOf(db, orgId, principal);
  if (!orgAllows(membership, 'edit', 'brand')) {
    throw AppError.forbidden('Only owners and admins of the organisation can change its brand kit');
  }
  if (change.locked.includes('phone') && !change.content.phone) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, BRAND_MESSAGES.lockedPhoneEmpty);
  }
  const before = await brandRepository.findBrand(db, orgId);
  const current = kitOf(ctx, before).design;
  const design = { ...current, ...change.design };
  await assertDesignAllowed(
    ctx,
    { organisationId: orgId },
    { ...design, hideBranding: false },
    before ? { ...current, hideBranding: false } : null,
    change.logo !== undefined,
  );
  const stored = change.logo ? await storeLogo(ctx, orgId, change.logo) : undefined;
  const oldLogo = before?.brandLogoKey ?? null;
  const logo = stored ?? (change.removeLogo ? null : oldLogo);
  let changed: string[];
  try {
    changed = await db.transaction(async (tx) => {
      const row = await brandRepository.saveBrand(tx, orgId, {
        ...design,
        ...change.content,
        brandLogoKey: logo,
        locked: change.locked,
      });
      const updated = await brandRepository.applyToCards(tx, row, oldLogo);
      await recordOrgAudit(tx, {
        organisationId: orgId,
        actorId: principal.userId,
        action: 'brand.update',
        targetType: 'brand',
        targetId: orgId,
        details: {
          locked: change.locked,
          logo: change.logo ? 'replaced' : change.removeLogo ? 'removed' : 'kept',
          cardsChanged: updated.length,
        },
      });
      for (const card of updated) {
        await emitWebhookEvent(
          ctx,
          { holder: holderOf(card), type: 'card.updated', data: { card: toCard(ctx, card) } },
          tx,
        );
      }
      return updated.map((card) => card.id);
    });
  } catch (error) {
    if (stored) await removeFile(ctx, stored);
    throw error;
  }
  if (oldLogo && oldLogo !== logo) await removeFile(ctx, oldLogo);
  for (const id of changed) await ctx.publicCards.forget(id);
  return kitOf(ctx, await brandRepository.findBrand(db, orgId));
}

async function storeLogo(ctx: CardsContext, orgId: string, file: UploadedFile): Promise<string> {
  const image = await ctx.images.reencode(file.buffer, LOGO_MAX_DIMENSION);
  const key = `${organisationFolder(orgId)}logo-${randomBytes(9).toString('base64url')}.${image.extension}`;
  await ctx.storage.put(key, image.buffer, image.contentType);
  return key;
}

const removeFile = (ctx: CardsContext, key: string) =>
  ctx.storage
    .delete(key)
    .catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete a brand kit file'));

/** Deletes the organisation's kit files (its deletion; the row goes with the organisation). */
export async function removeBrandFiles(ctx: CardsContext, orgId: string): Promise<void> {
  await ctx.storage
    .deleteFolder(organisationFolder(orgId))
    .catch((err: unknown) => ctx.log.warn({ err, orgId }, 'could not delete a brand kit folder'));
}
