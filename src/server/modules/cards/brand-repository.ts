import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { BRAND_CONTENT_FIELDS, type LockableField } from '../../../shared/brand-kit';
import type { Database } from '../../db/client';
import {
  cards,
  organisationBrands,
  type CardRow,
  type OrganisationBrandRow,
} from '../../db/schema';
import { heldBy, within } from '../access';

export type BrandValues = Omit<OrganisationBrandRow, 'organizationId' | 'updatedAt'>;

export async function findBrand(
  db: Database,
  organisationId: string,
): Promise<OrganisationBrandRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationBrands)
    .where(eq(organisationBrands.organizationId, organisationId));
  return row;
}

export async function saveBrand(
  tx: Database,
  organisationId: string,
  values: BrandValues,
): Promise<OrganisationBrandRow> {
  const [row] = await tx
    .insert(organisationBrands)
    .values({ ...values, organizationId: organisationId })
    .onConflictDoUpdate({
      target: organisationBrands.organizationId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('brand kit upsert returned nothing');
  return row;
}

/** The card columns the kit writes: its content fields', its design fields', the logo's key. */
type LockedColumn =
  (typeof BRAND_CONTENT_FIELDS)[number] | (typeof DESIGN_COLUMNS)[keyof typeof DESIGN_COLUMNS];

/** The card columns a lockable field is stored in (the logo is a file's key). */
const DESIGN_COLUMNS = {
  template: 'template',
  accentColor: 'accentColor',
  backgroundColor: 'backgroundColor',
  fontFamily: 'fontFamily',
  buttonShape: 'buttonShape',
  qrLogo: 'qrLogo',
  brandLogo: 'brandLogoKey',
} as const satisfies Partial<Record<LockableField, keyof CardRow>>;

/**
 * Writes the kit's locked fields to every card of its organisation, and moves the cards that
 * showed the kit's previous logo (`previousLogo`) to its logo now; each changed card moves to its
 * next version, so an editor open on it meets an edit conflict instead of overwriting the kit.
 * Returns the changed cards.
 */
export async function applyToCards(
  tx: Database,
  kit: OrganisationBrandRow,
  previousLogo: string | null,
): Promise<CardRow[]> {
  const locked = new Set(kit.locked as LockableField[]);
  // Built column by column from the kit's locks; each value is the kit's, of the column's type.
  const set: Record<string, string | null | SQL> = {};
  // Only the cards where something would change: a kit saved again leaves its cards alone.
  const differs: SQL[] = [];
  const lock = (column: LockedColumn, value: string | null) => {
    set[column] = value;
    differs.push(sql`${cards[column]} is distinct from ${value}`);
  };
  for (const field of BRAND_CONTENT_FIELDS) if (locked.has(field)) lock(field, kit[field]);
  for (const [field, column] of Object.entries(DESIGN_COLUMNS)) {
    if (locked.has(field as LockableField)) lock(column, kit[column]);
  }
  if (previousLogo !== null && previousLogo !== kit.brandLogoKey && !locked.has('brandLogo')) {
    set.brandLogoKey = sql`case when ${cards.brandLogoKey} = ${previousLogo} then ${kit.brandLogoKey} else ${cards.brandLogoKey} end`;
    differs.push(eq(cards.brandLogoKey, previousLogo));
  }
  if (differs.length === 0) return [];
  return tx
    .update(cards)
    .set({
      ...(set as PgUpdateSetSource<typeof cards>),
      version: sql`${cards.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(within(cards, heldBy(kit.organizationId)), or(...differs)))
    .returning();
}
