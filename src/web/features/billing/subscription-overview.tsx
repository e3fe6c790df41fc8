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
import { formatLongDate, formatMoney } from '../../lib/format';
import { billingStatusText } from '../../lib/subscription-status';
import { StatusBadge } from '../../components/ui/badge';
import { Panel } from '../../components/ui/panel';
import { TermGrid } from '../../components/ui/term-grid';

/** Usage vault (docs/product.md#screens-subscription): badge, trial end, 'Used X of Y cards', percentage, bar and three tiles. */
export function UsageVault({ details }: { details: SubscriptionDetails }) {
  const allocated = details.card_allocation;
  const created = details.current_card_count;
  return (
    <UsagePanel
      title="CardVault"
      subtitle={
        details.status === 'trialing' ? (
          <>
            <CalendarClock aria-hidden="true" className="h-4 w-4" />
            Trial ends on {formatLongDate(details.trial_end)}
          </>
        ) : null
      }
      badge={<StatusBadge status={details.status} unknownAs="Active" />}
      usageText={`Used ${created} of ${allocated} cards`}
      percent={usagePercent(created, allocated)}
      tiles={[
        ['Card Allocation', allocated],
        ['Cards Created', created],
        ['Cards Remaining', Math.max(0, allocated - created)],
      ]}
    />
  );
}

/** The trial banner (docs/product.md#screens-subscription) and its Cancel Trial button. */
export function TrialBanner({ onCancel }: { onCancel: () => void }) {
  return (
    <section
      aria-label="Trial"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-sm font-medium text-brand-950">
        <Gift aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        All benefits available during trial - no charges until trial ends
      </p>
      <Button
        variant="outline"
        className="shrink-0 border-red-300 text-red-800 hover:bg-red-50"
        onClick={onCancel}
      >
        Cancel Trial
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
  const nextBilling = nextBillingDate(details);
  const rows: [string, string][] = [
    ['Billing Period', 'Annual'],
    ['Billing Period Start', formatLongDate(details.current_period_start)],
    ['Next Billing Date', formatLongDate(nextBilling)],
    ['Canceled Date', formatLongDate(details.canceled_at)],
    ['End Date', formatLongDate(subscriptionEnd(details))],
    ['Billing Status', billingStatusText(details.status)],
  ];
  if (nextBilling && pricing) {
    rows.push(['Price', `${formatMoney(pricing.unit_price, pricing.currency)} per card per year`]);
  }
  return (
    <Panel title="Billing Information">
      <TermGrid rows={rows} />
    </Panel>
  );
}

const NEEDED_FEATURES = [
  { icon: InfinityIcon, text: 'Unlimited cards on higher plans' },
  { icon: LayoutTemplate, text: 'Premium Card Templates' },
  { icon: Headset, text: 'Priority Support' },
];

/** Subscription page without (docs/product.md#screens-subscription) a subscription. */
export function SubscriptionNeeded() {
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
        Subscription Needed
      </h2>
      <p className="mx-auto mt-2 max-w-md text-base text-slate-700">
        Start your 2-month free trial to create digital business cards!
      </p>
      <IconList items={NEEDED_FEATURES} className="mx-auto mt-6 grid max-w-md gap-3 text-start" />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/pricing" variant="outline" size="lg">
          View Plans
        </ButtonLink>
        <ButtonLink to="/pricing" size="lg">
          Start Free Trial
        </ButtonLink>
      </div>
      <TemplateGallery
        className="mt-10 border-t border-slate-200 pt-8 text-start"
        title="See every template"
        headingLevel={3}
        description="Your trial includes every template, your colours, fonts and company logo."
      />
    </section>
  );
}
