import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { StripeWebhookError, subscriptionIdOfEvent, verifyStripeEvent } from './webhook';

const stripe = new Stripe('sk_test_webhooks');
const secret = 'whsec_test_secret';

function eventPayload(type: string, object: Record<string, unknown>, id = 'evt_test_1') {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

const subscription = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  metadata: { user_id: 'user_1' },
};

function expectRejected(run: () => unknown) {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(StripeWebhookError);
  expect(caught).toBeInstanceOf(AppError);
  expect((caught as AppError).status).toBe(400);
  expect((caught as AppError).code).toBe('INVALID_WEBHOOK');
}

describe('verifyStripeEvent', () => {
  const payload = eventPayload('customer.subscription.updated', subscription);

  it('accepts an event signed with the endpoint secret', () => {
    const event = verifyStripeEvent(stripe, Buffer.from(payload), signed(payload), secret);
    expect(event.id).toBe('evt_test_1');
    expect(event.type).toBe('customer.subscription.updated');
  });

  it('verifies a redelivery within the tolerance again (deduplication is by event id)', () => {
    const header = signed(payload);
    const first = verifyStripeEvent(stripe, Buffer.from(payload), header, secret);
    const second = verifyStripeEvent(stripe, Buffer.from(payload), header, secret);
    expect(second.id).toBe(first.id);
  });

  it('rejects a signature made with another secret', () => {
    expectRejected(() =>
      verifyStripeEvent(
        stripe,
        Buffer.from(payload),
        signed(payload, { secret: 'whsec_other' }),
        secret,
      ),
    );
  });

  it('rejects a missing or malformed header', () => {
    expectRejected(() => verifyStripeEvent(stripe, Buffer.from(payload), undefined, secret));
    expectRejected(() => verifyStripeEvent(stripe, Buffer.from(payload), '', secret));
    expectRejected(() => verifyStripeEvent(stripe, Buffer.from(payload), 'garbage', secret));
  });

  it('rejects a body changed after signing', () => {
    const header = signed(payload);
    const tampered = payload.replace('"status":"active"', '"status":"canceled"');
    expect(tampered).not.toBe(payload);
    expectRejected(() => verifyStripeEvent(stripe, Buffer.from(tampered), header, secret));
  });

  it('rejects a correctly signed event older than 5 minutes', () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const header = signed(payload, { timestamp: tenMinutesAgo });
    expectRejected(() => verifyStripeEvent(stripe, Buffer.from(payload), header, secret));
    const fourMinutesAgo = Math.floor(Date.now() / 1000) - 240;
    const fresh = signed(payload, { timestamp: fourMinutesAgo });
    expect(verifyStripeEvent(stripe, Buffer.from(payload), fresh, secret).id).toBe('evt_test_1');
  });

  it('rejects a signed body that is not JSON', () => {
    const notJson = 'not json';
    expectRejected(() => verifyStripeEvent(stripe, Buffer.from(notJson), signed(notJson), secret));
  });
});

describe('subscriptionIdOfEvent', () => {
  const verified = (type: string, object: Record<string, unknown>) => {
    const payload = eventPayload(type, object);
    return verifyStripeEvent(stripe, Buffer.from(payload), signed(payload), secret);
  };

  it('checkout.session.completed: the subscription and the session, never the user ids it names', () => {
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: 'sub_1',
      customer: 'cus_1',
      client_reference_id: 'user_1',
      metadata: { user_id: 'user_1' },
    };
    expect(subscriptionIdOfEvent(verified('checkout.session.completed', session))).toEqual({
      subscriptionId: 'sub_1',
      checkoutSessionId: 'cs_1',
    });
    // An expanded subscription gives its id.
    const expanded = {
      ...session,
      subscription: { id: 'sub_2', object: 'subscription' },
      customer: { id: 'cus_2', object: 'customer' },
    };
    expect(subscriptionIdOfEvent(verified('checkout.session.completed', expanded))).toEqual({
      subscriptionId: 'sub_2',
      checkoutSessionId: 'cs_1',
    });
    const payment = { ...session, mode: 'payment', subscription: null };
    expect(subscriptionIdOfEvent(verified('checkout.session.completed', payment))).toEqual({});
  });

  it.each([
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
  ])('%s: the subscription itself', (type) => {
    expect(subscriptionIdOfEvent(verified(type, subscription))).toEqual({
      subscriptionId: 'sub_1',
    });
  });

  it.each(['invoice.paid', 'invoice.payment_failed'])(
    '%s: the subscription from parent.subscription_details',
    (type) => {
      const invoice = {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: 'sub_1', metadata: { user_id: 'user_1' } },
        },
      };
      expect(subscriptionIdOfEvent(verified(type, invoice))).toEqual({
        subscriptionId: 'sub_1',
      });
      // A one-off invoice belongs to no subscription.
      expect(subscriptionIdOfEvent(verified(type, { ...invoice, parent: null }))).toEqual({});
    },
  );

  it('events out of order point at the same subscription (the caller re-reads it)', () => {
    const later = verified('customer.subscription.updated', {
      ...subscription,
      status: 'past_due',
    });
    const earlier = verified('customer.subscription.created', {
      ...subscription,
      status: 'trialing',
    });
    expect(subscriptionIdOfEvent(later).subscriptionId).toBe('sub_1');
    expect(subscriptionIdOfEvent(earlier).subscriptionId).toBe('sub_1');
  });

  it('ignores events it does not handle', () => {
    expect(subscriptionIdOfEvent(verified('customer.created', { id: 'cus_1' }))).toEqual({});
  });
});
