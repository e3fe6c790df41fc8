import { Eye, Pencil, XCircle } from 'lucide-react';
import type { AdminSubscription } from '../../../shared/admin';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/badge';
import { formatShortDate } from '../../lib/format';
import { ScrollTable, tdClasses, thClasses } from './admin-ui';

export type SubscriptionAction = 'view' | 'edit' | 'cancel';

/** Spec §3 Admin subscription rows with the View, Edit and Cancel buttons of spec §2. */
export function SubscriptionsTable({
  rows,
  onAction,
}: {
  rows: readonly AdminSubscription[];
  onAction: (action: SubscriptionAction, row: AdminSubscription) => void;
}) {
  return (
    <ScrollTable label="Subscriptions table">
      <thead>
        <tr>
          <th scope="col" className={thClasses}>
            User
          </th>
          <th scope="col" className={thClasses}>
            Status
          </th>
          <th scope="col" className={thClasses}>
            Provider subscription ID
          </th>
          <th scope="col" className={thClasses}>
            Period
          </th>
          <th scope="col" className={thClasses}>
            Created
          </th>
          <th scope="col" className={thClasses}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const cancelable = row.status !== 'canceled' && !row.cancel_at_period_end;
          return (
            <tr key={row.id} className="hover:bg-slate-50/70">
              <th scope="row" className={`${tdClasses} min-w-52 font-normal`}>
                <span className="block font-semibold break-words text-ink">{row.user_name}</span>
                <span className="block break-all text-ink-muted">{row.user_email}</span>
              </th>
              <td className={`${tdClasses} whitespace-nowrap`}>
                <StatusBadge status={row.status} />
                {row.cancel_at_period_end && row.status !== 'canceled' ? (
                  <span className="mt-1 block text-xs text-ink-muted">Ends at period end</span>
                ) : null}
              </td>
              <td className={`${tdClasses} min-w-44 font-mono text-xs break-all`}>
                {row.provider_subscription_id ?? <span className="text-slate-500">N/A</span>}
              </td>
              <td className={`${tdClasses} whitespace-nowrap`}>
                {formatShortDate(row.current_period_start)}
                <span className="sr-only"> to </span>
                <span aria-hidden="true"> –</span>
                <br />
                {formatShortDate(row.current_period_end)}
              </td>
              <td className={`${tdClasses} whitespace-nowrap`}>
                {formatShortDate(row.created_at)}
              </td>
              <td className={`${tdClasses} w-px`}>
                <div className="flex justify-end gap-1.5">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-haspopup="dialog"
                    onClick={() => onAction('view', row)}
                  >
                    <Eye aria-hidden="true" className="h-4 w-4" />
                    View<span className="sr-only"> subscription of {row.user_email}</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-haspopup="dialog"
                    onClick={() => onAction('edit', row)}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    Edit<span className="sr-only"> subscription of {row.user_email}</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    aria-haspopup="dialog"
                    disabled={!cancelable}
                    onClick={() => onAction('cancel', row)}
                  >
                    <XCircle aria-hidden="true" className="h-4 w-4" />
                    Cancel<span className="sr-only"> subscription of {row.user_email}</span>
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
