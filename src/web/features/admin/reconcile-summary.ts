import type { ReconcileResult, ReconciledField } from '../../../shared/admin';
import { formatShortDate } from '../../lib/format';

type Change = ReconcileResult['changes'][number];
type FieldChange = Change['fields'][number];

const FIELD_LABELS: Record<ReconciledField, string> = {
  status: 'status',
  cardAllocation: 'cards',
  trialEnd: 'trial end',
  currentPeriodStart: 'period start',
  currentPeriodEnd: 'period end',
  cancelAtPeriodEnd: 'ends at period end',
  canceledAt: 'canceled',
  endedAt: 'ended',
};

const DATE_FIELDS = new Set<ReconciledField>([
  'trialEnd',
  'currentPeriodStart',
  'currentPeriodEnd',
  'canceledAt',
  'endedAt',
]);

function valueText(field: ReconciledField, value: FieldChange['from']): string {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (DATE_FIELDS.has(field)) return formatShortDate(String(value));
  return String(value).replaceAll('_', ' ');
}

/** 'ada@example.com: status trialing → active, cards 2 → 4'. */
export const changeText = ({ userEmail, fields }: Change): string =>
  `${userEmail}: ${fields
    .map(
      ({ field, from, to }) =>
        `${FIELD_LABELS[field]} ${valueText(field, from)} → ${valueText(field, to)}`,
    )
    .join(', ')}`;

/** 'Reconciled 3 subscriptions: nothing changed.' or '…: 1 changed.', and what failed. */
export function reconcileHeadline({ checked, updated, failed }: ReconcileResult): string {
  const subscriptions = `${checked} ${checked === 1 ? 'subscription' : 'subscriptions'}`;
  const outcome = updated === 0 ? 'nothing changed' : `${updated} changed`;
  const failures = failed
    ? ` ${failed} could not be read from the payment provider and ${failed === 1 ? 'was left as it is' : 'were left as they are'}.`
    : '';
  return `Reconciled ${subscriptions}: ${outcome}.${failures}`;
}

/** The toast: the headline, then the first few changes (the page lists them all). */
export function reconcileToastText(result: ReconcileResult, shown = 3): string {
  const listed = result.changes.slice(0, shown).map(changeText);
  const more = result.changes.length - listed.length;
  return [reconcileHeadline(result), ...listed, ...(more > 0 ? [`and ${more} more`] : [])].join(
    ' ',
  );
}
