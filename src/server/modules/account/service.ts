/**
 * Take your data and leave (docs/product.md#account-data): the export, and the deletion of an
 * account by its owner or by an admin.
 */
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_DATA_MESSAGES,
  confirmsEmail,
  EXPORTS_PER_HOUR,
  REAUTHENTICATION_MINUTES,
  type DeleteAccountBody,
} from '../../../shared/account-data';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ORG_MESSAGES } from '../../../shared/organisations';
import { AppError } from '../../lib/app-error';
import { enforceRateLimits } from '../../lib/rate-limiter';
import { requestOrigin } from '../../lib/request-origin';
import { ACCOUNT_OWNER_ACTOR, recordAudit, type AuditActor } from '../../plugins/audit';
import {
  hasPassword,
  isAccountPassword,
  mailboxOf,
  sessionCreatedAt,
  type SessionUser,
} from '../../plugins/auth';
import { endSubscriptionNow } from '../billing';
import { afterCardDeleted, deleteAllCardsOfUser, listAllCardsOfUser } from '../cards';
import { solelyOwnedBy } from '../organisations';
import { deleteSupportRequestsOf } from '../support';
import { avatarFolder } from '../user';
import { writeAccountExport } from './export';
import type { AccountContext } from './context';
import * as repository from './repository';
import { inRequestLanguage } from '../../lib/request-words';

/** `account/export`: the caller's ZIP, a few times an hour at most. */
export async function exportAccount(
  ctx: AccountContext,
  request: FastifyRequest,
  userId: string,
): Promise<NodeJS.ReadableStream> {
  await enforceRateLimits(ctx.database.db, [
    { key: `account-export:user:${userId}`, max: EXPORTS_PER_HOUR, windowSeconds: 60 * 60 },
  ]);
  const found = await repository.findAccount(ctx.database.db, userId);
  if (!found?.profile) throw AppError.notFound('No such account');
  return writeAccountExport({
    ctx,
    account: found.account,
    profile: found.profile,
    cards: await listAllCardsOfUser(ctx, userId),
    origin: requestOrigin(ctx.config, request),
  });
}

/** Who deletes an account: its owner, or an admin (recorded with the admin's address). */
export type DeletionActor = 'self' | AuditActor;

/**
 * Deletes an account and everything that is its owner's: the subscription ends at its provider
 * first (a provider that cannot be reached stops the deletion, so nobody is billed for an account
 * that is gone), then every row in one transaction with its audit entry (which names the account
 * only by its id), then the stored files (pictures, logos, support attachments) and every cached
 * copy of the cards. Returns false when there was no such account.
 */
export async function deleteUserAccount(
  ctx: AccountContext,
  userId: string,
  actor: DeletionActor,
): Promise<boolean> {
  const db = ctx.database.db;
  const found = await repository.findAccount(db, userId);
  if (!found) return false;
  const { account, profile } = found;
  // An organisation is never left without an owner: its last one hands it over (or deletes it)
  // first. Other memberships end with the account.
  const owned = await solelyOwnedBy(db, userId);
  if (owned.length) {
    throw new AppError(
      ERROR_CODES.LAST_OWNER,
      `${ORG_MESSAGES.lastOwner} (${owned.join(', ')}), or delete the organisation`,
    );
  }
  await endSubscriptionNow(ctx, userId);
  const { cards, attachmentKeys } = await db.transaction(async (tx) => {
    const deletedCards = await deleteAllCardsOfUser(tx, userId);
    const keys = await deleteSupportRequestsOf(tx, account);
    await repository.deleteAccountRows(tx, {
      id: account.id,
      email: account.email,
      mailbox: mailboxOf(account.email),
    });
    await recordAudit(tx, actor === 'self' ? ACCOUNT_OWNER_ACTOR : actor, {
      action: actor === 'self' ? 'user.delete_self' : 'user.delete_by_admin',
      targetType: 'user',
      targetId: userId,
    });
    return { cards: deletedCards, attachmentKeys: keys };
  });
  // The whole picture folder: pictures no row names any more (an upload that lost a race, one
  // that ended as the account went) must not stay public either.
  const folder = avatarFolder(userId);
  await ctx.storage
    .deleteFolder(folder)
    .catch((err: unknown) => ctx.log.warn({ err, folder }, 'account deletion: files were left'));
  const picture = profile?.profileImageKey;
  const files = [picture && !picture.startsWith(folder) ? picture : null, ...attachmentKeys];
  for (const key of files) {
    if (!key) continue;
    await ctx.storage
      .delete(key)
      .catch((err: unknown) => ctx.log.warn({ err, key }, 'account deletion: a file was left'));
  }
  for (const card of cards) await afterCardDeleted(ctx, card);
  ctx.log.info({ userId, by: actor === 'self' ? 'self' : 'admin' }, 'account deleted');
  return true;
}

/**
 * `account/delete`: the owner's own account, once they proved it is them: the address typed
 * again, and the password, or for an account without one a sign-in within the last minutes.
 */
export async function deleteOwnAccount(
  ctx: AccountContext,
  request: FastifyRequest,
  user: SessionUser,
  body: DeleteAccountBody,
): Promise<void> {
  if (!confirmsEmail(body.confirmation, user.email)) {
    throw new AppError(
      ERROR_CODES.CONFIRMATION_MISMATCH,
      ACCOUNT_DATA_MESSAGES.confirmationMismatch,
    );
  }
  if (await hasPassword(ctx, user.id)) {
    if (!body.password) {
      throw new AppError(ERROR_CODES.VALIDATION_ERROR, ACCOUNT_DATA_MESSAGES.passwordRequired);
    }
    if (!(await isAccountPassword(ctx, request, user.id, body.password))) {
      throw new AppError(ERROR_CODES.INVALID_PASSWORD, ACCOUNT_DATA_MESSAGES.wrongPassword);
    }
  } else {
    const signedInAt = await sessionCreatedAt(ctx, request);
    const oldest = Date.now() - REAUTHENTICATION_MINUTES * 60 * 1000;
    if (!signedInAt || signedInAt.getTime() < oldest) {
      throw new AppError(
        ERROR_CODES.REAUTHENTICATION_REQUIRED,
        ACCOUNT_DATA_MESSAGES.reauthenticate,
      );
    }
  }
  await deleteUserAccount(ctx, user.id, 'self');
}

/** `admin/delete-user`: any account but the admin's own. */
export async function deleteUserByAdmin(
  ctx: AccountContext,
  actor: AuditActor,
  userId: string,
): Promise<{ message: string }> {
  if (userId === actor.id) {
    throw new AppError(ERROR_CODES.SELF_DELETE, ACCOUNT_DATA_MESSAGES.selfDelete);
  }
  if (!(await deleteUserAccount(ctx, userId, actor))) throw AppError.notFound('No such user');
  return {
    message: await inRequestLanguage(
      ACCOUNT_DATA_MESSAGES.deletedByAdmin,
      'admin.done.userDeleted',
    ),
  };
}
