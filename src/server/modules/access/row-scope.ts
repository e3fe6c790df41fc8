import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { cards } from '../../db/schema';
import {
  orgAllows,
  type OrgAction,
  type OrgMembership,
  type OrgResource,
} from '../../../shared/organisation-policy';
import { reachOf, type Action, type Principal, type Resource } from './policy';

/**
 * Who holds a row: a person, or an organisation (docs/product.md#organisation-cards). A card, a
 * lead, a webhook endpoint and a subscription each have exactly one of the two.
 */
export type Holder = { readonly ownerId: string } | { readonly organisationId: string };

/**
 * The rows a query may touch, as the policy decided: one owner's, an organisation's (all of them,
 * or those assigned to one member), every one, or none. Repositories take a scope instead of a
 * user id and turn it into their WHERE clause with `within`, so the question "whose rows are
 * these?" is answered here and nowhere else.
 */
export type RowScope =
  | { readonly ownerId: string }
  | { readonly organisationId: string; readonly assigneeId?: string }
  | 'any'
  | 'none';

/** The rows the principal may act on with the action. */
export function scopeOf(principal: Principal, action: Action, resource: Resource): RowScope {
  const reach = reachOf(principal, action, resource);
  if (reach === undefined) return 'none';
  return reach === 'any' ? 'any' : { ownerId: principal.userId };
}

/**
 * One user's rows, for work the system does on that user's behalf with no caller to ask: billing
 * from a payment provider's event, the data export, the account's deletion, the daily jobs.
 */
export const ownedBy = (ownerId: string): RowScope => ({ ownerId });

/** An organisation's rows, for work the system does on its behalf (its deletion, its billing). */
export const heldBy = (organisationId: string): RowScope => ({ organisationId });

/** Who holds the rows a scope covers, for a new row within it: a person or an organisation. */
export function holderOfScope(scope: RowScope): Holder | undefined {
  if (scope === 'any' || scope === 'none') return undefined;
  return 'ownerId' in scope ? { ownerId: scope.ownerId } : { organisationId: scope.organisationId };
}

/** The holder of a row that has both holder columns (one of them is set). */
export function holderOf(row: { userId: string | null; organizationId: string | null }): Holder {
  if (row.organizationId !== null) return { organisationId: row.organizationId };
  if (row.userId !== null) return { ownerId: row.userId };
  throw new Error('a row without a holder');
}

/**
 * The columns `within` reads; a table without the organisation's columns has none of its rows. A
 * table of a card's rows (`cardId`, such as leads) follows the card's assignment.
 */
interface ScopedTable {
  userId: AnyColumn;
  organizationId?: AnyColumn;
  assigneeId?: AnyColumn;
  cardId?: AnyColumn;
}

/** The condition keeping a query on a table with an owner column within the scope. */
export function within(table: ScopedTable, scope: RowScope): SQL {
  if (scope === 'any') return sql`true`;
  if (scope === 'none') return sql`false`;
  if ('ownerId' in scope) return eq(table.userId, scope.ownerId);
  if (!table.organizationId) return sql`false`;
  const ofOrganisation = eq(table.organizationId, scope.organisationId);
  if (scope.assigneeId === undefined) return ofOrganisation;
  const assigned = table.assigneeId
    ? eq(table.assigneeId, scope.assigneeId)
    : table.cardId
      ? sql`${table.cardId} in (select ${cards.id} from ${cards} where ${cards.organizationId} = ${scope.organisationId} and ${cards.assigneeId} = ${scope.assigneeId})`
      : sql`false`;
  return and(ofOrganisation, assigned) ?? sql`false`;
}

/**
 * The checkouts of a holder's subscription (docs/product.md#team-billing): a person's own (opened
 * by them, for no organisation), or an organisation's (whichever owner opened them). A checkout's
 * `user_id` is who opened it, not whose subscription it makes, so this is not `within`.
 */
export function checkoutsFor(
  table: { userId: AnyColumn; organizationId: AnyColumn },
  holder: Holder,
): SQL {
  if ('organisationId' in holder) return eq(table.organizationId, holder.organisationId);
  return and(eq(table.userId, holder.ownerId), isNull(table.organizationId)) ?? sql`false`;
}

/** Whether a row held by `holder` is within the scope (a row already read). */
export function covers(
  scope: RowScope,
  row: { userId: string | null; organizationId?: string | null; assigneeId?: string | null },
): boolean {
  if (scope === 'any') return true;
  if (scope === 'none') return false;
  if ('ownerId' in scope) return row.userId === scope.ownerId;
  if (row.organizationId !== scope.organisationId) return false;
  return scope.assigneeId === undefined || row.assigneeId === scope.assigneeId;
}

/**
 * The rows of one organisation a member may act on with the action, as their role grants it: all
 * of them (`resource`), those assigned to them (`ownResource`), or none.
 */
export function orgScopeOf(
  membership: OrgMembership,
  action: OrgAction,
  resource: OrgResource,
  ownResource: OrgResource,
): RowScope {
  const { organisationId } = membership;
  if (orgAllows(membership, action, resource)) return { organisationId };
  if (orgAllows(membership, action, ownResource)) {
    return { organisationId, assigneeId: membership.userId };
  }
  return 'none';
}
