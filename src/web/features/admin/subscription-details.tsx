import type { ReactNode } from 'react';
import type { AdminSubscription } from '../../../shared/admin';
import {
  DialogBody,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { StatusBadge } from '../../components/ui/badge';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { formatDateTime, formatNumber, formatShortDate } from '../../lib/format';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { subscriberOf } from './subscription-rows';

/** View: every field of one subscription row. */
export function SubscriptionDetails({ row }: { row: AdminSubscription }) {
  const t = useT();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('admin.details.title')}</DialogTitle>
        <DialogDescription className="wrap-anywhere">{subscriberOf(row)}</DialogDescription>
      </DialogHeader>
      <DialogBody label={t('admin.details.fields')}>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-3">
          {fields(row).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{t(label)}</dt>
              <dd className="wrap-anywhere text-ink max-sm:mb-2">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogBody>
    </>
  );
}

/** Left to right inside any page: an address or an id. */
const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;

/** Each field's label (a message id) and its value, in the active language. */
function fields(row: AdminSubscription): [MessageId, ReactNode][] {
  return [
    ...(row.organisation_name === null
      ? ([
          ['admin.details.userName', row.user_name],
          ['admin.details.userEmail', ltr(row.user_email)],
        ] as [MessageId, ReactNode][])
      : ([['admin.details.organisation', row.organisation_name]] as [MessageId, ReactNode][])),
    ['admin.details.status', <StatusBadge key="status" status={row.status} />],
    ['admin.details.provider', row.provider],
    [
      'admin.details.providerId',
      row.provider_subscription_id
        ? ltr(row.provider_subscription_id)
        : translate('format.notAvailable'),
    ],
    ['admin.details.allocation', formatNumber(row.card_allocation)],
    ['admin.details.cardsCreated', formatNumber(row.current_card_count)],
    ['admin.details.trialEnd', formatShortDate(row.trial_end)],
    ['admin.details.periodStart', formatShortDate(row.current_period_start)],
    ['admin.details.periodEnd', formatShortDate(row.current_period_end)],
    [
      'admin.details.cancelsAtEnd',
      translate(row.cancel_at_period_end ? 'admin.details.yes' : 'admin.details.no'),
    ],
    ['admin.details.canceledAt', formatDateTime(row.canceled_at)],
    ['admin.details.endedAt', formatDateTime(row.ended_at)],
    ['admin.details.created', formatDateTime(row.created_at)],
    ['admin.details.id', ltr(row.id)],
    row.organisation_id === null
      ? ['admin.details.userId', ltr(row.user_id)]
      : ['admin.details.organisationId', ltr(row.organisation_id)],
  ];
}
