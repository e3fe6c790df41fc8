import { describe, expect, it } from 'vitest';
import type { ReconcileResult } from '../../../shared/admin';
import { changeText, reconcileHeadline, reconcileToastText } from './reconcile-summary';
import { readMessagesIn } from '../../../../tests/support/unit/messages';

readMessagesIn();

const nothing: ReconcileResult = { checked: 3, updated: 0, failed: 0, changes: [] };
const change = (email: string): ReconcileResult['changes'][number] => ({
  subscriptionId: `sub-${email}`,
  userEmail: email,
  fields: [
    { field: 'status', from: 'trialing', to: 'past_due' },
    { field: 'cardAllocation', from: 2, to: 4 },
    { field: 'trialEnd', from: '2027-01-24T12:00:00.000Z', to: null },
    { field: 'cancelAtPeriodEnd', from: false, to: true },
  ],
});

describe('what Reconcile reports', () => {
  it('says so when nothing changed', () => {
    expect(reconcileHeadline(nothing)).toBe('Reconciled 3 subscriptions: nothing changed.');
    expect(reconcileHeadline({ ...nothing, checked: 1 })).toBe(
      'Reconciled 1 subscription: nothing changed.',
    );
    expect(reconcileToastText(nothing)).toBe('Reconciled 3 subscriptions: nothing changed.');
  });

  it('lists each change with the values before and after', () => {
    expect(changeText(change('ada@example.com'))).toBe(
      'ada@example.com: status trialing → past due, cards 2 → 4, trial end Jan 24, 2027 → none, ends at period end no → yes',
    );
  });

  it('names failures and keeps the toast short', () => {
    const many: ReconcileResult = {
      checked: 9,
      updated: 5,
      failed: 1,
      changes: ['a', 'b', 'c', 'd', 'e'].map((name) => change(`${name}@example.com`)),
    };
    expect(reconcileHeadline(many)).toBe(
      'Reconciled 9 subscriptions: 5 changed. 1 could not be read from the payment provider and was left as it is.',
    );
    const toastText = reconcileToastText(many);
    expect(toastText).toContain('c@example.com: status');
    expect(toastText).not.toContain('d@example.com');
    expect(toastText.endsWith('and 2 more')).toBe(true);
  });
});
