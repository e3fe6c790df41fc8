import { listPriceSavings, priceQuote, type Pricing } from '../../../shared/billing';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';

/**
 * The server's price and the total for a quantity, in the server's currency; while that price is
 * below the list price, the list price struck through, a line saying what it is compared with, and
 * the savings (docs/product.md#screens-pricing). Until the server's price arrives nothing is shown
 * but a line saying so.
 */
export function PriceSummary({
  quantity,
  pricing,
  loading,
}: {
  quantity: number;
  pricing: Pricing | undefined;
  loading: boolean;
}) {
  const t = useT();
  const quote = pricing ? priceQuote(quantity, pricing.unit_price) : null;
  const list = pricing ? listPriceSavings(quantity, pricing.unit_price) : null;
  const money = (amount: number) => (pricing ? formatMoney(amount, pricing.currency) : '');
  return (
    <section
      aria-label={t('billing.price.region')}
      className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
      aria-live="polite"
    >
      {pricing ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {list ? (
            <span className="text-sm text-ink-muted">
              <span className="sr-only">{t('billing.price.listPrice')}</span>
              <del className="text-lg font-semibold text-slate-500">{money(list.listPrice)}</del>
            </span>
          ) : null}
          <span className="text-3xl font-extrabold tracking-tight text-ink">
            <span className="sr-only">{t('billing.price.ourPrice')}</span>
            {money(pricing.unit_price)}
          </span>
          <span className="text-sm text-ink-muted">{t('billing.price.perCardPerYear')}</span>
        </p>
      ) : null}
      {list ? (
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          {t('billing.price.compared', {
            listPrice: money(list.listPrice),
            saving: money(list.perCard),
          })}
        </p>
      ) : null}
      {quote ? (
        <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
          {list ? (
            <>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">
                  {t('billing.price.atListPrice', { count: quantity })}
                </dt>
                <dd className="text-slate-500 tabular-nums">
                  <del>{money(list.listTotal)}</del>
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="font-medium text-emerald-800">{t('billing.price.savings')}</dt>
                <dd className="font-semibold text-emerald-800 tabular-nums">
                  {money(list.savings)}
                </dd>
              </div>
            </>
          ) : null}
          <div
            className={cn(
              'flex items-baseline justify-between gap-4',
              list && 'border-t border-slate-200 pt-2',
            )}
          >
            <dt className="font-bold text-ink">{t('billing.price.totalPerYear')}</dt>
            <dd className="text-xl font-extrabold text-ink tabular-nums">{money(quote.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">
          {t(loading ? 'billing.price.loading' : 'billing.price.unavailable')}
        </p>
      )}
    </section>
  );
}
