import type { AdminSubscription } from '../../../shared/admin';
import { toCsv } from '../../../shared/csv';
import { translate } from '../../lib/i18n/intl';
import type { StatusChoice } from './user-filters';

/**
 * Who holds the subscription, in one line: `Organisation: {name}` for an organisation's
 * (docs/product.md#team-billing), else the user's name and address.
 */
export const subscriberOf = (row: AdminSubscription): string =>
  row.organisation_name === null
    ? translate('admin.subscriber.user', { name: row.user_name, email: row.user_email })
    : translate('admin.subscriber.organisation', { name: row.organisation_name });

/** Client-side filtering (docs/product.md#screens-admin): the text matches name, e-mail, organisation or the provider's id. */
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
        [
          row.user_name,
          row.user_email,
          row.organisation_name ?? '',
          row.provider_subscription_id ?? '',
          row.id,
        ].some((value) => value.toLowerCase().includes(needle))),
  );
}

/**
 * The export's columns: the admin subscription row of docs/product.md#data-admin, then the
 * allocation; last, an organisation's name (empty on a person's).
 */
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
  'organisation_name',
] as const satisfies readonly (keyof AdminSubscription)[];

export const subscriptionsCsv = (rows: readonly AdminSubscription[]) =>
  toCsv(
    SUBSCRIPTION_CSV_COLUMNS,
    rows.map((row) => SUBSCRIPTION_CSV_COLUMNS.map((column) => row[column])),
  );

export const subscriptionsCsvName = (now = new Date()) =>
  `subscriptions-${now.toISOString().slice(0, 10)}.csv`;
