import { SIGN_UP_PATH } from '../../../lib/auth/auth-paths';
import {
  CalendarClock,
  Check,
  CreditCard,
  Headset,
  LayoutTemplate,
  Palette,
  ShieldCheck,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { IconList } from '../../../components/ui/icon-list';
import { formatMoney } from '../../../lib/format';
import { usePricing } from '../../../lib/pricing';
import { SECTION_IDS } from '../sections';
import { SectionHeading } from './section-heading';

const TRIAL_TERMS = [
  { icon: CalendarClock, text: 'Free trial of 2 months' },
  { icon: CreditCard, text: 'A payment method is needed to start the trial' },
  { icon: Check, text: 'Nothing is charged until your trial ends' },
  { icon: ShieldCheck, text: 'Cancel any time, no commitment' },
];

const BENEFITS = [
  { icon: LayoutTemplate, text: 'Premium card templates' },
  { icon: Palette, text: 'Custom branding' },
  { icon: Headset, text: 'Priority support' },
  { icon: Check, text: 'A unique QR code and vCard for every card' },
];

export function PricingBlock() {
  const pricing = usePricing();
  return (
    <section
      id={SECTION_IDS.pricing}
      aria-labelledby={`${SECTION_IDS.pricing}-title`}
      className="scroll-mt-20 bg-slate-50 py-10 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SECTION_IDS.pricing}-title`}
          eyebrow="Pricing"
          title="Simple pricing, per card"
          description="Pay only for the cards you need. Billed annually, per card per year."
        />
        <div className="mx-auto mt-8 grid max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-card lg:grid-cols-2">
          <div className="bg-brand-800 p-5 text-white sm:p-10">
            <h3 className="text-lg font-semibold text-brand-100">CardVault Premium</h3>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-2 sm:mt-4">
              <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap sm:text-5xl">
                2 months
              </span>
              <span className="text-xl font-semibold text-brand-100">free</span>
            </p>
            <p className="mt-3 text-base text-brand-100">
              {pricing.data
                ? `Then ${formatMoney(pricing.data.unit_price, pricing.data.currency)} per card per year, billed annually.`
                : 'Then billed annually, priced per card per year.'}
            </p>
            <IconList
              items={TRIAL_TERMS}
              look="onBrand"
              className="mt-5 space-y-2.5 text-white sm:mt-8 sm:space-y-3"
            />
          </div>
          <div className="flex flex-col p-5 sm:p-10">
            <h3 className="text-lg font-bold text-ink">Everything included</h3>
            <IconList
              items={BENEFITS}
              look="largeTile"
              className="mt-4 space-y-3 sm:mt-6 sm:space-y-4"
            />
            <div className="mt-auto pt-6 sm:pt-8">
              <ButtonLink to={SIGN_UP_PATH} size="lg" className="w-full">
                Start your free trial
              </ButtonLink>
              <p className="mt-3 text-center text-sm text-slate-600">
                No charge today. Cancel any time during the trial.
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
