import type { AdminSubscription } from '../../../shared/admin';
import { toCsv } from '../../../shared/csv';
import type { StatusChoice } from './user-filters';

/** Client-side filtering (docs/product.md#screens-admin): the text matches name, e-mail or the provider's id. */
export function filterSubscriptions(
  rows: readonly AdminSubscription[],
  text: string,
  status: StatusChoice,
): AdminSubscription[] {
  const needle = text.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (status === 'any' || row.status === status) &&
      (!needle ||
        [row.user_name, row.user_email, row.provider_subscription_id ?? '', row.id].some((value) =>
          value.toLowerCase().includes(needle),
        )),
  );
}

/** The export's columns: the admin subscription row of docs/product.md#data-admin, then the allocation. */
const SUBSCRIPTION_CSV_COLUMNS = [
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
] as const satisfies readonly (keyof AdminSubscription)[];

export const subscriptionsCsv = (rows: readonly AdminSubscription[]) =>
  toCsv(
    SUBSCRIPTION_CSV_COLUMNS,
    rows.map((row) => SUBSCRIPTION_CSV_COLUMNS.map((column) => row[column])),
  );

export const subscriptionsCsvName = (now = new Date()) =>
  `subscriptions-${now.toISOString().slice(0, 10)}.csv`;
