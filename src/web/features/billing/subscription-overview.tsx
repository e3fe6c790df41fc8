import { useId } from 'react';
import {
  CalendarClock,
  Gift,
  Headset,
  Infinity as InfinityIcon,
  LayoutTemplate,
} from 'lucide-react';
import {
  nextBillingDate,
  subscriptionEnd,
  type Pricing,
  type SubscriptionDetails,
} from '../../../shared/billing';
import { usagePercent } from '../../../shared/text';
import { Button, ButtonLink } from '../../components/ui/button';
import { TemplateGallery } from '../../components/template-gallery';
import { IconList } from '../../components/ui/icon-list';
import { UsagePanel } from '../../components/ui/usage-panel';
import { formatLongDate, formatMoney, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { billingStatusText } from '../../lib/subscription-status';
import { StatusBadge } from '../../components/ui/badge';
import { Panel } from '../../components/ui/panel';
import { TermGrid } from '../../components/ui/term-grid';

/** Usage vault (docs/product.md#screens-subscription): badge, trial end, 'Used X of Y cards', percentage, bar and three tiles. */
export function UsageVault({ details }: { details: SubscriptionDetails }) {
  const t = useT();
  const allocated = details.card_allocation;
  const created = details.current_card_count;
  return (
    <UsagePanel
      title="CardVault"
      subtitle={
        details.status === 'trialing' ? (
          <>
            <CalendarClock aria-hidden="true" className="h-4 w-4" />
            {t('billing.usage.trialEnds', { date: formatLongDate(details.trial_end) })}
          </>
        ) : null
      }
      badge={<StatusBadge status={details.status} unknownAs={t('billing.status.active')} />}
      usageText={t('billing.usage.used', {
        created: formatNumber(created),
        allocated: formatNumber(allocated),
      })}
      percent={usagePercent(created, allocated)}
      tiles={[
        [t('billing.usage.allocation'), allocated],
        [t('billing.usage.created'), created],
        [t('billing.usage.remaining'), Math.max(0, allocated - created)],
      ]}
    />
  );
}

/** The trial banner (docs/product.md#screens-subscription) and its Cancel Trial button. */
export function TrialBanner({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  return (
    <section
      aria-label={t('billing.trialBanner.label')}
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-sm font-medium text-brand-950">
        <Gift aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        {t('billing.trialBanner.text')}
      </p>
      <Button
        variant="outline"
        className="shrink-0 border-red-300 text-red-800 hover:bg-red-50"
        onClick={onCancel}
      >
        {t('billing.trialBanner.cancel')}
      </Button>
    </section>
  );
}

/**
 * The billing information of a non-trial subscription. A subscription that is canceled, or ends
 * at its period end, has no next billing date; its End Date is when it ended or will end. While
 * it is still billed, the price beside (docs/product.md#screens-subscription).
 */
export function BillingInfo({
  details,
  pricing,
}: {
  details: SubscriptionDetails;
  pricing: Pricing | undefined;
}) {
  const t = useT();
  const nextBilling = nextBillingDate(details);
  const rows: [string, string][] = [
    [t('billing.info.period'), t('billing.info.annual')],
    [t('billing.info.periodStart'), formatLongDate(details.current_period_start)],
    [t('billing.info.nextBilling'), formatLongDate(nextBilling)],
    [t('billing.info.canceledDate'), formatLongDate(details.canceled_at)],
    [t('billing.info.endDate'), formatLongDate(subscriptionEnd(details))],
    [t('billing.info.status'), billingStatusText(details.status)],
  ];
  if (nextBilling && pricing) {
    rows.push([
      t('billing.info.price'),
      t('billing.price.amountPerCardPerYear', {
        price: formatMoney(pricing.unit_price, pricing.currency),
      }),
    ]);
  }
  return (
    <Panel title={t('billing.info.title')}>
      <TermGrid rows={rows} />
    </Panel>
  );
}

const NEEDED_FEATURES = [
  { icon: InfinityIcon, text: 'billing.needed.unlimited' },
  { icon: LayoutTemplate, text: 'billing.pricing.feature.templates' },
  { icon: Headset, text: 'billing.pricing.feature.support' },
] as const;

/** Subscription page without (docs/product.md#screens-subscription) a subscription. */
export function SubscriptionNeeded() {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <Gift aria-hidden="true" className="h-7 w-7" />
      </span>
      <h2 id={headingId} className="mt-5 text-2xl font-extrabold tracking-tight text-ink">
        {t('billing.needed.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-base text-slate-700">{t('billing.needed.text')}</p>
      <IconList
        items={NEEDED_FEATURES.map((item) => ({ icon: item.icon, text: t(item.text) }))}
        className="mx-auto mt-6 grid max-w-md gap-3 text-start"
      />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/pricing" variant="outline" size="lg">
          {t('billing.needed.viewPlans')}
        </ButtonLink>
        <ButtonLink to="/pricing" size="lg">
          {t('billing.needed.startTrial')}
        </ButtonLink>
      </div>
      <TemplateGallery
        className="mt-10 border-t border-slate-200 pt-8 text-start"
        title={t('billing.needed.galleryTitle')}
        headingLevel={3}
        description={t('billing.needed.galleryText')}
      />
    </section>
  );
}
