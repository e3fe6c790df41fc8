import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { reachOf, type Action, type Principal, type Resource } from './policy';

/**
 * The rows a query may touch, as the policy decided: one owner's, every one, or none. Repositories
 * take a scope instead of a user id and turn it into their WHERE clause with `within`, so the
 * question "whose rows are these?" is answered here and nowhere else.
 */
export type RowScope = { readonly ownerId: string } | 'any' | 'none';

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

/** The condition keeping a query on a table with an owner column within the scope. */
export function within(table: { userId: AnyColumn }, scope: RowScope): SQL {
  if (scope === 'any') return sql`true`;
  if (scope === 'none') return sql`false`;
  return eq(table.userId, scope.ownerId);
}

/** Whether a row owned by `ownerId` is within the scope (a row already read). */
export const coversOwner = (scope: RowScope, ownerId: string) =>
  scope === 'any' || (scope !== 'none' && scope.ownerId === ownerId);
