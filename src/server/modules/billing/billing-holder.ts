import { ORG_MESSAGES } from '../../../shared/organisations';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { orgAllows, type Holder, type OrgAction } from '../access';
import { findMembership } from '../organisations';

/**
 * Whose subscription a billing request acts on (docs/product.md#team-billing): the caller's own
 * without `orgId`; with it, the organisation's, when the organisation policy's `billing` grants
 * the caller's role the action (owners buy, change and cancel it; admins may see it). Someone who
 * is not a member is told the organisation does not exist (404), a role without the grant is
 * refused (403).
 */
export async function billingHolderFor(
  db: Database,
  userId: string,
  orgId: string | undefined,
  action: OrgAction,
): Promise<Holder> {
  if (orgId === undefined) return { ownerId: userId };
  const membership = await findMembership(db, orgId, userId);
  if (!membership) throw AppError.notFound(ORG_MESSAGES.notFound);
  if (!orgAllows(membership, action, 'billing')) {
    throw AppError.forbidden('Only an owner of the organisation can manage its subscription');
  }
  return { organisationId: orgId };
}
