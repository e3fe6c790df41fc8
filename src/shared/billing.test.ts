import { describe, expect, it } from 'vitest';
import {
  cardsDeletedOn,
  cardsOverAllocation,
  overAllocationSentences,
  premiumLock,
  endIfCanceledNow,
  firstCharge,
  listPriceSavings,
  nextBillingDate,
  paymentSuccessPath,
  paymentSuccessView,
  priceQuote,
  subscriptionEnd,
  type SubscriptionStatus,
} from './billing';

const trialEnd = '2027-03-05T10:00:00.000Z';
const periodEnd = '2027-12-01T00:00:00.000Z';

describe('pricing maths', () => {
  it('keeps the list price, savings and total of the product rules', () => {
    expect(priceQuote(1, 11.88)).toEqual({ listTotal: 23.88, savings: 12, total: 11.88 });
    expect(priceQuote(3, 11.88)).toEqual({ listTotal: 71.64, savings: 36, total: 35.64 });
    expect(priceQuote(10, 9.99)).toEqual({ listTotal: 238.8, savings: 138.9, total: 99.9 });
  });
});

describe('the comparison with the list price', () => {
  it('keeps the pricing maths and adds the saving on each card while the price is below the list price', () => {
    expect(listPriceSavings(1, 11.88)).toEqual({
      listPrice: 23.88,
      perCard: 12,
      listTotal: 23.88,
      savings: 12,
    });
    expect(listPriceSavings(3, 11.88)).toEqual({
      listPrice: 23.88,
      perCard: 12,
      listTotal: 71.64,
      savings: 36,
    });
    expect(listPriceSavings(10, 23.87)).toMatchObject({ perCard: 0.01, savings: 0.1 });
  });

  it('is absent when the price charged is the list price or above: nothing is saved', () => {
    for (const unitPrice of [23.88, 23.875, 24, 30, 1000]) {
      for (const quantity of [1, 2, 10]) {
        expect(listPriceSavings(quantity, unitPrice), `${quantity} at ${unitPrice}`).toBeNull();
      }
    }
  });
});

describe('what the payment-success page says', () => {
  const path = (outcome: Parameters<typeof paymentSuccessPath>[0]) =>
    new URL(paymentSuccessPath(outcome), 'http://x').searchParams.get('outcome');

  it('names a trial for a trialing subscription, with the words of the outcome the server sent', () => {
    const trialing = { status: 'trialing' as const };
    expect(paymentSuccessView(path('trial_started'), trialing)).toBe('trial_started');
    expect(paymentSuccessView(path('trial_cards_added'), trialing)).toBe('trial_cards_added');
    // Nothing was charged whatever the address says.
    expect(paymentSuccessView(path('paid'), trialing)).toBe('trial_active');
    expect(paymentSuccessView(null, trialing)).toBe('trial_active');
    expect(paymentSuccessView('anything', trialing)).toBe('trial_active');
  });

  it('says a payment was made for any other subscription, whatever the address claims', () => {
    for (const status of ['active', 'canceled', 'past_due'] as const) {
      for (const outcome of ['trial_started', 'trial_cards_added', 'paid', null]) {
        expect(paymentSuccessView(outcome, { status }), `${status} ${outcome}`).toBe('paid');
      }
    }
  });

  it("lets the server's outcome stand in until the provider confirms a new subscription", () => {
    for (const details of [undefined, { status: null }]) {
      expect(paymentSuccessView('trial_started', details)).toBe('trial_started');
      expect(paymentSuccessView('paid', details)).toBe('paid');
      expect(paymentSuccessView(null, details)).toBe('paid');
      expect(paymentSuccessView('TRIAL_STARTED', details)).toBe('paid');
    }
  });
});

