import { SIGN_UP_PATH } from '../../lib/auth/auth-paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CalendarClock,
  Check,
  CreditCard,
  Crown,
  Headset,
  LayoutTemplate,
  Palette,
  RefreshCw,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import {
  CHECKOUT_MAX_CARDS,
  CHECKOUT_MIN_CARDS,
  type SubscriptionDetails,
} from '../../../shared/billing';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { TemplateGallery } from '../../components/template-gallery';
import { IconList, type IconItem } from '../../components/ui/icon-list';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { BusyButton } from '../../components/ui/submit-button';
import { useAuth } from '../../lib/auth/use-auth';
import { useT } from '../../lib/i18n/use-t';
import { usePricing } from '../../lib/pricing';
import { AddTrialCardsDialog } from './add-trial-cards-dialog';
import { useCheckout, usePortal, useSubscriptionDetails } from './api';
import { PriceSummary } from './price-summary';
import { QuantityStepper } from '../../components/ui/quantity-stepper';

type PricingVariant = 'none' | 'trialing' | 'active' | 'reactivate';

/** Pricing variants (docs/product.md#pricing-variants), by subscription state. */
function pricingVariant(details: SubscriptionDetails | undefined): PricingVariant {
  if (!details?.has_subscription) return 'none';
  if (details.status === 'trialing') return 'trialing';
  if (details.status === 'canceled' || details.status === 'past_due') return 'reactivate';
  return 'active';
}

/** A variant's words as message ids; its points are icons with their text's id. */
interface VariantCopy {
  icon: LucideIcon;
  eyebrow: MessageId;
  title: MessageId;
  lead: MessageId;
  points: { icon: LucideIcon; text: MessageId }[];
  action: MessageId;
}

/** Subscription terms (docs/product.md#subscription-terms), shown with the trial offer. */
const TRIAL_TERMS = [
  { icon: CalendarClock, text: 'billing.pricing.term.freeTrial' },
  { icon: CreditCard, text: 'billing.pricing.term.paymentMethod' },
  { icon: Check, text: 'billing.pricing.term.nothingCharged' },
  { icon: ShieldCheck, text: 'billing.pricing.term.cancelNoCommitment' },
] as const;

const VARIANTS: Record<PricingVariant, VariantCopy> = {
  none: {
    icon: Sparkles,
    eyebrow: 'billing.pricing.none.eyebrow',
    title: 'billing.pricing.none.title',
    lead: 'billing.pricing.none.lead',
    points: [...TRIAL_TERMS],
    action: 'billing.pricing.none.action',
  },
  trialing: {
    icon: Sparkles,
    eyebrow: 'billing.pricing.trialing.eyebrow',
    title: 'billing.pricing.trialing.title',
    lead: 'billing.pricing.trialing.lead',
    points: [
      { icon: CalendarClock, text: 'billing.pricing.trialing.endWithTrial' },
      { icon: Check, text: 'billing.pricing.trialing.noCharge' },
      { icon: ShieldCheck, text: 'billing.pricing.term.cancelNoCommitment' },
    ],
    action: 'billing.pricing.trialing.action',
  },
  active: {
    icon: Crown,
    eyebrow: 'billing.pricing.active.eyebrow',
    title: 'billing.pricing.active.title',
    lead: 'billing.pricing.active.lead',
    points: [
      { icon: CreditCard, text: 'billing.pricing.active.billedNow' },
      { icon: CalendarClock, text: 'billing.pricing.term.annual' },
      { icon: ShieldCheck, text: 'billing.pricing.term.cancelAnyTime' },
    ],
    action: 'billing.pricing.active.action',
  },
  reactivate: {
    icon: RefreshCw,
    eyebrow: 'billing.pricing.reactivate.eyebrow',
    title: 'billing.pricing.reactivate.title',
    lead: 'billing.pricing.reactivate.lead',
    points: [
      { icon: CalendarClock, text: 'billing.pricing.term.annual' },
      { icon: Check, text: 'billing.pricing.reactivate.keptAgain' },
      { icon: ShieldCheck, text: 'billing.pricing.term.cancelAnyTime' },
    ],
    action: 'billing.pricing.reactivate.action',
  },
};

const FEATURES = [
  { icon: Headset, text: 'billing.pricing.feature.support' },
  { icon: LayoutTemplate, text: 'billing.pricing.feature.templates' },
  { icon: Palette, text: 'billing.pricing.feature.branding' },
  { icon: ShieldCheck, text: 'billing.pricing.feature.cancel' },
] as const;

/** Icon items in the active language. */
const itemsIn = (
  t: ReturnType<typeof useT>,
  items: readonly { icon: LucideIcon; text: MessageId }[],
): IconItem[] => items.map((item) => ({ icon: item.icon, text: t(item.text) }));

