/**
 * Who may act on a card (docs/product.md#organisation-cards). A person's card is theirs (the site
 * policy); an organisation's card is held by it and may be assigned to one of its members, and
 * what the caller may do to it is the organisation policy's answer for their role (owners and
 * admins: every card; a member: the cards assigned to them). Someone who is not a member is told
 * the organisation does not exist.
 */
import { ERROR_CODES } from '../../../shared/error-codes';
import { ORG_MESSAGES } from '../../../shared/organisations';
import type { Database } from '../../db/client';
import type { CardRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  orgAllows,
  orgScopeOf,
  scopeOf,
  type Action,
  type Holder,
  type OrgAction,
  type OrgMembership,
  type Principal,
  type RowScope,
} from '../access';
import { findMembership } from '../organisations';
import type { CardsContext } from './context';

/** create-card's target when the card is an organisation's: which one, and whose it is. */
export interface CardTarget {
  orgId: string;
  assigneeId?: string | undefined;
}

/** The organisation policy's action for a card action; the admin console's has none there. */
const orgActionOf = (action: Action): OrgAction | undefined =>
  action === 'administer' ? undefined : action;

/** The cards of the organisation the member may act on with the action. */
export const orgCardScope = (membership: OrgMembership, action: Action): RowScope => {
  const orgAction = orgActionOf(action);
  return orgAction ? orgScopeOf(membership, orgAction, 'card', 'own-card') : 'none';
};

/**
 * The scope within which the principal may act on this card: their own cards, or, for an
 * organisation's card, what their role in it grants (none when they are not a member).
 */
export async function cardScopeFor(
  ctx: Pick<CardsContext, 'database'>,
  principal: Principal,
  action: Action,
  row: Pick<CardRow, 'organizationId'>,
): Promise<RowScope> {
  if (row.organizationId === null) return scopeOf(principal, action, 'card');
  const membership = await findMembership(ctx.database.db, row.organizationId, principal.userId);
  return membership ? orgCardScope(membership, action) : 'none';
}

/** The caller's membership of the organisation; 404 when they have none. */
export async function membershipOf(db: Database, orgId: string, principal: Principal) {
  const membership = await findMembership(db, orgId, principal.userId);
  if (!membership) throw AppError.notFound(ORG_MESSAGES.notFound);
  return membership;
}

/** Refuses, as a bad request, a user who is not a member of the organisation. */
export async function assertMember(db: Database, orgId: string, userId: string): Promise<void> {
  if (!(await findMembership(db, orgId, userId))) {
    throw new AppError(ERROR_CODES.NOT_A_MEMBER, ORG_MESSAGES.assigneeNotMember);
  }
}

/**
 * The holder and owner columns of a new organisation card, once the caller may make one (owners
 * and admins) and the assignee, if any, is a member.
 */
export async function organisationCardTarget(
  ctx: Pick<CardsContext, 'database'>,
  principal: Principal,
  target: CardTarget,
): Promise<{
  holder: Holder;
  columns: Pick<CardRow, 'userId' | 'organizationId' | 'assigneeId'>;
}> {
  const db = ctx.database.db;
  const membership = await membershipOf(db, target.orgId, principal);
  if (!orgAllows(membership, 'create', 'card')) {
    throw AppError.forbidden('Only owners and admins of the organisation can create its cards');
  }
  if (target.assigneeId) await assertMember(db, target.orgId, target.assigneeId);
  return {
    holder: { organisationId: target.orgId },
    columns: { userId: null, organizationId: target.orgId, assigneeId: target.assigneeId ?? null },
  };
}

/** The scope of the caller's card list in one organisation (404 when they are not a member). */
export async function organisationListScope(
  ctx: Pick<CardsContext, 'database'>,
  principal: Principal,
  orgId: string,
): Promise<RowScope> {
  return orgCardScope(await membershipOf(ctx.database.db, orgId, principal), 'view');
}
