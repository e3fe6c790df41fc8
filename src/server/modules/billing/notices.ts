import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { priceQuote } from '../../../shared/billing';
import { teamPagePath } from '../../../shared/organisations';
import type { Database } from '../../db/client';
import { outbox, subscriptions, type SubscriptionRow } from '../../db/schema';
import type { Language } from '../../../shared/i18n/languages';
import { languageOfRequest, recipientLanguage } from '../../lib/mail-language';
import type { MailMessage } from '../../plugins/mail';
import {
  overAllocationMail,
  receiptMail,
  trialEndingMail,
  trialStartedMail,
  type Payment,
} from './mails';
import { holderOf, type Holder } from '../access';
import { findOrganisation, ownerEmails } from '../organisations';
import * as repository from './repository';
import type { BillingMailContext } from './context';

/** The database or a transaction on it (a transaction is a Database to Drizzle's types). */
type Executor = Database;

/**
 * Where billing mails send people: the subscription page at `siteUrl`, the site's address for
 * mail of the request that caused the mail (`mailSiteUrl`), or `config.publicUrl` for mail
 * without one (jobs, Stripe's webhooks, the admin's test clock acting for another user). An
 * organisation's subscription is on its Team page.
 */
const subscriptionUrl = (siteUrl: string, recipients: Recipients) =>
  `${siteUrl}${recipients.teamPath ?? '/subscription'}`;

/** How long before a trial ends its note goes out (docs/product.md#billing-mails). */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

/**
 * Who is told of the holder's billing: a person at their account address, or an organisation's
 * owners (who pay for it), with its name and the path of its Team page.
 */
interface Recipients {
  addresses: string[];
  organisation?: string;
  teamPath?: string;
}

async function recipientsOf(executor: Executor, holder: Holder): Promise<Recipients> {
  if ('organisationId' in holder) {
    const [addresses, organisation] = await Promise.all([
      ownerEmails(executor, holder.organisationId),
      findOrganisation(executor, holder.organisationId),
    ]);
    if (!organisation) return { addresses: [] };
    return {
      addresses,
      organisation: organisation.name,
      teamPath: teamPagePath(organisation.slug),
    };
  }
  const to = await repository.findAccountEmail(executor, holder.ownerId);
  return { addresses: to ? [to] : [] };
}

/**
 * Each recipient's mail in their language: their saved one, else the language of the request that
 * caused it (none for jobs and the provider's webhooks), else English.
 */
async function enqueueTo(
  ctx: BillingMailContext,
  executor: Executor,
  holder: Holder,
  mail: (to: string, recipients: Recipients, language: Language) => Promise<MailMessage>,
) {
  const recipients = await recipientsOf(executor, holder);
  for (const to of recipients.addresses) {
    const language = await recipientLanguage(executor, to, languageOfRequest());
    await ctx.mailer.enqueue(await mail(to, recipients, language), executor);
  }
}

const trialTerms = (
  ctx: BillingMailContext,
  to: string,
  recipients: Recipients,
  subscription: { cardAllocation: number; trialEnd: Date | null },
  siteUrl: string,
  language: Language,
) => ({
  to,
  language,
  organisation: recipients.organisation,
  cards: subscription.cardAllocation,
  firstChargeOn: subscription.trialEnd ?? new Date(),
  amount: priceQuote(subscription.cardAllocation, ctx.config.billing.unitPrice).total,
  currency: ctx.config.billing.currency,
  subscriptionUrl: subscriptionUrl(siteUrl, recipients),
});

/** The trial started: its first charge, when and how much; queued with the change. */
export const enqueueTrialStarted = (
  ctx: BillingMailContext,
  executor: Executor,
  holder: Holder,
  subscription: { cardAllocation: number; trialEnd: Date | null },
  siteUrl: string,
) =>
  enqueueTo(ctx, executor, holder, (to, recipients, language) =>
    trialStartedMail(trialTerms(ctx, to, recipients, subscription, siteUrl, language)),
  );

/** A receipt for one payment; queued with the change that records it. */
export const enqueueReceipt = (
  ctx: BillingMailContext,
  executor: Executor,
  holder: Holder,
  payment: Omit<Payment, 'to' | 'subscriptionUrl' | 'organisation' | 'language'>,
  siteUrl: string,
) =>
  enqueueTo(ctx, executor, holder, (to, recipients, language) =>
    receiptMail({
      ...payment,
      to,
      language,
      organisation: recipients.organisation,
      subscriptionUrl: subscriptionUrl(siteUrl, recipients),
    }),
  );

/**
 * Tells the owner, in the transaction `tx` that saved `after` over `before`, when the subscription
 * now pays for fewer cards than they hold: when it gets there, or drops further while there. The
 * same state saved again (another event about it) tells them nothing more.
 */
export async function enqueueOverAllocationNotice(
  ctx: BillingMailContext,
  tx: Executor,
  before: SubscriptionRow | undefined,
  after: SubscriptionRow,
) {
  if (after.status === 'canceled') return;
  const holder = holderOf(after);
  const held = await repository.countCardsHeldBy(tx, holder);
  if (held <= after.cardAllocation) return;
  const wasOver = before && before.status !== 'canceled' && held > before.cardAllocation;
  if (wasOver && after.cardAllocation >= before.cardAllocation) return;
  await enqueueTo(ctx, tx, holder, (to, recipients, language) =>
    overAllocationMail({
      to,
      language,
      organisation: recipients.organisation,
      held,
      allocation: after.cardAllocation,
      myCardsUrl: `${ctx.config.publicUrl}${recipients.teamPath ?? '/'}`,
    }),
  );
}

/**
 * The outbox header that marks a trial's ending note: one per subscription and trial end, so the
 * job sends it once however often it runs (a new trial end is a new note).
 */
const NOTICE_HEADER = 'x-cardvault-notice';
const noticeKey = (subscriptionId: string, trialEnd: Date) =>
  `trial-ending:${subscriptionId}:${trialEnd.toISOString()}`;

/**
 * The `notify-trial-ending` job: a note to every trialing subscription whose trial ends within
 * TRIAL_ENDING_NOTICE_DAYS, once each (the note and its marker are one outbox row).
 */
export async function notifyTrialsEnding(
  ctx: BillingMailContext,
  now = new Date(),
): Promise<number> {
  const db = ctx.database.db;
  const horizon = new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * 86_400_000);
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.trialEnd, now),
        lte(subscriptions.trialEnd, horizon),
      ),
    );
  let sent = 0;
  for (const subscription of due) {
    if (!subscription.trialEnd) continue;
    const key = noticeKey(subscription.id, subscription.trialEnd);
    await db.transaction(async (tx) => {
      // One note per trial end, even with several instances: the subscription row is locked.
      await tx.execute(sql`select 1 from subscriptions where id = ${subscription.id} for update`);
      const [already] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(sql`${outbox.headers}->>${NOTICE_HEADER} = ${key}`)
        .limit(1);
      if (already) return;
      const recipients = await recipientsOf(tx, holderOf(subscription));
      for (const to of recipients.addresses) {
        const language = await recipientLanguage(tx, to, undefined);
        const mail = await trialEndingMail(
          trialTerms(ctx, to, recipients, subscription, ctx.config.publicUrl, language),
        );
        const [row] = await tx
          .insert(outbox)
          .values({
            ...mail,
            to,
            headers: { [NOTICE_HEADER]: key },
          })
          .returning({ id: outbox.id });
        if (row) sent += 1;
      }
    });
  }
  if (sent) ctx.log.info({ notes: sent }, 'trial-ending notes queued');
  return sent;
}
