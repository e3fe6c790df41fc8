import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AdminSupportRequest } from '../../../shared/admin';
import {
  parseMimeList,
  SUPPORT_CONFIRM_HOURS,
  SUPPORT_MESSAGES,
  type SupportConfirmError,
  type SupportRequestFields,
  type SupportRequestResponse,
} from '../../../shared/support';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import type { SupportRequestRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { languageOfRequest, recipientLanguage } from '../../lib/mail-language';
import type { UploadedFile } from '../../lib/multipart';
import type { MailMessage } from '../../plugins/mail';
import { prepareAttachment, type StoredFile } from './attachments';
import { supportConfirmationMail, supportDeliveryMail, supportReceivedMail } from './mails';
import type { SupportContext } from './context';
import * as repository from './repository';

/** Visitors' requests never confirmed are deleted, with their files, this long after sending. */
export const UNCONFIRMED_RETENTION_SECONDS = 7 * 24 * 60 * 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Where requests are delivered: SUPPORT_INBOX, else every administrator (ADMIN_EMAILS and those
 * granted in the console or by the CLI), never the no-reply sender (docs/product.md#support-mails).
 */
export async function supportInbox(ctx: SupportContext, db: Database): Promise<string[]> {
  if (ctx.config.support.inbox) return [ctx.config.support.inbox];
  const granted = await repository.listAdminEmails(db);
  return [
    ...new Set([...ctx.config.auth.adminEmails, ...granted.map((e) => e.toLowerCase())]),
  ].sort();
}

/**
 * The delivery mail, or none (with a warning) when there is nobody to deliver to. It is one mail to
 * the whole inbox: in the language every address's account has saved, else English (the sender's
 * language says nothing of the team's).
 */
async function deliveryTo(
  ctx: SupportContext,
  db: Database,
  row: SupportRequestRow,
  inbox: string[],
): Promise<MailMessage | undefined> {
  if (inbox.length) {
    // One at a time: a transaction's client takes one query at once.
    const languages = new Set<Language>();
    for (const address of inbox) languages.add(await recipientLanguage(db, address, undefined));
    const [language] = languages;
    return supportDeliveryMail(
      row,
      inbox,
      languages.size === 1 && language ? language : DEFAULT_LANGUAGE,
    );
  }
  ctx.log.warn(
    { requestId: row.id },
    'support request kept but not mailed: set SUPPORT_INBOX or make someone an admin (ADMIN_EMAILS)',
  );
  return undefined;
}

export type Sender =
  { kind: 'visitor'; email: string } | { kind: 'user'; userId: string; email: string };

async function removeFiles(ctx: SupportContext, files: { storageKey: string }[]) {
  for (const { storageKey } of files) {
    await ctx.storage
      .delete(storageKey)
      .catch((err: unknown) => ctx.log.warn({ err, storageKey }, 'support: file left'));
  }
}

/**
 * `support/request`: a signed-in user's request is submitted and mailed to the support inbox at
 * once; a visitor's waits for them to follow the confirmation link mailed in the same transaction.
 */
export async function submitSupportRequest(
  ctx: SupportContext,
  sender: Sender,
  fields: Omit<SupportRequestFields, 'email'>,
  uploads: UploadedFile[],
  /** The base of the confirmation link: the site's address for mail (`mailSiteUrl`). */
  siteUrl: string,
): Promise<SupportRequestResponse> {
  const id = randomUUID();
  const allowed = parseMimeList(ctx.config.publicConfig.SUPPORT_ALLOWED_MIME_TYPES);
  const stored: StoredFile[] = [];
  for (const upload of uploads) {
    stored.push(await prepareAttachment(ctx.images, upload, id, allowed));
  }

  const written: StoredFile[] = [];
  try {
    for (const file of stored) {
      await ctx.storage.put(file.attachment.storageKey, file.bytes, file.attachment.contentType);
      written.push(file);
    }
    const attachments = stored.map((file) => file.attachment);
    const request = { id, email: sender.email, subject: fields.subject, body: fields.body };
    // The request and its mails are queued together, or none is.
    const insertWithMail = (
      values: repository.NewSupportRequest,
      mails: (
        tx: Database,
        row: SupportRequestRow,
        inbox: string[],
      ) => Promise<(MailMessage | undefined)[]>,
    ) =>
      ctx.database.db.transaction(async (tx) => {
        const row = await repository.insertSupportRequest(tx, values);
        const inbox = await supportInbox(ctx, tx);
        for (const mail of await mails(tx, row, inbox)) {
          if (mail) await ctx.mailer.enqueue(mail, tx);
        }
      });
    if (sender.kind === 'user') {
      await insertWithMail(
        {
          ...request,
          userId: sender.userId,
          attachments,
          status: 'submitted',
          confirmedAt: new Date(),
        },
        async (tx, row, inbox) => [
          await deliveryTo(ctx, tx, row, inbox),
          await supportReceivedMail(
            row,
            await recipientLanguage(tx, row.email, languageOfRequest()),
          ),
        ],
      );
      return { message: SUPPORT_MESSAGES.submittedSignedIn, status: 'submitted' };
    }

    const token = randomBytes(32).toString('base64url');
    await insertWithMail(
      {
        ...request,
        attachments,
        status: 'awaiting_confirmation',
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(Date.now() + SUPPORT_CONFIRM_HOURS * 60 * 60 * 1000),
      },
      async (tx, row) => [
        await supportConfirmationMail(
          row,
          `${siteUrl}/api/support/confirm?token=${token}`,
          await recipientLanguage(tx, row.email, languageOfRequest()),
        ),
      ],
    );
    return { message: SUPPORT_MESSAGES.submittedAnonymous, status: 'awaiting_confirmation' };
  } catch (error) {
    await removeFiles(
      ctx,
      written.map((file) => file.attachment),
    );
    throw error;
  }
}

/**
 * `support/confirm`: delivers a visitor's request the first time its link is followed within
 * its validity; later or broken links say why. Returns the address to redirect to.
 */
export async function confirmSupportRequest(
  ctx: SupportContext,
  token: string | undefined,
): Promise<string> {
  const failed = (error: SupportConfirmError) => `/support?request_sent=false&error=${error}`;
  if (!token || !TOKEN_PATTERN.test(token)) return failed('invalid_link');
  const tokenHash = hashToken(token);
  const db = ctx.database.db;
  const confirmed = await db.transaction(async (tx) => {
    const row = await repository.confirmSupportRequest(tx, tokenHash);
    const delivery = row && (await deliveryTo(ctx, tx, row, await supportInbox(ctx, tx)));
    if (delivery) await ctx.mailer.enqueue(delivery, tx);
    return row;
  });
  if (confirmed) return '/support?request_sent=true';
  const row = await repository.findByTokenHash(db, tokenHash);
  if (!row) return failed('invalid_link');
  if (row.confirmedAt) return failed('link_already_used');
  return failed('link_expired');
}

const toAdminRequest = (row: SupportRequestRow): AdminSupportRequest => ({
  id: row.id,
  userId: row.userId,
  email: row.email,
  subject: row.subject,
  body: row.body,
  status: row.status,
  attachments: row.attachments.map((file, index) => ({
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    url: `/api/support/attachment?id=${row.id}&index=${index}`,
  })),
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

/** `support/list-requests` for the admin console. */
export async function listSupportRequests(
  ctx: SupportContext,
  query: { page: number; pageSize: number; search: string },
): Promise<{ items: AdminSupportRequest[]; totalCount: number }> {
  const { rows, total } = await repository.listSupportRequests(ctx.database.db, query);
  return { items: rows.map(toAdminRequest), totalCount: total };
}

/** One attachment of a request, for an admin's download. */
export async function openSupportAttachment(ctx: SupportContext, id: string, index: number) {
  const row = await repository.findSupportRequest(ctx.database.db, id);
  const file = row?.attachments[index];
  if (!file) throw AppError.notFound('Attachment not found');
  const stream = await ctx.storage.get(file.storageKey);
  if (!stream) throw AppError.notFound('Attachment not found');
  return { file, stream };
}

/** Deletes visitors' requests never confirmed (and their files); a periodic job. */
export async function purgeUnconfirmedSupportRequests(ctx: SupportContext): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await repository.deleteUnconfirmedRequests(
      ctx.database.db,
      UNCONFIRMED_RETENTION_SECONDS,
      100,
    );
    for (const row of removed) await removeFiles(ctx, row.attachments);
    total += removed.length;
    if (removed.length < 100) break;
  }
  if (total) ctx.log.info({ requests: total }, 'purged unconfirmed support requests');
  return total;
}

/**
 * Deletes every support request of an account being deleted: sent while signed in or from its
 * address (docs/product.md#account-data). Pass the deletion's transaction; returns the storage
 * keys of their attachments, to remove once it has committed.
 */
export async function deleteSupportRequestsOf(
  db: Database,
  user: { id: string; email: string },
): Promise<string[]> {
  const rows = await repository.deleteRequestsOf(db, user);
  return rows.flatMap((row) => row.attachments.map((file) => file.storageKey));
}
