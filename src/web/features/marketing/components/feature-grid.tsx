import {
  Contact,
  Layers,
  LayoutTemplate,
  Palette,
  QrCode,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import type { MessageId } from '../../../../shared/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { SECTION_IDS } from '../sections';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: QrCode,
    title: 'marketing.features.qrTitle',
    text: 'marketing.features.qrText',
  },
  {
    icon: Contact,
    title: 'marketing.features.saveTitle',
    text: 'marketing.features.saveText',
  },
  {
    icon: Share2,
    title: 'marketing.features.shareTitle',
    text: 'marketing.features.shareText',
  },
  {
    icon: Palette,
    title: 'marketing.features.brandingTitle',
    text: 'marketing.features.brandingText',
  },
  {
    icon: LayoutTemplate,
    title: 'marketing.features.templatesTitle',
    text: 'marketing.features.templatesText',
  },
  {
    icon: Layers,
    title: 'marketing.features.rolesTitle',
    text: 'marketing.features.rolesText',
  },
] as const satisfies readonly { icon: LucideIcon; title: MessageId; text: MessageId }[];

export function FeatureGrid() {
  const t = useT();
  return (
    <section
      id={SECTION_IDS.cards}
      aria-labelledby={`${SECTION_IDS.cards}-title`}
      className="scroll-mt-20 bg-slate-50 py-10 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SECTION_IDS.cards}-title`}
          eyebrow={t('marketing.features.eyebrow')}
          title={t('marketing.features.title')}
          description={t('marketing.features.description')}
        />
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-14 sm:gap-5 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <FeatureCard
              key={feature.title}
              icon={feature.icon}
              title={t(feature.title)}
              text={t(feature.text)}
              phone="tile"
              className="sm:transition-shadow sm:hover:shadow-card"
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
