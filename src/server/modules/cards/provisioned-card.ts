/**
 * A card for someone their organisation's directory has just provisioned (docs/product.md#scim-
 * provisioning): made in the brand kit, as a bulk import makes one (the kit's locked fields are
 * the kit's, what it has fills what is empty), assigned to them, with what the directory says of
 * them (name, address, title, phone, city). Only where the organisation has a kit, a free seat,
 * and the person no card of it yet, and where the directory and the kit fill every field a card
 * needs; made in the name of whoever created the directory's token, who must still be allowed to
 * make the organisation's cards.
 */
import { and, eq } from 'drizzle-orm';
import { BRAND_CONTENT_FIELDS, type LockableField } from '../../../shared/brand-kit';
import { cardFieldsSchema } from '../../../shared/card';
import { authUsers, cards, scimUsers } from '../../db/schema';
import { orgAllows, userPrincipal } from '../access';
import { freeCardSlots } from '../billing';
import { findMembership } from '../organisations';
import * as brandRepository from './brand-repository';
import type { CardsContext } from './context';
import { createCard } from './service';

export type ProvisionedCardResult =
  | 'created'
  | 'no-kit'
  | 'has-card'
  | 'no-seat'
  | 'not-allowed'
  /** The directory and the kit together leave a field every card needs empty. */
  | 'incomplete';

interface DirectoryAttributes {
  title?: string;
  phoneNumbers?: { value?: string; primary?: boolean }[];
  addresses?: { locality?: string; formatted?: string; primary?: boolean }[];
}

const primaryOf = <T extends { primary?: boolean }>(items: T[] | undefined) =>
  items?.find((item) => item.primary) ?? items?.[0];

/** The card fields the directory's record of the person gives (SCIM's title, phone, address). */
function directoryFields(serialized: string | null | undefined): Record<string, string> {
  let attributes: DirectoryAttributes = {};
  try {
    attributes = serialized ? (JSON.parse(serialized) as DirectoryAttributes) : {};
  } catch {
    return {};
  }
  const address = primaryOf(attributes.addresses);
  return {
    jobTitle: attributes.title ?? '',
    phone: primaryOf(attributes.phoneNumbers)?.value ?? '',
    location: address?.locality ?? address?.formatted ?? '',
  };
}

export async function makeProvisionedMemberCard(
  ctx: CardsContext,
  input: { orgId: string; userId: string; actorId: string },
): Promise<ProvisionedCardResult> {
  const db = ctx.database.db;
  const kit = await brandRepository.findBrand(db, input.orgId);
  if (!kit) return 'no-kit';
  const [existing] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.organizationId, input.orgId), eq(cards.assigneeId, input.userId)))
    .limit(1);
  if (existing) return 'has-card';
  const actor = await findMembership(db, input.orgId, input.actorId);
  if (!actor || !orgAllows(actor, 'create', 'card')) return 'not-allowed';
  const seats = await freeCardSlots(db, { organisationId: input.orgId });
  if (!seats.live || seats.free < 1) return 'no-seat';
  const [person] = await db
    .select({
      name: authUsers.name,
      email: authUsers.email,
      attributes: scimUsers.serializedAttributes,
    })
    .from(authUsers)
    .leftJoin(
      scimUsers,
      and(eq(scimUsers.userId, authUsers.id), eq(scimUsers.provisioningDomainId, input.orgId)),
    )
    .where(eq(authUsers.id, input.userId))
    .limit(1);
  if (!person) return 'not-allowed';

  const locked = new Set((kit.locked ?? []) as LockableField[]);
  const raw: Record<string, string> = {
    ...Object.fromEntries(Object.keys(cardFieldsSchema.shape).map((field) => [field, ''])),
    ...directoryFields(person.attributes),
    fullName: person.name,
    email: person.email.toLowerCase(),
  };
  for (const field of BRAND_CONTENT_FIELDS) {
    const kitValue = kit[field] ?? '';
    if (locked.has(field) || !raw[field]) raw[field] = kitValue;
  }
  const parsed = cardFieldsSchema.safeParse(raw);
  if (!parsed.success) return 'incomplete';
  const fields = parsed.data;
  const principal = userPrincipal(input.actorId, { isAdmin: false, email: '' }, []);
  await createCard(
    ctx,
    principal,
    fields,
    {},
    { removeProfile: false, removeBanner: false, removeBrandLogo: false },
    {},
    { orgId: input.orgId, assigneeId: input.userId },
  );
  return 'created';
}