describe('the first charge of a trial', () => {
  it('is every card at the unit price, on the day the trial ends', () => {
    expect(
      firstCharge({ status: 'trialing', card_allocation: 3, trial_end: trialEnd }, 11.88),
    ).toEqual({ amount: 35.64, cards: 3, date: new Date(trialEnd) });
  });

  it('does not exist outside a trial', () => {
    for (const status of ['active', 'past_due', 'canceled', null] as const) {
      expect(firstCharge({ status, card_allocation: 3, trial_end: trialEnd }, 11.88)).toBe(
        undefined,
      );
    }
    expect(firstCharge({ status: 'trialing', card_allocation: 3, trial_end: null }, 11.88)).toBe(
      undefined,
    );
  });
});

describe('billing and ending dates', () => {
  const active = {
    status: 'active' as const,
    current_period_end: periodEnd,
    cancel_at_period_end: false,
    ended_at: null,
  };

  it('bills an active subscription again at the end of its period', () => {
    expect(nextBillingDate(active)).toBe(periodEnd);
    expect(subscriptionEnd(active)).toBe(null);
  });

  it('never bills a canceled subscription, nor one that ends at its period end', () => {
    expect(nextBillingDate({ ...active, status: 'canceled' })).toBe(null);
    expect(nextBillingDate({ ...active, cancel_at_period_end: true })).toBe(null);
    expect(subscriptionEnd({ ...active, cancel_at_period_end: true })).toBe(periodEnd);
    const ended = '2027-02-01T00:00:00.000Z';
    expect(subscriptionEnd({ ...active, status: 'canceled', ended_at: ended })).toBe(ended);
  });

  it('ends an active subscription canceled now at its period end, anything else at once', () => {
    const now = new Date('2027-01-10T12:00:00.000Z');
    expect(endIfCanceledNow(active, now)).toEqual(new Date(periodEnd));
    expect(endIfCanceledNow({ status: 'trialing', current_period_end: trialEnd }, now)).toBe(now);
    expect(endIfCanceledNow({ status: 'past_due', current_period_end: periodEnd }, now)).toBe(now);
  });

  it('deletes the cards RETENTION_DAYS after the end', () => {
    expect(cardsDeletedOn('2027-01-10T12:00:00.000Z', 30)).toEqual(
      new Date('2027-02-09T12:00:00.000Z'),
    );
    expect(cardsDeletedOn(new Date(periodEnd), 0)).toEqual(new Date(periodEnd));
  });
});

describe('cards beyond the allocation', () => {
  const details = (status: SubscriptionStatus | null, allocation: number, held: number) => ({
    status,
    card_allocation: allocation,
    current_card_count: held,
  });

  it('counts the cards held beyond a subscription that still gives access', () => {
    expect(cardsOverAllocation(details('active', 2, 3))).toBe(1);
    expect(cardsOverAllocation(details('trialing', 1, 4))).toBe(3);
    expect(cardsOverAllocation(details('past_due', 2, 3))).toBe(1);
    expect(cardsOverAllocation(details('active', 3, 3))).toBe(0);
    // An ended subscription's cards are under retention instead; none is none.
    expect(cardsOverAllocation(details('canceled', 1, 3))).toBe(0);
    expect(cardsOverAllocation(details(null, 0, 0))).toBe(0);
  });

  it('opens premium only to a live subscription whose cards fit', () => {
    expect(premiumLock(details('active', 3, 3))).toBeNull();
    expect(premiumLock(details('trialing', 3, 0))).toBeNull();
    expect(premiumLock(details('active', 2, 3))).toBe('over_allocation');
    expect(premiumLock(details('past_due', 5, 1))).toBe('ended');
    expect(premiumLock(details('canceled', 5, 1))).toBe('ended');
    expect(premiumLock(details(null, 0, 0))).toBe('ended');
  });

  it('says how many cards to delete, in words that agree with the numbers', () => {
    expect(overAllocationSentences(3, 1)).toEqual({
      situation: 'Your subscription now pays for 1 card, and you have 3 cards.',
      consequence:
        'Until you are back within 1 card, you cannot create cards or choose premium designs. Your cards and their public pages keep working.',
      remedy: 'Delete 2 cards, or add cards on the Pricing page.',
    });
  });
});
