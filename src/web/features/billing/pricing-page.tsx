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
import { TemplateGallery } from '../../components/template-gallery';
import { IconList, type IconItem } from '../../components/ui/icon-list';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { BusyButton } from '../../components/ui/submit-button';
import { useAuth } from '../../lib/auth/use-auth';
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

interface VariantCopy {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  lead: string;
  points: IconItem[];
  action: string;
}

/** Subscription terms (docs/product.md#subscription-terms), shown with the trial offer. */
const TRIAL_TERMS = [
  { icon: CalendarClock, text: 'A free trial of 2 months' },
  { icon: CreditCard, text: 'A payment method is needed to start the trial' },
  { icon: Check, text: 'Nothing is charged until your trial ends' },
  { icon: ShieldCheck, text: 'Cancel at any time, no commitment' },
];

const VARIANTS: Record<PricingVariant, VariantCopy> = {
  none: {
    icon: Sparkles,
    eyebrow: 'Free for 2 months',
    title: 'Start your 2-month free trial',
    lead: 'Create digital business cards with their own QR codes. Billed annually after the trial, priced per card per year.',
    points: TRIAL_TERMS,
    action: 'Start Free Trial',
  },
  trialing: {
    icon: Sparkles,
    eyebrow: 'Your trial is active',
    title: 'Add More Cards to Your Trial',
    lead: 'Extra cards share your trial period. Nothing is charged until your trial ends.',
    points: [
      { icon: CalendarClock, text: 'Extra cards end with your current trial' },
      { icon: Check, text: 'No charge until the trial ends' },
      { icon: ShieldCheck, text: 'Cancel at any time, no commitment' },
    ],
    action: 'Add Cards to Trial',
  },
  active: {
    icon: Crown,
    eyebrow: 'Your plan',
    title: 'Premium Plan',
    lead: 'Your subscription is active. Extra cards are billed immediately, for the rest of your annual billing period.',
    points: [
      { icon: CreditCard, text: 'Extra cards are billed immediately' },
      { icon: CalendarClock, text: 'Billing period is annual, priced per card per year' },
      { icon: ShieldCheck, text: 'Cancel at any time' },
    ],
    action: 'Add Cards',
  },
  reactivate: {
    icon: RefreshCw,
    eyebrow: 'Welcome back',
    title: 'Reactivate Subscription',
    lead: 'Choose how many cards you need to reactivate your subscription. Your existing cards stay yours.',
    points: [
      { icon: CalendarClock, text: 'Billing period is annual, priced per card per year' },
      { icon: Check, text: 'Cards scheduled for deletion are kept again' },
      { icon: ShieldCheck, text: 'Cancel at any time' },
    ],
    action: 'Reactivate Subscription',
  },
};

const FEATURES = [
  { icon: Headset, text: 'Priority Support' },
  { icon: LayoutTemplate, text: 'Premium Card Templates' },
  { icon: Palette, text: 'Custom Branding' },
  { icon: ShieldCheck, text: 'Cancel anytime' },
];

function PricingView({
  details,
  signedIn,
}: {
  details: SubscriptionDetails | undefined;
  signedIn: boolean;
}) {
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
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Simple pricing, per card
          </h1>
          <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">
            Pay only for the cards you need. Billed annually, per card per year.
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
              {copy.eyebrow}
            </p>
            <h2 id="plan-title" className="mt-1 text-3xl font-extrabold tracking-tight">
              {copy.title}
            </h2>
            <p className="mt-3 text-base leading-relaxed text-brand-50">{copy.lead}</p>
            <IconList items={copy.points} look="onBrand" className="mt-7 space-y-3" />
          </section>

          <section aria-labelledby="order-title" className="flex flex-col gap-6 p-6 sm:p-10">
            <h2 id="order-title" className="text-lg font-bold text-ink">
              {variant === 'none' ? 'Choose your cards' : 'How many cards?'}
            </h2>
            <QuantityStepper
              label="Number of cards"
              value={quantity}
              min={CHECKOUT_MIN_CARDS}
              max={CHECKOUT_MAX_CARDS}
              onChange={setQuantity}
              invalid={!inRange}
              hint={`Choose from ${CHECKOUT_MIN_CARDS} to ${CHECKOUT_MAX_CARDS} cards.`}
              decreaseLabel="Fewer cards"
              increaseLabel="More cards"
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
                {copy.action}
              </BusyButton>
              {variant === 'active' ? (
                <BusyButton
                  busy={portal.isPending || portal.isSuccess}
                  variant="outline"
                  size="lg"
                  className="w-full"
                  onClick={() => portal.mutate()}
                >
                  Manage Subscription
                </BusyButton>
              ) : null}
              {variant === 'none' ? (
                <p className="text-center text-sm text-slate-600">
                  Due today: nothing. Your first charge comes when the trial ends.
                </p>
              ) : null}
            </div>
            <div className="border-t border-slate-200 pt-6">
              <h3 className="text-sm font-bold text-ink">Included with every card</h3>
              <IconList items={FEATURES} className="mt-4 grid gap-3 sm:grid-cols-2" />
            </div>
          </section>
        </div>
        <TemplateGallery
          className="mx-auto mt-14 max-w-6xl"
          title="See every template"
          description="Every subscription includes all eight card templates, with your colours, fonts and company logo. These are live renders of a sample card."
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
  const auth = useAuth();
  return (
    <>
      <PageMeta title="Pricing" noindex />
      {auth.status === 'signedIn' ? (
        <SignedInPricing placeholder={auth.user.subscriptionDetails} />
      ) : auth.status === 'unknown' && !auth.unreachable ? (
        <PageSpinner label="Loading pricing…" />
      ) : (
        <PricingView details={undefined} signedIn={false} />
      )}
    </>
  );
}
