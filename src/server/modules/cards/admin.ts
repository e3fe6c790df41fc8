import type { AdminCard } from '../../../shared/admin';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import { scopeOf, type Principal } from '../access';
import * as repository from './repository';
import { afterCardDeleted, emitCardDeleted, toCard } from './service';
import type { CardsContext } from './context';
import { inRequestLanguage } from '../../lib/request-words';

/** `card/list-cards`: every card, newest first, searched by its text or its owner's e-mail. */
export async function listAllCards(
  ctx: CardsContext,
  query: { page: number; pageSize: number; search: string },
): Promise<{ items: AdminCard[]; totalCount: number }> {
  const { rows, totalCount } = await repository.listCardsWithOwners(ctx.database.db, query);
  const items = rows.map(({ card, ownerEmail, organisationName }): AdminCard => {
    const full = toCard(ctx, card);
    return {
      id: full.id,
      userId: full.userId,
      organisationId: full.organisationId,
      assigneeId: full.assigneeId,
      inviteeEmail: full.inviteeEmail,
      ownerEmail: ownerEmail ?? '',
      organisationName,
      title: full.title,
      fullName: full.fullName,
      jobTitle: full.jobTitle,
      company: full.company,
      bio: full.bio,
      email: full.email,
      phone: full.phone,
      location: full.location,
      website: full.website,
      socials: {
        linkedin: full.linkedin,
        github: full.github,
        twitter: full.twitter,
        facebook: full.facebook,
        instagram: full.instagram,
      },
      bannerImageUrl: full.bannerImageUrl,
      profileImageUrl: full.profileImageUrl,
      brandLogoUrl: full.brandLogoUrl,
      template: full.template,
      accentColor: full.accentColor,
      backgroundColor: full.backgroundColor,
      fontFamily: full.fontFamily,
      buttonShape: full.buttonShape,
      hideBranding: full.hideBranding,
      qrLogo: full.qrLogo,
      exchangeEnabled: full.exchangeEnabled,
      createdAt: full.createdAt,
      deleteOn: full.deleteOn,
      version: full.version,
    };
  });
  return { items, totalCount };
}

/** Deletes anyone's card from the admin console; the deletion and its audit record are one. */
export async function deleteCardAsAdmin(
  ctx: CardsContext,
  actor: AuditActor,
  principal: Principal,
  id: string,
): Promise<{ message: string }> {
  const scope = scopeOf(principal, 'administer', 'card');
  const row = await ctx.database.db.transaction(async (tx) => {
    const deleted = await repository.deleteCard(tx, id, scope);
    if (!deleted) return undefined;
    await recordAudit(tx, actor, {
      action: 'card.delete',
      targetType: 'card',
      targetId: id,
      details: { ownerId: deleted.userId, fullName: deleted.fullName },
    });
    await emitCardDeleted(ctx, deleted, tx);
    return deleted;
  });
  if (!row) throw AppError.notFound('Card not found');
  await afterCardDeleted(ctx, row);
  const name = row.fullName;
  return {
    message: await inRequestLanguage(`The card of ${name} was deleted`, 'admin.done.cardDeleted', {
      name,
    }),
  };
}
