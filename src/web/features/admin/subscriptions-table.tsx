import { Eye, Pencil, XCircle } from 'lucide-react';
import type { AdminSubscription } from '../../../shared/admin';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/badge';
import { formatShortDate } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { ScrollTable, tdClasses } from './admin-ui';
import { subscriberOf } from './subscription-rows';

export type SubscriptionAction = 'view' | 'edit' | 'cancel';

const ROW_ACTIONS = [
  { action: 'view', label: 'admin.subs.view', icon: Eye, variant: 'ghost', className: undefined },
  {
    action: 'edit',
    label: 'admin.subs.edit',
    icon: Pencil,
    variant: 'outline',
    className: undefined,
  },
  {
    action: 'cancel',
    label: 'admin.subs.cancel',
    icon: XCircle,
    variant: 'outline',
    className: 'text-red-700 hover:bg-red-50',
  },
] as const;

/** Admin subscription rows (docs/product.md#data-admin) with the View, Edit and Cancel buttons (docs/product.md#screens-admin). */
export function SubscriptionsTable({
  rows,
  onAction,
}: {
  rows: readonly AdminSubscription[];
  onAction: (action: SubscriptionAction, row: AdminSubscription) => void;
}) {
  const t = useT();
  return (
    <ScrollTable
      label={t('admin.subs.table')}
      columns={[
        t('admin.subs.user'),
        t('admin.subs.status'),
        t('admin.subs.providerId'),
        t('admin.subs.period'),
        t('admin.subs.created'),
        { srOnly: t('admin.subs.actions') },
      ]}
    >
      {rows.map((row) => {
        const cancelable = row.status !== 'canceled' && !row.cancel_at_period_end;
        return (
          <tr key={row.id} className="hover:bg-slate-50/70">
            <th scope="row" className={`${tdClasses} min-w-52 font-normal`}>
              {row.organisation_name === null ? (
                <>
                  <bdi className="block font-semibold break-words text-ink">{row.user_name}</bdi>
                  <bdi dir="ltr" className="block break-all text-ink-muted">
                    {row.user_email}
                  </bdi>
                </>
              ) : (
                <bdi className="block font-semibold break-words text-ink">{subscriberOf(row)}</bdi>
              )}
            </th>
            <td className={`${tdClasses} whitespace-nowrap`}>
              <StatusBadge status={row.status} />
              {row.cancel_at_period_end && row.status !== 'canceled' ? (
                <span className="mt-1 block text-xs text-ink-muted">
                  {t('admin.subs.endsAtPeriodEnd')}
                </span>
              ) : null}
            </td>
            <td className={`${tdClasses} min-w-44 font-mono text-xs break-all`}>
              {row.provider_subscription_id ? (
                <bdi dir="ltr">{row.provider_subscription_id}</bdi>
              ) : (
                <span className="text-slate-500">{t('format.notAvailable')}</span>
              )}
            </td>
            <td className={`${tdClasses} whitespace-nowrap`}>
              {formatShortDate(row.current_period_start)}
              <span className="sr-only"> {t('admin.subs.to')} </span>
              <span aria-hidden="true"> –</span>
              <br />
              {formatShortDate(row.current_period_end)}
            </td>
            <td className={`${tdClasses} whitespace-nowrap`}>{formatShortDate(row.created_at)}</td>
            <td className={`${tdClasses} w-px`}>
              <div className="flex justify-end gap-1.5">
                {ROW_ACTIONS.map(({ action, label, icon: Icon, variant, className }) => (
                  <Button
                    key={action}
                    variant={variant}
                    size="sm"
                    className={className}
                    aria-haspopup="dialog"
                    disabled={action === 'cancel' && !cancelable}
                    onClick={() => onAction(action, row)}
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {t(label)}
                    <span className="sr-only">
                      {' '}
                      {t('admin.subs.rowOf', { name: row.organisation_name ?? row.user_email })}
                    </span>
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
