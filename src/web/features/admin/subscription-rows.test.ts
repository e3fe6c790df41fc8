import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AdminSubscription } from '../../../shared/admin';
import {
  filterSubscriptions,
  subscriberOf,
  subscriptionsCsv,
  subscriptionsCsvName,
} from './subscription-rows';
import { readMessagesIn } from '../../../../tests/support/unit/messages';

readMessagesIn();

const row = (overrides: Partial<AdminSubscription>): AdminSubscription => ({
  id: 'sub-1',
  user_id: 'user-1',
  user_name: 'Ada Lovelace',
  user_email: 'ada@example.com',
  organisation_id: null,
  organisation_name: null,
  status: 'active',
  provider: 'local',
  provider_subscription_id: 'local_sub_1',
  card_allocation: 3,
  current_card_count: 1,
  trial_end: null,
  current_period_start: '2026-01-01T00:00:00.000Z',
  current_period_end: '2027-01-01T00:00:00.000Z',
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const rows = [
  row({}),
  row({ id: 'sub-2', user_name: 'Grace Hopper', user_email: 'grace@navy.mil', status: 'trialing' }),
  row({
    id: 'sub-3',
    user_name: 'Alan Turing',
    provider_subscription_id: null,
    status: 'canceled',
  }),
];

describe('filterSubscriptions', () => {
  it('matches name, e-mail and provider id, ignoring case and spaces around', () => {
    expect(filterSubscriptions(rows, ' GRACE ', 'any').map((r) => r.id)).toEqual(['sub-2']);
    expect(filterSubscriptions(rows, 'navy.mil', 'any').map((r) => r.id)).toEqual(['sub-2']);
    expect(filterSubscriptions(rows, 'local_sub', 'any')).toHaveLength(2);
  });

  it("matches an organisation's name, and names its subscription by it", () => {
    const team = row({
      id: 'sub-org',
      user_id: '',
      user_name: '',
      user_email: '',
      organisation_id: 'org-1',
      organisation_name: 'Acme Ltd',
    });
    expect(filterSubscriptions([...rows, team], 'acme', 'any').map((r) => r.id)).toEqual([
      'sub-org',
    ]);
    expect(subscriberOf(team)).toBe('Organisation: Acme Ltd');
    expect(subscriberOf(row({}))).toBe('Ada Lovelace (ada@example.com)');
  });

  it('filters by status, together with the text', () => {
    expect(filterSubscriptions(rows, '', 'canceled').map((r) => r.id)).toEqual(['sub-3']);
    expect(filterSubscriptions(rows, 'ada', 'trialing')).toEqual([]);
    expect(filterSubscriptions(rows, '', 'any')).toHaveLength(3);
  });
});

describe('subscriptionsCsv', () => {
  it('writes the header and one neutralised line per row', () => {
    const csv = subscriptionsCsv([
      row({ user_name: '=HYPERLINK("x")', provider_subscription_id: null }),
    ]);
    const [header, line] = parse(csv) as string[][];
    expect(header).toEqual([
      'user_name',
      'user_email',
      'status',
      'provider',
      'provider_subscription_id',
      'card_allocation',
      'current_card_count',
      'current_period_start',
      'current_period_end',
      'created_at',
      'organisation_name',
    ]);
    expect(line).toEqual([
      '\'=HYPERLINK("x")',
      'ada@example.com',
      'active',
      'local',
      '',
      '3',
      '1',
      '2026-01-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '',
    ]);
  });

  it('names the file after the day', () => {
    expect(subscriptionsCsvName(new Date('2026-03-04T12:00:00Z'))).toBe(
      'subscriptions-2026-03-04.csv',
    );
  });
});
