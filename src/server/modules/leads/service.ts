/**
 * The contact exchange's rules (docs/product.md#leads): what a visitor's submission must pass
 * before it is stored, the mails it sends, and the owner's leads (list, note, follow-up, delete,
 * CSV, Excel and vCard).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { UNASSIGNED_MEMBER } from '../../../shared/analytics';
import { toCsv } from '../../../shared/csv';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  consentText,
  LEAD_COPY_LINK_HOURS,
  LEAD_CSV_HEADER,
  ORG_LEAD_CSV_HEADER,
  LEAD_MESSAGES,
  LEAD_MIN_FILL_MS,
  LEADS_EXCEL_MAX,
  type Lead,
  type leadExportQuerySchema,
  type leadListRequestSchema,
  type leadSubmissionSchema,
  type leadUpdateSchema,
} from '../../../shared/leads';
import { slugifyName } from '../../../shared/text';
import type { Database } from '../../db/client';
import type { CardRow, OutboxAttachment } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { rateLimitAddress } from '../../lib/client-address';
import { enforceRateLimits, RateLimitedError } from '../../lib/rate-limiter';
import { languageOfRequest, recipientLanguage } from '../../lib/mail-language';
import { mailSiteUrl } from '../../lib/request-origin';
import { toXlsx } from '../../lib/spreadsheet';
import { mailboxOf } from '../../plugins/auth/limits';
import { visitOf } from '../insights';
import { emitWebhookEvent } from '../webhooks';
import { findPublicCardCached, getPublicVCard } from '../public-page';
import { holderOf, ownedBy, scopeOf, type Principal, type RowScope } from '../access';
import { organisationScope, ownerEmails } from '../organisations';
import { buildVCard, findCardFor, publicCardUrl, vcardContentDisposition } from '../cards';
import { cardCopyConfirmationMail, cardCopyMail, newLeadMail } from './mails';
import * as repository from './repository';
import type { LeadsContext } from './context';

type Submission = z.output<typeof leadSubmissionSchema>;
type ListRequest = z.output<typeof leadListRequestSchema>;
type ExportQuery = z.output<typeof leadExportQuerySchema>;
type UpdateRequest = z.output<typeof leadUpdateSchema>;

const DAY_SECONDS = 24 * 60 * 60;
/** Links to a copy of a card one mailbox can be sent a day, whoever asks. */
const COPIES_PER_ADDRESS_PER_DAY = 1;
/** Copy links one client address may follow an hour (each token is a 256-bit secret anyway). */
export const COPY_CONFIRMS_PER_IP_PER_HOUR = 20;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Lead ids are UUIDs; anything else names no lead (404, like another user's). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const leadNotFound = () => AppError.notFound('Lead not found');

export function toLead({ lead, cardName, member }: repository.LeadWithCard): Lead {
  return {
    ...(lead.organizationId !== null && member !== undefined
      ? { member: member === null ? null : (JSON.parse(member) as NonNullable<Lead['member']>) }
      : {}),
    id: lead.id,
    cardId: lead.cardId,
    cardName,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    jobTitle: lead.jobTitle,
    note: lead.note,
    consentText: lead.consentText,
    consentedAt: lead.consentedAt.toISOString(),
    ownerNote: lead.ownerNote,
    followedUp: lead.followedUp,
    createdAt: lead.createdAt.toISOString(),
  };
}

/**
 * A script's submission: the hidden field filled, or sent sooner after the page began to load
 * than a person can find the button and send. A client that does not say how long it took (an
 * API caller) is not judged on it.
 */
const looksScripted = (submission: Submission) =>
  submission.website.trim() !== '' ||
  (submission.elapsedMs !== undefined && submission.elapsedMs < LEAD_MIN_FILL_MS);

/**
 * Whether `email` may be sent a link to a copy of a card now: once a day per mailbox, however
 * spelt. Beyond that the link is skipped without a word, so the answer tells nothing about the
 * address.
 */
async function mayMailCopy(tx: Database, email: string): Promise<boolean> {
  try {
    await enforceRateLimits(tx, [
      {
        key: `lead-copy:${mailboxOf(email)}`,
        max: COPIES_PER_ADDRESS_PER_DAY,
        windowSeconds: DAY_SECONDS,
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/**
 * `leads/submit`: a visitor's details for a card's owner. Limited per client address, then per
 * card; a card that is gone or takes no details is 404. A script's submission (`looksScripted`)
 * is answered like any other, stored nowhere, and counted as blocked in the card's Insights.
 * Otherwise the lead, the owner's mail and, when the visitor asked for a copy of the card (and
 * their mailbox has not had a link today), the link that confirms their address are written in
 * one transaction, and the lead is counted in Insights. The copy itself waits for that link.
 */
export async function submitLead(
  ctx: LeadsContext,
  request: FastifyRequest,
  submission: Submission,
): Promise<void> {
  const db = ctx.database.db;
  const { perIp, perCard, windowSeconds } = ctx.config.leads.rateLimit;
  await enforceRateLimits(db, [
    { key: `lead:ip:${rateLimitAddress(request.ip)}`, max: perIp, windowSeconds },
  ]);
  const card = await findPublicCardCached(ctx, submission.cardId);
  if (!card) throw AppError.notFound('Card not found');
  if (!card.exchangeEnabled) throw AppError.notFound(LEAD_MESSAGES.exchangeOff);
  // Before the card's budget: a script must not use up what real visitors have.
  if (looksScripted(submission)) {
    ctx.analytics.blockedLead(card.id);
    return;
  }
  await enforceRateLimits(db, [{ key: `lead:card:${card.id}`, max: perCard, windowSeconds }]);

  const cardName = card.title.trim() || card.fullName;
  // The owner's note and the visitor's confirmation link go to the address the card was opened
  // at, when that is this server's (`mailSiteUrl`).
  const siteUrl = mailSiteUrl(ctx.config, request);
  await db.transaction(async (tx) => {
    // Counted with the lead, so a submission that fails leaves the day's link unspent.
    const copyToken =
      submission.sendCopy && (await mayMailCopy(tx, submission.email))
        ? randomBytes(32).toString('base64url')
        : undefined;
    const lead = await repository.insertLead(tx, {
      cardId: card.id,
      // An organisation's card's leads stay with the organisation (docs/product.md#organisation-cards).
      userId: card.userId,
      organizationId: card.organizationId,
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      company: submission.company,
      jobTitle: submission.jobTitle,
      note: submission.note,
      // The text the card's dialog showed: the same name and branding (src/web/showcase).
      consentText: consentText(card.fullName, card.hideBranding),
      consentedAt: new Date(),
      ...(copyToken && {
        copyTokenHash: hashToken(copyToken),
        copyExpiresAt: new Date(Date.now() + LEAD_COPY_LINK_HOURS * 60 * 60 * 1000),
      }),
    });
    // The owner's webhooks hear of it with the lead, or not at all (docs/product.md#webhooks).
    await emitWebhookEvent(
      ctx,
      {
        holder: holderOf(card),
        type: 'lead.created',
        data: { lead: toLead({ lead, cardName }) },
      },
      tx,
    );
    const leadsUrl = `${siteUrl}/leads`;
    // The visitor's language tells nothing of the owner's: their own, else English.
    for (const to of await leadNoteAddresses(tx, card)) {
      const language = await recipientLanguage(tx, to, undefined);
      await ctx.mailer.enqueue(await newLeadMail({ to, lead, cardName, leadsUrl }, language), tx);
    }
    if (copyToken) {
      const url = `${siteUrl}/card-copy?token=${copyToken}`;
      const language = await recipientLanguage(tx, submission.email, languageOfRequest());
      await ctx.mailer.enqueue(
        await cardCopyConfirmationMail({ to: submission.email, url }, language),
        tx,
      );
    }
  });
  ctx.analytics.event(card.id, 'lead', visitOf(request));
}

/**
 * Who is told of a new lead: the card's owner; for an organisation's card, the member it is
 * assigned to, or its owners while it is assigned to no one.
 */
async function leadNoteAddresses(
  db: Database,
  card: Pick<CardRow, 'userId' | 'organizationId' | 'assigneeId'>,
): Promise<string[]> {
  const person = card.userId ?? card.assigneeId;
  if (person) {
    const email = await repository.findAccountEmail(db, person);
    return email ? [email] : [];
  }
  return card.organizationId ? ownerEmails(db, card.organizationId) : [];
}

/**
 * `leads/copy`: the visitor followed the mailed link and pressed its button, so the address is
 * theirs: the card as it is now, its vCard attached, is mailed to it. The first time within
 * LEAD_COPY_LINK_HOURS only; later the link says why it does nothing (409), and a link that is no
 * link, or whose lead or card is gone, is 404.
 */
export async function sendLeadCopy(
  ctx: LeadsContext,
  request: FastifyRequest,
  token: string,
): Promise<{ message: string }> {
  const db = ctx.database.db;
  await enforceRateLimits(db, [
    {
      key: `lead-copy:ip:${rateLimitAddress(request.ip)}`,
      max: COPY_CONFIRMS_PER_IP_PER_HOUR,
      windowSeconds: 60 * 60,
    },
  ]);
  const invalid = () => AppError.notFound(LEAD_MESSAGES.copyLinkInvalid);
  const used = () => new AppError(ERROR_CODES.LINK_ALREADY_USED, LEAD_MESSAGES.copyLinkUsed);
  if (!TOKEN_PATTERN.test(token)) throw invalid();
  const tokenHash = hashToken(token);
  const lead = await repository.findLeadByCopyToken(db, tokenHash);
  if (!lead) throw invalid();
  if (lead.copySentAt) throw used();
  if (!lead.copyExpiresAt || lead.copyExpiresAt.getTime() <= Date.now()) {
    throw new AppError(ERROR_CODES.LINK_EXPIRED, LEAD_MESSAGES.copyLinkExpired);
  }
  // Read before the transaction: the card and its vCard come through the response cache.
  const card = await findPublicCardCached(ctx, lead.cardId);
  if (!card) throw invalid();
  // The copy links to the address this confirmation came in at, when that is this server's.
  const siteUrl = mailSiteUrl(ctx.config, request);
  const prepared = (await getPublicVCard(ctx, card.id, { origin: siteUrl })).vcard;
  const vcard: OutboxAttachment = {
    filename: `${slugifyName(card.fullName)}.vcf`,
    contentType: 'text/vcard; charset=utf-8',
    contentBase64: prepared.body.toString('base64'),
  };
  const sent = await db.transaction(async (tx) => {
    const claimed = await repository.claimLeadCopy(tx, tokenHash);
    if (!claimed) return false;
    const cardUrl = publicCardUrl(siteUrl, card.id);
    const language = await recipientLanguage(tx, claimed.email, languageOfRequest());
    await ctx.mailer.enqueue(
      await cardCopyMail({ to: claimed.email, cardName: card.fullName, cardUrl, vcard }, language),
      tx,
    );
    return true;
  });
  // Another request claimed it first (the same link followed twice at once).
  if (!sent) throw used();
  return { message: LEAD_MESSAGES.copySent };
}

/**
 * The leads the principal may act on: their own, or with `orgId` the organisation's as their role
 * grants (every card's, or those of the cards assigned to them).
 */
const leadScope = (
  ctx: LeadsContext,
  principal: Principal,
  action: 'view' | 'edit' | 'delete',
  orgId: string | undefined,
) =>
  orgId
    ? organisationScope(ctx.database.db, principal.userId, orgId, action, 'lead', 'own-lead')
    : scopeOf(principal, action, 'lead');

/** The filter of a list or an export; a card of someone else's is 404 like an unknown one. */
async function filterOf(
  ctx: LeadsContext,
  principal: Principal,
  query: {
    orgId?: string;
    cardId?: string;
    assigneeId?: string;
    q?: string;
    from?: string;
    to?: string;
  },
): Promise<repository.LeadFilter> {
  if (query.cardId !== undefined) await findCardFor(ctx, principal, 'view', query.cardId);
  const scope = await leadScope(ctx, principal, 'view', query.orgId);
  return {
    scope,
    cardId: query.cardId,
    // A person's own leads have no members to filter by.
    assigneeId: query.orgId === undefined ? undefined : query.assigneeId,
    q: query.q,
    from: query.from,
    to: query.to,
  };
}

/** `leads/list`: a page of the owner's leads. */
export async function listOwnerLeads(
  ctx: LeadsContext,
  principal: Principal,
  query: ListRequest,
): Promise<{ items: Lead[]; totalCount: number }> {
  const filter = await filterOf(ctx, principal, query);
  const { items, totalCount } = await repository.listLeads(ctx.database.db, filter, query);
  return { items: items.map(toLead), totalCount };
}

/** One of the owner's leads; anyone else's, or an id that is no lead's, is 404. */
async function requireLead(ctx: LeadsContext, principal: Principal, id: string, orgId?: string) {
  const row = UUID_PATTERN.test(id)
    ? await repository.findLead(ctx.database.db, await leadScope(ctx, principal, 'view', orgId), id)
    : undefined;
  if (!row) throw leadNotFound();
  return row;
}

/** `leads/update`: the owner's private note and the follow-up mark. */
export async function updateOwnerLead(
  ctx: LeadsContext,
  principal: Principal,
  update: UpdateRequest,
): Promise<Lead> {
  if (!UUID_PATTERN.test(update.id)) throw leadNotFound();
  const values = {
    ...(update.note === undefined ? {} : { ownerNote: update.note }),
    ...(update.followedUp === undefined ? {} : { followedUp: update.followedUp }),
  };
  if (Object.keys(values).length > 0) {
    const scope = await leadScope(ctx, principal, 'edit', update.orgId);
    const found = await repository.updateLead(ctx.database.db, scope, update.id, values);
    if (!found) throw leadNotFound();
  }
  return toLead(await requireLead(ctx, principal, update.id, update.orgId));
}

/**
 * `leads/delete`: all the leads named, or none: an id that is not one of the owner's leads is
 * 404 and nothing is deleted.
 */
export async function deleteOwnerLeads(
  ctx: LeadsContext,
  principal: Principal,
  ids: string[],
  orgId?: string,
): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  if (!unique.every((id) => UUID_PATTERN.test(id))) throw leadNotFound();
  const scope = await leadScope(ctx, principal, 'delete', orgId);
  const deleted = await ctx.database.db.transaction(async (tx) => {
    const removed = await repository.deleteLeads(tx, scope, unique);
    // Thrown inside: the transaction is rolled back, so nothing is deleted.
    if (removed.length !== unique.length) throw leadNotFound();
    return removed.length;
  });
  return { deleted };
}

/** The Member cell of an organisation's export. */
const memberCell = (member: Lead['member']) =>
  member ? `${member.name} <${member.email}>` : UNASSIGNED_MEMBER;

/** A lead as a row of the exports, one value per column of LEAD_CSV_HEADER. */
const exportRowOf = ({ lead, cardName }: repository.LeadWithCard): string[] => [
  lead.createdAt.toISOString(),
  cardName,
  lead.name,
  lead.email,
  lead.phone,
  lead.company,
  lead.jobTitle,
  lead.note,
  lead.consentText,
  lead.consentedAt.toISOString(),
  lead.ownerNote,
  lead.followedUp ? 'yes' : 'no',
];

const exportFilename = (ending: string) =>
  `cardvault-leads-${new Date().toISOString().slice(0, 10)}${ending}`;

/** `leads/export.csv`: every lead the filter finds, as CSV (formulas neutralised by toCsv). */
export async function exportOwnerLeads(
  ctx: LeadsContext,
  principal: Principal,
  query: ExportQuery,
): Promise<{ csv: string; filename: string }> {
  const filter = await filterOf(ctx, principal, query);
  const rows = await repository.listAllLeads(ctx.database.db, filter, query.sort);
  const csv = query.orgId
    ? toCsv(
        ORG_LEAD_CSV_HEADER,
        rows.map((row) => [...exportRowOf(row), memberCell(toLead(row).member)]),
      )
    : toCsv(LEAD_CSV_HEADER, rows.map(exportRowOf));
  return { csv, filename: exportFilename('.csv') };
}

/** Every lead of one account, oldest first, as CSV: its data export's leads.csv. */
export const exportAccountLeads = (ctx: LeadsContext, userId: string): Promise<string> =>
  exportLeadsOf(ctx, ownedBy(userId));

/** Every lead within the scope (a person's, an organisation's), oldest first, as CSV. */
export async function exportLeadsOf(ctx: LeadsContext, scope: RowScope): Promise<string> {
  const filter = { scope };
  const rows = await repository.listAllLeads(ctx.database.db, filter, 'oldest');
  return toCsv(LEAD_CSV_HEADER, rows.map(exportRowOf));
}

/** Each export column's width in the Excel file, in characters. */
const SHEET_WIDTHS: Record<(typeof LEAD_CSV_HEADER)[number], number> = {
  'Received (UTC)': 24,
  Card: 20,
  Name: 24,
  Email: 30,
  Phone: 18,
  Company: 24,
  'Job title': 22,
  'Their note': 40,
  Consent: 60,
  'Consented at (UTC)': 24,
  'My note': 40,
  'Followed up': 12,
};

/**
 * `leads/export.xlsx`: the CSV's columns and rows as an Excel file, every value a text cell, so a
 * phone number shows as typed and nothing runs as a formula. At most LEADS_EXCEL_MAX leads: more
 * is 413 EXPORT_TOO_LARGE, and the owner narrows the filters or takes the CSV.
 */
export async function exportOwnerLeadsXlsx(
  ctx: LeadsContext,
  principal: Principal,
  query: ExportQuery,
): Promise<{ body: Buffer; filename: string }> {
  const filter = await filterOf(ctx, principal, query);
  const rows = await repository.listAllLeads(
    ctx.database.db,
    filter,
    query.sort,
    LEADS_EXCEL_MAX + 1,
  );
  if (rows.length > LEADS_EXCEL_MAX) {
    throw new AppError(ERROR_CODES.EXPORT_TOO_LARGE, LEAD_MESSAGES.excelTooMany);
  }
  const columns = LEAD_CSV_HEADER.map((header) => ({ header, width: SHEET_WIDTHS[header] }));
  const body = await toXlsx('Leads', columns, rows.map(exportRowOf));
  return { body, filename: exportFilename('.xlsx') };
}

/** `leads/vcard`: one lead as a vCard 3.0 to save to the phone, with their note. */
export async function leadVCard(
  ctx: LeadsContext,
  principal: Principal,
  id: string,
  orgId?: string,
): Promise<{ body: string; disposition: string }> {
  const { lead } = await requireLead(ctx, principal, id, orgId);
  const body = buildVCard({
    fullName: lead.name,
    jobTitle: lead.jobTitle,
    company: lead.company,
    bio: lead.note,
    email: lead.email,
    phone: lead.phone,
    location: '',
    website: '',
    socials: [],
  });
  return { body, disposition: vcardContentDisposition(lead.name) };
}

/** `leads/counts`: the owner's leads per card. */
export async function leadCountsOf(
  ctx: LeadsContext,
  principal: Principal,
): Promise<{ items: { cardId: string; leads: number }[] }> {
  const scope = scopeOf(principal, 'view', 'lead');
  return { items: await repository.countLeadsPerCard(ctx.database.db, scope) };
}
