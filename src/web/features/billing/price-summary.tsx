import { LIST_PRICE_PER_CARD, priceQuote } from '../../../shared/billing';
import { formatAmount } from '../../lib/format';

/**
 * Spec §2/§9: the list price struck through, the server's price, savings and total for a quantity.
 * Without a price from the server only the list price is shown.
 */
export function PriceSummary({
  quantity,
  unitPrice,
  loading,
}: {
  quantity: number;
  unitPrice: number | undefined;
  loading: boolean;
}) {
  const quote = unitPrice === undefined ? null : priceQuote(quantity, unitPrice);
  return (
    <div className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200" aria-live="polite">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-sm text-ink-muted">
          <span className="sr-only">List price: </span>
          <del className="text-lg font-semibold text-slate-500">
            {formatAmount(LIST_PRICE_PER_CARD)}
          </del>
        </span>
        {unitPrice !== undefined ? (
          <span className="text-3xl font-extrabold tracking-tight text-ink">
            <span className="sr-only">Our price: </span>
            {formatAmount(unitPrice)}
          </span>
        ) : null}
        <span className="text-sm text-ink-muted">per card per year</span>
      </p>
      {quote ? (
        <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              {quantity} {quantity === 1 ? 'card' : 'cards'} at list price
            </dt>
            <dd className="text-slate-500 tabular-nums">
              <del>{formatAmount(quote.listTotal)}</del>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="font-medium text-emerald-800">Savings</dt>
            <dd className="font-semibold text-emerald-800 tabular-nums">
              {formatAmount(quote.savings)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2">
            <dt className="font-bold text-ink">Total per year</dt>
            <dd className="text-xl font-extrabold text-ink tabular-nums">
              {formatAmount(quote.total)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">
          {loading ? 'Loading the current price…' : 'The current price is not available right now.'}
        </p>
      )}
    </div>
  );
}
