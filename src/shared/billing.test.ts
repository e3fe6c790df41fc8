import { describe, expect, it } from 'vitest';
import {
  cardsDeletedOn,
  endIfCanceledNow,
  firstCharge,
  nextBillingDate,
  priceQuote,
  subscriptionEnd,
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
