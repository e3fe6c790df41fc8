import type { ReconcileResult, ReconciledField } from '../../../shared/admin';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { formatShortDate } from '../../lib/format';
import { translate } from '../../lib/i18n/intl';

type Change = ReconcileResult['changes'][number];
type FieldChange = Change['fields'][number];

const FIELD_LABELS: Record<ReconciledField, MessageId> = {
  status: 'admin.reconcile.status',
  cardAllocation: 'admin.reconcile.cardAllocation',
  trialEnd: 'admin.reconcile.trialEnd',
  currentPeriodStart: 'admin.reconcile.currentPeriodStart',
  currentPeriodEnd: 'admin.reconcile.currentPeriodEnd',
  cancelAtPeriodEnd: 'admin.reconcile.cancelAtPeriodEnd',
  canceledAt: 'admin.reconcile.canceledAt',
  endedAt: 'admin.reconcile.endedAt',
};

const DATE_FIELDS = new Set<ReconciledField>([
  'trialEnd',
  'currentPeriodStart',
  'currentPeriodEnd',
  'canceledAt',
  'endedAt',
]);

function valueText(field: ReconciledField, value: FieldChange['from']): string {
  if (value === null) return translate('admin.reconcile.none');
  if (typeof value === 'boolean') {
    return translate(value ? 'admin.reconcile.yes' : 'admin.reconcile.no');
  }
  if (DATE_FIELDS.has(field)) return formatShortDate(String(value));
  return String(value).replaceAll('_', ' ');
}

/** 'ada@example.com: status trialing → active, cards 2 → 4', in the active language. */
export const changeText = ({ userEmail, fields }: Change): string =>
  `${userEmail}: ${fields
    .map(({ field, from, to }) =>
      translate('admin.reconcile.change', {
        field: translate(FIELD_LABELS[field]),
        from: valueText(field, from),
        to: valueText(field, to),
      }),
    )
    .join(', ')}`;

/** 'Reconciled 3 subscriptions: nothing changed.' or '…: 1 changed.', and what failed. */
export function reconcileHeadline({ checked, updated, failed }: ReconcileResult): string {
  const headline = translate('admin.reconcile.headline', { checked, updated });
  return failed ? `${headline} ${translate('admin.reconcile.failures', { failed })}` : headline;
}

/** The toast: the headline, then the first few changes (the page lists them all). */
export function reconcileToastText(result: ReconcileResult, shown = 3): string {
  const listed = result.changes.slice(0, shown).map(changeText);
  const more = result.changes.length - listed.length;
  return [
    reconcileHeadline(result),
    ...listed,
    ...(more > 0 ? [translate('admin.reconcile.more', { count: more })] : []),
  ].join(' ');
}
