import { z } from 'zod';

export const subscriptionStatusSchema = z.enum(['trialing', 'active', 'past_due', 'canceled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Subscription details (docs/product.md#data-subscription-details); dates are ISO 8601 or null. */
export const subscriptionDetailsSchema = z.object({
  has_subscription: z.boolean(),
  status: subscriptionStatusSchema.nullable(),
  card_allocation: z.number().int().nonnegative(),
  current_card_count: z.number().int().nonnegative(),
  card_ids: z.array(z.string()),
  trial_end: z.string().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** Canceled while active: it ends at `current_period_end` and is not billed again. */
  cancel_at_period_end: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** The pricing constants (docs/product.md#limits). */
export const LIST_PRICE_PER_CARD = 23.88;
export const CHECKOUT_MIN_CARDS = 1;
export const CHECKOUT_MAX_CARDS = 10;
export const TRIAL_MIN_CARDS = 1;
export const TRIAL_MAX_CARDS = 50;
export const TRIAL_MONTHS = 2;

/**
 * The refusal of a trial card count below the cards the user already has
 * (docs/product.md#server-rules-trial); the server sends it and the dialog shows it before sending.
 */
export function belowCardCountMessage(created: number, asked: number): string {
  return `You already have ${created} cards, so the trial needs at least ${created} cards (you asked for ${asked}).`;
}

type Allocation = Pick<SubscriptionDetails, 'status' | 'card_allocation' | 'current_card_count'>;

const cardsOf = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

/**
 * How many cards the user holds beyond what their subscription pays for (0 when within it, or
 * when it has ended: then retention applies). A quantity lowered at the payment provider can leave
 * a user there (docs/product.md#server-rules-allocation).
 */
export function cardsOverAllocation(details: Allocation): number {
  if (!details.status || details.status === 'canceled') return 0;
  return Math.max(0, details.current_card_count - details.card_allocation);
}

/**
 * Why premium templates and options are locked, or null when they are open: they need a live
 * subscription (trialing or active) whose cards fit its allocation
 * (docs/product.md#card-design-premium).
 */
export function premiumLock(details: Allocation): 'ended' | 'over_allocation' | null {
  if (details.status !== 'trialing' && details.status !== 'active') return 'ended';
  return cardsOverAllocation(details) > 0 ? 'over_allocation' : null;
}

/** What the owner of more cards than their subscription pays for is told, in the app and by mail. */
export function overAllocationSentences(held: number, allocation: number) {
  const extra = held - allocation;
  return {
    situation: `Your subscription now pays for ${cardsOf(allocation)}, and you have ${cardsOf(held)}.`,
    consequence: `Until you are back within ${cardsOf(allocation)}, you cannot create cards or choose premium designs. Your cards and their public pages keep working.`,
    remedy: `Delete ${cardsOf(extra)}, or add cards on the Pricing page.`,
  };
}

/** A currency code, ISO 4217 in capitals (`CURRENCY`). */
const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe('ISO 4217 code of the amounts');

export const pricingSchema = z.object({
  unit_price: z.number().nonnegative(),
  currency: currencySchema,
});
export type Pricing = z.infer<typeof pricingSchema>;

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`);

/**
 * Whose subscription a billing route acts on: the caller's own without it, the organisation's
 * with it (its owners only; docs/product.md#team-billing).
 */
export const billingOrgIdSchema = z.string().trim().min(1).max(64).optional();

/** The body of a billing route that takes nothing but whose subscription it is. */
export const billingTargetBodySchema = z.object({ orgId: billingOrgIdSchema }).strict().optional();
export type BillingTarget = NonNullable<z.infer<typeof billingTargetBodySchema>>;

/**
 * `POST payments/create-checkout-session`. Without a subscription it starts the trial with
 * `card_quantity` cards; with a trialing or active one it adds `card_quantity` cards to it.
 */
export const checkoutBodySchema = z
  .object({
    card_quantity: wholeNumber('card_quantity', CHECKOUT_MIN_CARDS, CHECKOUT_MAX_CARDS),
    is_reactivation: z.boolean().optional(),
    ga_client_id: z.string().max(200).optional(),
    orgId: billingOrgIdSchema,
  })
  .strict();
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });
export const portalResponseSchema = z.object({ portal_url: z.string() });

export const trialCardCountBodySchema = z
  .object({
    new_card_count: wholeNumber('new_card_count', TRIAL_MIN_CARDS, TRIAL_MAX_CARDS),
    orgId: billingOrgIdSchema,
  })
  .strict();

export { messageSchema } from './errors';

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** Savings and total for a quantity at the server's unit price (docs/product.md#limits). */
export function priceQuote(quantity: number, unitPrice: number) {
  return {
    listTotal: roundCents(quantity * LIST_PRICE_PER_CARD),
    savings: roundCents(quantity * LIST_PRICE_PER_CARD - quantity * unitPrice),
    total: roundCents(quantity * unitPrice),
  };
}

/**
 * The pricing page's comparison with the list price (the pricing maths of docs/product.md#limits,
 * and the saving on each card), or null when the price charged is not below the list price: then
 * nothing is saved, and neither the struck-through price nor the savings are shown
 * (docs/product.md#screens-pricing).
 */
export function listPriceSavings(quantity: number, unitPrice: number) {
  const perCard = roundCents(LIST_PRICE_PER_CARD - unitPrice);
  if (!(perCard > 0)) return null;
  const { listTotal, savings } = priceQuote(quantity, unitPrice);
  return { listPrice: LIST_PRICE_PER_CARD, perCard, listTotal, savings };
}

/**
 * What a checkout did, as the server that ran it tells the payment-success page in the address it
 * sends the browser back to (`?outcome=`): a trial started or took more cards (nothing charged), or
 * a payment was made.
 */
export const checkoutOutcomeSchema = z.enum(['trial_started', 'trial_cards_added', 'paid']);
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;
export const CHECKOUT_OUTCOME_PARAM = 'outcome';

/** The payment-success page's path for a checkout's outcome. */
export const paymentSuccessPath = (outcome: CheckoutOutcome) =>
  `/payment-success?${CHECKOUT_OUTCOME_PARAM}=${outcome}`;

/** The payment-success page: the trial's three cases, or the payment texts of docs/product.md. */
export type PaymentSuccessView = 'trial_started' | 'trial_cards_added' | 'trial_active' | 'paid';

/**
 * What the payment-success page says (docs/product.md#screens-payment-success). The subscription
 * as the server reports it decides whether anything was charged: a trialing one has paid nothing,
 * any other has paid or holds no trial. The address's outcome (anyone can type one) only picks the
 * trial's words, and stands in while a new subscription is not confirmed by the provider yet.
 */
export function paymentSuccessView(
  outcome: string | null,
  details: Pick<SubscriptionDetails, 'status'> | undefined,
): PaymentSuccessView {
  const claimed = checkoutOutcomeSchema.safeParse(outcome).data;
  const trialWords = claimed === 'paid' || claimed === undefined ? undefined : claimed;
  if (details?.status === 'trialing') return trialWords ?? 'trial_active';
  // No subscription yet: the provider's confirmation of a new trial is still on its way.
  if (!details?.status) return trialWords ?? 'paid';
  return 'paid';
}

const DAY_MS = 86_400_000;

/**
 * The first charge of a trialing subscription: every card it holds at the unit price, when the
 * trial ends (nothing is charged before; extra cards added during the trial are on the same
 * invoice). Undefined when the subscription is not in its trial.
 */
export function firstCharge(
  details: Pick<SubscriptionDetails, 'status' | 'card_allocation' | 'trial_end'>,
  unitPrice: number,
): { amount: number; cards: number; date: Date } | undefined {
  if (details.status !== 'trialing' || !details.trial_end) return undefined;
  return {
    amount: priceQuote(details.card_allocation, unitPrice).total,
    cards: details.card_allocation,
    date: new Date(details.trial_end),
  };
}

/**
 * When the subscription is next billed: the end of the current period, unless it is canceled or
 * ends at that point (docs/product.md#screens-subscription).
 */
export function nextBillingDate(
  details: Pick<SubscriptionDetails, 'status' | 'current_period_end' | 'cancel_at_period_end'>,
): string | null {
  if (details.status === 'canceled' || details.cancel_at_period_end) return null;
  return details.current_period_end;
}

/** When the subscription ended, or will end because it was canceled at the period end. */
export function subscriptionEnd(
  details: Pick<
    SubscriptionDetails,
    'status' | 'ended_at' | 'current_period_end' | 'cancel_at_period_end'
  >,
): string | null {
  if (details.ended_at) return details.ended_at;
  if (details.status !== 'canceled' && details.cancel_at_period_end)
    return details.current_period_end;
  return null;
}

/**
 * When a cancellation made at `now` would end the subscription: an active one at the end of its
 * period, anything else (a trial, a past-due subscription) at once (docs/product.md#server-rules-cancel-retention).
 */
export function endIfCanceledNow(
  details: Pick<SubscriptionDetails, 'status' | 'current_period_end'>,
  now: Date,
): Date {
  if (details.status === 'active' && details.current_period_end)
    return new Date(details.current_period_end);
  return now;
}

/** The day the cards of a subscription that ends at `end` are deleted (`RETENTION_DAYS` later). */
export const cardsDeletedOn = (end: Date | string, retentionDays: number): Date =>
  new Date(new Date(end).getTime() + retentionDays * DAY_MS);

/** The local driver's test checkout (GET /api/billing/local/checkout/:id). */
export const localCheckoutSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  currency: currencySchema,
  kind: z.enum(['trial', 'reactivation', 'add_cards']),
  status: z.enum(['open', 'paid', 'declined', 'expired']),
  email: z.string(),
  /** The organisation whose subscription it buys; null for the payer's own. */
  organisation_name: z.string().nullable(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

/** `GET billing/local/checkout/:id`'s query: the organisation of an organisation's checkout. */
export const localCheckoutQuerySchema = z.object({ orgId: billingOrgIdSchema }).strict();

/** Pay or Decline on the local driver's test checkout. */
export const localCheckoutCompleteBodySchema = z
  .object({ outcome: z.enum(['pay', 'decline']), orgId: billingOrgIdSchema })
  .strict();

/** The admin clock of the local driver, so every status can be reached by hand and in tests. */
const localClockAction = z.enum(['end_trial', 'end_period', 'fail_next_renewal']);
export const localClockBodySchema = z.union([
  z.object({ email: z.email(), action: localClockAction }).strict(),
  /** An organisation's subscription, by the organisation's id. */
  z.object({ orgId: z.string().trim().min(1).max(200), action: localClockAction }).strict(),
]);
