/**
 * The brand kit's rules on a card being saved (docs/product.md#brand-kit): its locked fields come
 * from the kit, and a new card starts from the kit. Apart from brand-kit.ts (reading and saving the
 * kit), so that the cards service can ask without a cycle.
 */
import {
  BRAND_CONTENT_FIELDS,
  BRAND_MESSAGES,
  type LockableField,
} from '../../../shared/brand-kit';
import type { CardFields } from '../../../shared/card';
import { designOf } from '../../../shared/card-design';
import type { CardDesignPatch } from '../../../shared/card-design-schema';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ORG_MESSAGES } from '../../../shared/organisations';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrganisation } from '../organisations';
import * as brandRepository from './brand-repository';

/** Where an organisation's files are stored; a card pointing at one never deletes it. */
export const organisationFolder = (organisationId: string) => `organisations/${organisationId}/`;
export const isOrganisationFile = (key: string) => key.startsWith('organisations/');

/** A card's content, design and logo as a save would store them, within its kit. */
export interface KitApplied {
  fields: CardFields;
  design: CardDesignPatch;
  /** The logo to store when the card takes the kit's (undefined: the save decides). */
  brandLogoKey?: string | null;
}

const digits = (value: string) => value.replace(/\D/g, '');
const same = (field: LockableField, a: string, b: string) =>
  field === 'phone' ? digits(a) === digits(b) : a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Applies the organisation's kit to a card being saved: a locked field takes the kit's value (a
 * different value is refused with `FIELD_LOCKED`; an empty one is no change), and a new card takes
 * the kit's values for what it leaves empty. Undefined kit: nothing to apply.
 */
export async function applyBrandKit(
  db: Database,
  organisationId: string,
  save: {
    fields: CardFields;
    design: CardDesignPatch;
    logoChange: 'added' | 'removed' | 'none';
    isNew: boolean;
  },
): Promise<KitApplied> {
  const row = await brandRepository.findBrand(db, organisationId);
  return applyBrandKitRow(db, organisationId, row, save);
}

/**
 * `applyBrandKit` with the kit already read (`row`; undefined: no kit), for many cards at once (a
 * bulk import reads it once for the run). The database is read only to name the organisation in
 * a refusal.
 */
export async function applyBrandKitRow(
  db: Database,
  organisationId: string,
  row: Awaited<ReturnType<typeof brandRepository.findBrand>>,
  save: {
    fields: CardFields;
    design: CardDesignPatch;
    logoChange: 'added' | 'removed' | 'none';
    isNew: boolean;
  },
): Promise<KitApplied> {
  if (!row) return { fields: save.fields, design: save.design };
  const locked = new Set(row.locked as LockableField[]);
  const refuse = async (field: LockableField) => {
    const org = await findOrganisation(db, organisationId);
    // The field's key and the organisation's name, for the reader's language (not when the
    // organisation is gone: its place in the sentence holds English words then).
    throw new AppError(
      ERROR_CODES.FIELD_LOCKED,
      BRAND_MESSAGES.locked(field, org?.name ?? ORG_MESSAGES.notFound),
      org ? { field, organisation: org.name } : undefined,
    );
  };
  const fields = { ...save.fields };
  for (const field of BRAND_CONTENT_FIELDS) {
    const kitValue = row[field];
    const value = fields[field];
    if (locked.has(field)) {
      if (value && !same(field, value, kitValue)) await refuse(field);
      fields[field] = kitValue;
    } else if (save.isNew && !value && kitValue) {
      fields[field] = kitValue;
    }
  }
  const design: CardDesignPatch = { ...save.design };
  const kitDesign = designOf({ ...row, hideBranding: false });
  for (const field of [
    'template',
    'accentColor',
    'backgroundColor',
    'fontFamily',
    'buttonShape',
    'qrLogo',
  ] as const) {
    const value = design[field];
    if (locked.has(field)) {
      if (value !== undefined && !same(field, value, kitDesign[field])) await refuse(field);
      Object.assign(design, { [field]: kitDesign[field] });
    } else if (save.isNew && value === undefined) {
      Object.assign(design, { [field]: kitDesign[field] });
    }
  }
  if (locked.has('brandLogo')) {
    if (save.logoChange !== 'none') await refuse('brandLogo');
    return { fields, design, brandLogoKey: row.brandLogoKey };
  }
  if (save.isNew && save.logoChange === 'none' && row.brandLogoKey) {
    return { fields, design, brandLogoKey: row.brandLogoKey };
  }
  return { fields, design };
}
