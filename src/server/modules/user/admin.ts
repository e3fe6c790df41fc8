import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminUser, AdminUserFilters } from '../../../shared/admin';
import { authUsers, cards, profiles, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { offsetOf, searchColumns } from '../../lib/sql-search';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import { setAdmin } from './repository';

export interface UserListQuery {
  page: number;
  pageSize: number;
  search: string;
  filters: AdminUserFilters;
}

/** Admin through the ADMIN_EMAILS setting or the profile's flag. */
function adminCondition(app: FastifyInstance): SQL {
  const byFlag = sql`coalesce(${profiles.isAdmin}, false)`;
  const emails = app.config.auth.adminEmails;
  return emails.length
    ? (or(byFlag, inArray(sql`lower(${authUsers.email})`, emails)) as SQL)
    : byFlag;
}

function conditionsOf(app: FastifyInstance, query: UserListQuery): SQL | undefined {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    searchColumns(query.search, [profiles.fullName, authUsers.name, authUsers.email]),
  ];
  if (filters.isAdmin !== undefined) {
    conditions.push(filters.isAdmin ? adminCondition(app) : not(adminCondition(app)));
  }
  if (filters.verified !== undefined) {
    conditions.push(eq(authUsers.emailVerified, filters.verified));
  }
  if (filters.hasSubscription !== undefined) {
    conditions.push(
      filters.hasSubscription ? isNotNull(subscriptions.id) : isNull(subscriptions.id),
    );
  }
  if (filters.subscriptionStatus) {
    conditions.push(eq(subscriptions.status, filters.subscriptionStatus));
  }
  return and(...conditions);
}

/** `user/list-users`: accounts newest first, with profile, subscription and cards (spec §3). */
export async function listUsers(
  app: FastifyInstance,
  query: UserListQuery,
): Promise<{ items: AdminUser[]; totalCount: number }> {
  const db = app.database.db;
  const where = conditionsOf(app, query);
  const from = () =>
    db
      .select({ user: authUsers, profile: profiles, subscription: subscriptions })
      .from(authUsers)
      .leftJoin(profiles, eq(profiles.id, authUsers.id))
      .leftJoin(subscriptions, eq(subscriptions.userId, authUsers.id));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(authUsers.createdAt), desc(authUsers.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db
      .select({ value: count() })
      .from(authUsers)
      .leftJoin(profiles, eq(profiles.id, authUsers.id))
      .leftJoin(subscriptions, eq(subscriptions.userId, authUsers.id))
      .where(where),
  ]);
  const ids = rows.map((row) => row.user.id);
  const cardRows = ids.length
    ? await db
        .select({
          id: cards.id,
          userId: cards.userId,
          fullName: cards.fullName,
          title: cards.title,
        })
        .from(cards)
        .where(inArray(cards.userId, ids))
        .orderBy(cards.createdAt)
    : [];
  const adminEmails = app.config.auth.adminEmails;
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
        ? app.storage.publicUrl(profile.profileImageKey)
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
  return { items, totalCount: total?.value ?? 0 };
}

/** Grant or revoke the admin flag, with the audit record in the same transaction. */
export async function setAdminRole(
  app: FastifyInstance,
  actor: AuditActor,
  userId: string,
  isAdmin: boolean,
): Promise<{ message: string }> {
  const db = app.database.db;
  const [target] = await db
    .select({ email: authUsers.email, profileId: profiles.id, isAdmin: profiles.isAdmin })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  if (!target) throw AppError.notFound('No such user');
  if (!target.profileId) {
    throw new AppError(
      'PROFILE_INCOMPLETE',
      'This user has not completed their profile yet, so they cannot be an admin',
      409,
    );
  }
  if (!isAdmin && app.config.auth.adminEmails.includes(target.email.toLowerCase())) {
    throw new AppError(
      'ADMIN_BY_CONFIG',
      `${target.email} is an admin through ADMIN_EMAILS; remove the address there`,
      409,
    );
  }
  if (!isAdmin && userId === actor.id) {
    throw new AppError('SELF_REVOKE', 'You cannot revoke your own admin role', 409);
  }
  await db.transaction(async (tx) => {
    await setAdmin(tx, userId, isAdmin);
    await recordAudit(tx, actor, {
      action: isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
      targetType: 'user',
      targetId: userId,
      details: { email: target.email },
    });
  });
  return {
    message: isAdmin ? `${target.email} is now an admin` : `${target.email} is no longer an admin`,
  };
}
