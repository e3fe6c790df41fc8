import { SIGN_UP_PATH } from '../../../lib/auth/auth-paths';
import {
  CalendarClock,
  Check,
  CreditCard,
  Headset,
  LayoutTemplate,
  Palette,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { IconList } from '../../../components/ui/icon-list';
import { formatMoney } from '../../../lib/format';
import { usePricing } from '../../../lib/pricing';
import type { MessageId } from '../../../../shared/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { SECTION_IDS } from '../sections';
import { SectionHeading } from './section-heading';

const TRIAL_TERMS = [
  { icon: CalendarClock, text: 'marketing.pricing.trialMonths' },
  { icon: CreditCard, text: 'marketing.pricing.trialPayment' },
  { icon: Check, text: 'marketing.pricing.trialNoCharge' },
  { icon: ShieldCheck, text: 'marketing.pricing.trialCancel' },
] as const satisfies readonly { icon: LucideIcon; text: MessageId }[];

const BENEFITS = [
  { icon: LayoutTemplate, text: 'marketing.pricing.templates' },
  { icon: Palette, text: 'marketing.pricing.branding' },
  { icon: Headset, text: 'marketing.pricing.support' },
  { icon: Check, text: 'marketing.pricing.qr' },
] as const satisfies readonly { icon: LucideIcon; text: MessageId }[];

export function PricingBlock() {
  const t = useT();
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
          eyebrow={t('marketing.pricing.eyebrow')}
          title={t('marketing.pricing.title')}
          description={t('marketing.pricing.description')}
        />
        <div className="mx-auto mt-8 grid max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-card lg:grid-cols-2">
          <div className="bg-brand-800 p-5 text-white sm:p-10">
            <h3 className="text-lg font-semibold text-brand-100">{t('marketing.pricing.plan')}</h3>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-2 sm:mt-4">
              <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap sm:text-5xl">
                {t('marketing.pricing.freeMonths')}
              </span>
              <span className="text-xl font-semibold text-brand-100">
                {t('marketing.pricing.free')}
              </span>
            </p>
            <p className="mt-3 text-base text-brand-100">
              {pricing.data
                ? t('marketing.pricing.then', {
                    price: formatMoney(pricing.data.unit_price, pricing.data.currency),
                  })
                : t('marketing.pricing.thenNoPrice')}
            </p>
            <IconList
              items={TRIAL_TERMS.map((term) => ({ icon: term.icon, text: t(term.text) }))}
              look="onBrand"
              className="mt-5 space-y-2.5 text-white sm:mt-8 sm:space-y-3"
            />
          </div>
          <div className="flex flex-col p-5 sm:p-10">
            <h3 className="text-lg font-bold text-ink">{t('marketing.pricing.included')}</h3>
            <IconList
              items={BENEFITS.map((benefit) => ({ icon: benefit.icon, text: t(benefit.text) }))}
              look="largeTile"
              className="mt-4 space-y-3 sm:mt-6 sm:space-y-4"
            />
            <div className="mt-auto pt-6 sm:pt-8">
              <ButtonLink to={SIGN_UP_PATH} size="lg" className="w-full">
                {t('marketing.pricing.startTrial')}
              </ButtonLink>
              <p className="mt-3 text-center text-sm text-slate-600">
                {t('marketing.pricing.noCharge')}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
