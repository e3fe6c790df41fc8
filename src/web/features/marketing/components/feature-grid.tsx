import { Contact, Layers, LayoutTemplate, Palette, QrCode, Share2 } from 'lucide-react';
import { SECTION_IDS } from '../sections';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: QrCode,
    title: 'A QR code for every card',
    text: 'Each card comes with a unique QR code that opens its public page on any phone camera.',
  },
  {
    icon: Contact,
    title: 'One-tap contact saving',
    text: 'Visitors download your details as a vCard that works with iPhone, Android and Outlook.',
  },
  {
    icon: Share2,
    title: 'Share anywhere',
    text: 'Send your link by text, email or social media, or put it in your email signature.',
  },
  {
    icon: Palette,
    title: 'Custom branding',
    text: 'Add your photo, a banner or company logo, and links to your website and social profiles.',
  },
  {
    icon: LayoutTemplate,
    title: 'Premium card templates',
    text: 'Polished layouts that look great on every screen, from small phones to large monitors.',
  },
  {
    icon: Layers,
    title: 'Cards for every role',
    text: 'Keep separate cards for each job, brand or side project, all managed from one account.',
  },
];

export function FeatureGrid() {
  return (
    <section
      id={SECTION_IDS.cards}
      aria-labelledby={`${SECTION_IDS.cards}-title`}
      className="scroll-mt-20 bg-slate-50 py-10 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SECTION_IDS.cards}-title`}
          eyebrow="Digital Business Cards"
          title="Everything a paper card does, and much more"
          description="A CardVault card is a living page about you: never out of print, never out of date, always one scan away."
        />
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-14 sm:gap-5 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <FeatureCard
              key={feature.title}
              {...feature}
              phone="tile"
              className="sm:transition-shadow sm:hover:shadow-card"
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
