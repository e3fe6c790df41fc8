import { PenLine, QrCode, RefreshCw, UserPlus, type LucideIcon } from 'lucide-react';
import type { MessageId } from '../../../../shared/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { SECTION_IDS } from '../sections';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: PenLine,
    title: 'marketing.how.createTitle',
    text: 'marketing.how.createText',
  },
  {
    icon: QrCode,
    title: 'marketing.how.shareTitle',
    text: 'marketing.how.shareText',
  },
  {
    icon: UserPlus,
    title: 'marketing.how.saveTitle',
    text: 'marketing.how.saveText',
  },
  {
    icon: RefreshCw,
    title: 'marketing.how.updateTitle',
    text: 'marketing.how.updateText',
  },
] as const satisfies readonly { icon: LucideIcon; title: MessageId; text: MessageId }[];

export function HowItWorks() {
  const t = useT();
  return (
    <section
      id={SECTION_IDS.howItWorks}
      aria-labelledby={`${SECTION_IDS.howItWorks}-title`}
      className="scroll-mt-20 bg-white py-10 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SECTION_IDS.howItWorks}-title`}
          eyebrow={t('marketing.how.eyebrow')}
          title={t('marketing.how.title')}
          description={t('marketing.how.description')}
        />
        <ol className="mt-8 grid gap-6 sm:mt-14 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <FeatureCard
              key={step.title}
              icon={step.icon}
              title={t(step.title)}
              text={t(step.text)}
              solid
              label={
                <span className="text-sm font-semibold text-brand-800">
                  {t('marketing.how.step', { number: index + 1 })}
                </span>
              }
              className="sm:bg-slate-50/60 sm:shadow-none"
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