function PricingView({
  details,
  signedIn,
}: {
  details: SubscriptionDetails | undefined;
  signedIn: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(CHECKOUT_MIN_CARDS);
  const [confirming, setConfirming] = useState(false);
  const pricing = usePricing();
  const checkout = useCheckout();
  const portal = usePortal();
  const variant = pricingVariant(details);
  const copy = VARIANTS[variant];
  const inRange =
    Number.isInteger(quantity) && quantity >= CHECKOUT_MIN_CARDS && quantity <= CHECKOUT_MAX_CARDS;

  const startCheckout = () =>
    checkout.mutate({
      card_quantity: quantity,
      ...(variant === 'reactivate' ? { is_reactivation: true } : {}),
    });

  const onAction = () => {
    if (!signedIn) {
      void navigate(SIGN_UP_PATH);
      return;
    }
    // Cards added to a trial change its first charge: say how before doing it.
    if (variant === 'trialing') setConfirming(true);
    else startCheckout();
  };

  return (
    <div className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('billing.pricing.eyebrow')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t('billing.pricing.title')}
          </h1>
          <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">
            {t('billing.pricing.lead')}
          </p>
        </div>

        <div className="mx-auto mt-10 grid max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-card lg:grid-cols-2">
          <section
            aria-labelledby="plan-title"
            className="bg-linear-to-br from-brand-800 via-brand-700 to-violet-700 p-6 text-white sm:p-10"
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
              <copy.icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <p className="mt-5 text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {t(copy.eyebrow)}
            </p>
            <h2 id="plan-title" className="mt-1 text-3xl font-extrabold tracking-tight">
              {t(copy.title)}
            </h2>
            <p className="mt-3 text-base leading-relaxed text-brand-50">{t(copy.lead)}</p>
            <IconList items={itemsIn(t, copy.points)} look="onBrand" className="mt-7 space-y-3" />
          </section>

          <section aria-labelledby="order-title" className="flex flex-col gap-6 p-6 sm:p-10">
            <h2 id="order-title" className="text-lg font-bold text-ink">
              {t(variant === 'none' ? 'billing.pricing.chooseCards' : 'billing.pricing.howMany')}
            </h2>
            <QuantityStepper
              label={t('billing.pricing.numberOfCards')}
              value={quantity}
              min={CHECKOUT_MIN_CARDS}
              max={CHECKOUT_MAX_CARDS}
              onChange={setQuantity}
              invalid={!inRange}
              hint={t('billing.pricing.range', {
                min: CHECKOUT_MIN_CARDS,
                max: CHECKOUT_MAX_CARDS,
              })}
              decreaseLabel={t('billing.pricing.fewer')}
              increaseLabel={t('billing.pricing.more')}
            />
            <PriceSummary
              quantity={inRange ? quantity : CHECKOUT_MIN_CARDS}
              pricing={pricing.data}
              loading={pricing.isPending}
            />
            <div className="space-y-3">
              <BusyButton
                busy={checkout.isPending || checkout.isSuccess}
                disabled={!inRange}
                size="lg"
                className="w-full"
                onClick={onAction}
              >
                {t(copy.action)}
              </BusyButton>
              {variant === 'active' ? (
                <BusyButton
                  busy={portal.isPending || portal.isSuccess}
                  variant="outline"
                  size="lg"
                  className="w-full"
                  onClick={() => portal.mutate()}
                >
                  {t('billing.pricing.manage')}
                </BusyButton>
              ) : null}
              {variant === 'none' ? (
                <p className="text-center text-sm text-slate-600">
                  {t('billing.pricing.dueToday')}
                </p>
              ) : null}
            </div>
            <div className="border-t border-slate-200 pt-6">
              <h3 className="text-sm font-bold text-ink">{t('billing.pricing.included')}</h3>
              <IconList items={itemsIn(t, FEATURES)} className="mt-4 grid gap-3 sm:grid-cols-2" />
            </div>
          </section>
        </div>
        <TemplateGallery
          className="mx-auto mt-14 max-w-6xl"
          title={t('billing.pricing.galleryTitle')}
          description={t('billing.pricing.galleryText')}
        />
      </div>
      {variant === 'trialing' && details ? (
        <AddTrialCardsDialog
          open={confirming}
          details={details}
          adding={inRange ? quantity : CHECKOUT_MIN_CARDS}
          pricing={pricing.data}
          busy={checkout.isPending || checkout.isSuccess}
          onConfirm={startCheckout}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

function SignedInPricing({ placeholder }: { placeholder: SubscriptionDetails }) {
  const details = useSubscriptionDetails({ placeholder });
  return <PricingView details={details.data} signedIn />;
}

/** Pricing page (docs/product.md#screens-pricing); public, signed-out visitors see the trial offer. */
export function PricingPage() {
  const t = useT();
  const auth = useAuth();
  return (
    <>
      <PageMeta title={t('billing.pricing.metaTitle')} noindex />
      {auth.status === 'signedIn' ? (
        <SignedInPricing placeholder={auth.user.subscriptionDetails} />
      ) : auth.status === 'unknown' && !auth.unreachable ? (
        <PageSpinner label={t('billing.pricing.loading')} />
      ) : (
        <PricingView details={undefined} signedIn={false} />
      )}
    </>
  );
}
