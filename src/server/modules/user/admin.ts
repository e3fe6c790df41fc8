import type { AdminUser } from '../../../shared/admin';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import * as repository from './repository';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { UserContext } from './context';
import { inRequestLanguage } from '../../lib/request-words';

/**
 * `user/list-users`: accounts newest first, with profile, subscription and cards
 * (docs/product.md#data-admin).
 */
export async function listUsers(
  ctx: UserContext,
  query: repository.UserListQuery,
): Promise<{ items: AdminUser[]; totalCount: number }> {
  const db = ctx.database.db;
  const adminEmails = ctx.config.auth.adminEmails;
  const { rows, totalCount } = await repository.listAccounts(db, query, adminEmails);
  const cardRows = await repository.listCardsOfUsers(
    db,
    rows.map((row) => row.user.id),
  );
  const items = rows.map(({ user, profile, subscription }): AdminUser => {
    const owned = cardRows
      .filter((card) => card.userId === user.id)
      .map(({ id, fullName, title }) => ({ id, fullName, title }));
    const socials = profile?.socials ?? {};
    const isAdminByConfig = adminEmails.includes(user.email.toLowerCase());
    return {
      id: user.id,
      fullName: profile?.fullName ?? user.name,
      name: user.name,
      email: user.email,
      jobTitle: profile?.jobTitle ?? '',
      company: profile?.company ?? '',
      phone: profile?.phone ?? '',
      location: profile?.location ?? '',
      bio: profile?.bio ?? '',
      website: profile?.website ?? '',
      linkedin: socials.linkedin ?? '',
      github: socials.github ?? '',
      twitter: socials.twitter ?? '',
      facebook: socials.facebook ?? '',
      instagram: socials.instagram ?? '',
      profileImageUrl: profile?.profileImageKey
        ? ctx.storage.publicUrl(profile.profileImageKey)
        : null,
      cards: owned,
      cardCount: owned.length,
      isAdmin: Boolean(profile?.isAdmin) || isAdminByConfig,
      isAdminByConfig,
      emailVerified: user.emailVerified,
      hasProfile: Boolean(profile),
      subscriptionStatus: subscription?.status ?? null,
      cardAllocation: subscription?.cardAllocation ?? 0,
      createdAt: user.createdAt.toISOString(),
    };
  });
  return { items, totalCount };
}

/** Grant or revoke the admin flag, with the audit record in the same transaction. */
export async function setAdminRole(
  ctx: UserContext,
  actor: AuditActor,
  userId: string,
  isAdmin: boolean,
): Promise<{ message: string }> {
  const db = ctx.database.db;
  const target = await repository.findAccountWithProfile(db, userId);
  if (!target) throw AppError.notFound('No such user');
  if (!target.profileId) {
    throw new AppError(
      ERROR_CODES.PROFILE_INCOMPLETE,
      'This user has not completed their profile yet, so they cannot be an admin',
    );
  }
  if (!isAdmin && ctx.config.auth.adminEmails.includes(target.email.toLowerCase())) {
    throw new AppError(
      ERROR_CODES.ADMIN_BY_CONFIG,
      `${target.email} is an admin through ADMIN_EMAILS; remove the address there`,
      { email: target.email },
    );
  }
  if (!isAdmin && userId === actor.id) {
    throw new AppError(ERROR_CODES.SELF_REVOKE, 'You cannot revoke your own admin role');
  }
  await saveAdminRole(db, actor, { id: userId, email: target.email }, isAdmin);
  const email = target.email;
  return {
    message: isAdmin
      ? await inRequestLanguage(`${email} is now an admin`, 'admin.done.madeAdmin', { email })
      : await inRequestLanguage(`${email} is no longer an admin`, 'admin.done.revokedAdmin', {
          email,
        }),
  };
}

/**
 * Grants or revokes the admin flag of `user` (who has a profile), with its audit record in the
 * same transaction: the console's `user/set-admin` and the CLI's `admin grant|revoke`.
 */
export async function saveAdminRole(
  db: Database,
  actor: AuditActor,
  user: { id: string; email: string },
  isAdmin: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repository.setAdmin(tx, user.id, isAdmin);
    await recordAudit(tx, actor, {
      action: isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email },
    });
  });
}
