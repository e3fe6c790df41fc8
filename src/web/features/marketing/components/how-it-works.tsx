import { PenLine, QrCode, RefreshCw, UserPlus } from 'lucide-react';
import { SECTION_IDS } from '../sections';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: PenLine,
    title: 'Create your card',
    text: 'Add your name, role, contact details and photo. A live preview shows what people will see.',
  },
  {
    icon: QrCode,
    title: 'Share it with a QR code',
    text: 'Every card gets its own QR code and link, for your phone, a badge or your email signature.',
  },
  {
    icon: UserPlus,
    title: 'Visitors save your vCard',
    text: 'One tap puts your details straight into their phone’s contacts. No app needed.',
  },
  {
    icon: RefreshCw,
    title: 'Keep it up to date',
    text: 'New role or new number? Edit your card once and everyone with your link sees it.',
  },
];

export function HowItWorks() {
  return (
    <section
      id={SECTION_IDS.howItWorks}
      aria-labelledby={`${SECTION_IDS.howItWorks}-title`}
      className="scroll-mt-20 bg-white py-10 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SECTION_IDS.howItWorks}-title`}
          eyebrow="How it Works"
          title="From sign-up to shared in four steps"
          description="No printing, no reprints, no typing numbers into phones."
        />
        <ol className="mt-8 grid gap-6 sm:mt-14 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <FeatureCard
              key={step.title}
              {...step}
              solid
              label={<span className="text-sm font-semibold text-brand-800">Step {index + 1}</span>}
              className="sm:bg-slate-50/60 sm:shadow-none"
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
