/**
 * Organisation cards (docs/product.md#organisation-cards): the organisation's list of them with
 * their assignees, and assigning one. Who may is decided in card-access.ts.
 */
import { ORG_MESSAGES, type OrgCardList } from '../../../shared/organisations';
import { AppError } from '../../lib/app-error';
import { holderOf, orgAllows, type Principal, type RowScope } from '../access';
import { recordOrgAudit } from '../organisations';
import { emitWebhookEvent } from '../webhooks';
import { assertMember, membershipOf, orgCardScope } from './card-access';
import type { CardsContext } from './context';
import * as repository from './repository';
import { removeBrandFiles } from './brand-kit';
import { deleteAllCardsOfOrganisation, toCard } from './service';

/** The organisation's cards the caller may see, newest first, with their assignees. */
export async function listOrganisationCards(
  ctx: CardsContext,
  principal: Principal,
  query: { orgId: string; page: number; pageSize: number; unassigned?: boolean | undefined },
): Promise<OrgCardList> {
  const membership = await membershipOf(ctx.database.db, query.orgId, principal);
  const scope = orgCardScope(membership, 'view');
  const result = await repository.listCardsWithAssignees(ctx.database.db, scope, query);
  return {
    items: result.rows.map(({ card, assignee }) => ({ ...toCard(ctx, card), assignee })),
    totalCount: result.totalCount,
  };
}

/**
 * Assigns an organisation's card to one of its members, or to no one (`userId` null); owners and
 * admins only. The card's content and version stay as they are: an editor open on it saves
 * without a conflict. The organisation's webhooks hear `card.updated`.
 */
export async function assignCard(
  ctx: CardsContext,
  principal: Principal,
  body: { orgId: string; cardId: string; userId: string | null },
): Promise<{ message: string }> {
  const db = ctx.database.db;
  const membership = await membershipOf(db, body.orgId, principal);
  if (!orgAllows(membership, 'edit', 'card')) {
    throw AppError.forbidden('Only owners and admins of the organisation can assign its cards');
  }
  if (body.userId !== null) await assertMember(db, body.orgId, body.userId);
  const scope: RowScope = { organisationId: body.orgId };
  const row = await db.transaction(async (tx) => {
    const updated = await repository.assignCard(tx, body.cardId, scope, body.userId);
    if (updated) {
      await recordOrgAudit(tx, {
        organisationId: body.orgId,
        actorId: principal.userId,
        action: 'card.assign',
        targetType: 'card',
        targetId: updated.id,
        details: { assigneeId: body.userId, fullName: updated.fullName },
      });
      await emitWebhookEvent(
        ctx,
        { holder: holderOf(updated), type: 'card.updated', data: { card: toCard(ctx, updated) } },
        tx,
      );
    }
    return updated;
  });
  if (!row) throw AppError.notFound('Card not found');
  return { message: body.userId ? ORG_MESSAGES.cardAssigned : ORG_MESSAGES.cardUnassigned };
}

/**
 * Removes what an organisation holds in storage and in the cards' tables before it is deleted: its
 * cards with their files, and its brand kit's files (the kit's row goes with the organisation).
 */
export async function removeOrganisationCards(ctx: CardsContext, orgId: string): Promise<void> {
  await deleteAllCardsOfOrganisation(ctx, orgId);
  await removeBrandFiles(ctx, orgId);
}
