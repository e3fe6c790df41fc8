import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { subscriptionObject } from '../../../../../tests/support/fakes/loopback-stripe-api';
import { addCalendarMonths, toProviderState, toStatus } from './subscription-state';

const PRICE = 'price_test_1';

describe('toStatus', () => {
  const cases: [Stripe.Subscription.Status, string][] = [
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['incomplete', 'past_due'],
    ['paused', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['some_future_status', 'past_due'],
  ];
  it.each(cases)('maps %s to %s', (stripeStatus, ours) => {
    expect(toStatus(stripeStatus)).toBe(ours);
    expect(toProviderState(subscriptionObject({ status: stripeStatus }), PRICE).status).toBe(ours);
  });
});

describe('toProviderState', () => {
  it('takes the quantity and the billing period from the subscription item', () => {
    const state = toProviderState(
      subscriptionObject({
        id: 'sub_1',
        customer: 'cus_1',
        status: 'trialing',
        quantity: 7,
        trialEnd: 1_772_323_200,
        periodStart: 1_767_225_600,
        periodEnd: 1_772_323_200,
      }),
      PRICE,
    );
    expect(state).toEqual({
      providerCustomerId: 'cus_1',
      providerSubscriptionId: 'sub_1',
      status: 'trialing',
      cardAllocation: 7,
      trialEnd: new Date('2026-03-01T00:00:00Z'),
      currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-03-01T00:00:00Z'),
      canceledAt: null,
      endedAt: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('reports a scheduled cancellation and an ended subscription as dates', () => {
    const scheduled = toProviderState(
      subscriptionObject({ status: 'active', cancelAtPeriodEnd: true, canceledAt: 1_770_000_000 }),
      PRICE,
    );
    expect(scheduled.cancelAtPeriodEnd).toBe(true);
    expect(scheduled.canceledAt).toEqual(new Date(1_770_000_000_000));
    expect(scheduled.endedAt).toBeNull();

    // The portal may schedule the end with cancel_at instead of cancel_at_period_end.
    const viaCancelAt = toProviderState(
      subscriptionObject({ status: 'active', cancelAt: 1_798_761_600 }),
      PRICE,
    );
    expect(viaCancelAt.cancelAtPeriodEnd).toBe(true);

    const ended = toProviderState(
      subscriptionObject({ status: 'canceled', canceledAt: 1_770_000_000, endedAt: 1_770_000_000 }),
      PRICE,
    );
    expect(ended.status).toBe('canceled');
    expect(ended.endedAt).toEqual(new Date(1_770_000_000_000));
    expect(ended.cancelAtPeriodEnd).toBe(false);
  });

  it('reads an expanded customer and tolerates a subscription without items', () => {
    const sub = subscriptionObject();
    const expanded = { ...sub, customer: { id: 'cus_expanded', object: 'customer' } };
    expect(toProviderState(expanded as Stripe.Subscription, PRICE).providerCustomerId).toBe(
      'cus_expanded',
    );

    const empty = { ...sub, items: { ...sub.items, data: [] } };
    const state = toProviderState(empty, PRICE);
    expect(state.cardAllocation).toBe(0);
    expect(state.currentPeriodStart).toBeNull();
    expect(state.currentPeriodEnd).toBeNull();
  });
});

describe('toProviderState and the price', () => {
  it('counts only the quantity of our price', () => {
    const mixed = subscriptionObject({
      quantity: 3,
      otherItems: [{ priceId: 'price_other', quantity: 1000 }],
    });
    expect(toProviderState(mixed, PRICE).cardAllocation).toBe(3);
    const otherFirst = subscriptionObject({
      priceId: 'price_other',
      quantity: 1000,
      otherItems: [{ priceId: PRICE, quantity: 4 }],
    });
    expect(toProviderState(otherFirst, PRICE).cardAllocation).toBe(4);
  });

  it('gives no cards to a subscription without our price', () => {
    const foreign = subscriptionObject({ priceId: 'price_other', quantity: 1000 });
    expect(toProviderState(foreign, PRICE).cardAllocation).toBe(0);
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15T10:30:00.000Z', '2026-03-15T10:30:00.000Z'],
    ['2025-12-31T23:00:00.000Z', '2026-02-28T23:00:00.000Z'],
    ['2027-12-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['2026-11-30T12:00:00.000Z', '2027-01-30T12:00:00.000Z'],
  ])('2 calendar months after %s is %s', (from, to) => {
    expect(addCalendarMonths(new Date(from), 2).toISOString()).toBe(to);
  });
});
