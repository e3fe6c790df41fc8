import type { ReactNode } from 'react';
import type { AdminSubscription } from '../../../shared/admin';
import {
  DialogBody,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { StatusBadge } from '../../components/ui/badge';
import { formatDateTime, formatShortDate } from '../../lib/format';
import { subscriberOf } from './subscription-rows';

/** View: every field of one subscription row. */
export function SubscriptionDetails({ row }: { row: AdminSubscription }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Subscription details</DialogTitle>
        <DialogDescription className="wrap-anywhere">{subscriberOf(row)}</DialogDescription>
      </DialogHeader>
      <DialogBody label="Subscription fields">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-3">
          {fields(row).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="wrap-anywhere text-ink max-sm:mb-2">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogBody>
    </>
  );
}

function fields(row: AdminSubscription): [string, ReactNode][] {
  return [
    ...(row.organisation_name === null
      ? ([
          ['User name', row.user_name],
          ['User e-mail', row.user_email],
        ] as [string, ReactNode][])
      : ([['Organisation', row.organisation_name]] as [string, ReactNode][])),
    ['Status', <StatusBadge key="status" status={row.status} />],
    ['Provider', row.provider],
    ['Provider subscription ID', row.provider_subscription_id ?? 'N/A'],
    ['Card allocation', String(row.card_allocation)],
    ['Cards created', String(row.current_card_count)],
    ['Trial end', formatShortDate(row.trial_end)],
    ['Period start', formatShortDate(row.current_period_start)],
    ['Period end', formatShortDate(row.current_period_end)],
    ['Cancels at period end', row.cancel_at_period_end ? 'Yes' : 'No'],
    ['Canceled at', formatDateTime(row.canceled_at)],
    ['Ended at', formatDateTime(row.ended_at)],
    ['Created', formatDateTime(row.created_at)],
    ['Subscription ID', row.id],
    row.organisation_id === null
      ? ['User ID', row.user_id]
      : ['Organisation ID', row.organisation_id],
  ];
}
