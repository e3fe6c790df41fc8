import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookList } from '../../../shared/webhooks';
import { refreshIntervalOf } from './api';

const NOW = Date.parse('2026-11-27T12:00:00Z');

const delivery = (fields: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'd1',
  type: 'webhook.test',
  status: 'pending',
  state: 'queued',
  attempts: 0,
  nextAttemptAt: null,
  lastStatusCode: null,
  createdAt: new Date(NOW - 1_000).toISOString(),
  deliveredAt: null,
  ...fields,
});

const listOf = (...deliveries: WebhookDelivery[]): WebhookList => ({
  items: [{ id: 'e1', url: 'https://hooks.example/a', events: [], createdAt: '', deliveries }],
});

describe('how often the webhook list is asked again', () => {
  it('asks every two seconds while a delivery is queued or being sent', () => {
    expect(refreshIntervalOf(listOf(delivery({ state: 'queued' })), NOW)).toBe(2_000);
    expect(refreshIntervalOf(listOf(delivery({ state: 'sending', attempts: 1 })), NOW)).toBe(2_000);
  });

  it('asks again at the next attempt of a delivery waiting to be retried, within a minute', () => {
    const retrying = (inMs: number) =>
      delivery({
        state: 'retrying',
        status: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(NOW + inMs).toISOString(),
      });
    expect(refreshIntervalOf(listOf(retrying(10_000)), NOW)).toBe(12_000);
    expect(refreshIntervalOf(listOf(retrying(3_600_000)), NOW)).toBe(60_000);
    // Overdue: soon.
    expect(refreshIntervalOf(listOf(retrying(-5_000)), NOW)).toBe(2_000);
    // The soonest of several.
    expect(
      refreshIntervalOf(listOf(retrying(3_600_000), delivery({ state: 'sending' })), NOW),
    ).toBe(2_000);
  });

  it('asks less often about a delivery no worker has taken for minutes', () => {
    const old = delivery({ createdAt: new Date(NOW - 10 * 60_000).toISOString() });
    expect(refreshIntervalOf(listOf(old), NOW)).toBe(60_000);
  });

  it('stops once every delivery has settled', () => {
    expect(
      refreshIntervalOf(
        listOf(
          delivery({ state: 'delivered', status: 'sent', attempts: 1, lastStatusCode: 200 }),
          delivery({ state: 'failed', status: 'failed', attempts: 8 }),
        ),
        NOW,
      ),
    ).toBe(false);
    expect(refreshIntervalOf(listOf(), NOW)).toBe(false);
    expect(refreshIntervalOf(undefined, NOW)).toBe(false);
  });
});
