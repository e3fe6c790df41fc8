import { PenLine, QrCode, RefreshCw, UserPlus } from 'lucide-react';
import { SECTION_IDS } from '../sections';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: PenLine,
    title: 'Create your card',
    text: 'Add your name, role, contact details, photo and banner. A live preview shows exactly what people will see.',
  },
  {
    icon: QrCode,
    title: 'Share it with a QR code',
    text: 'Every card gets its own QR code and link. Show it on your phone, print it on a badge or add it to your email signature.',
  },
  {
    icon: UserPlus,
    title: 'Visitors save your vCard',
    text: 'One tap downloads a contact file, so your details land straight in their phone contacts. No app needed.',
  },
  {
    icon: RefreshCw,
    title: 'Keep it up to date',
    text: 'New role or new number? Edit your card once and everyone with your link sees the latest version.',
  },
];

export function HowItWorks() {
  return (
    <section
      id={SECTION_IDS.howItWorks}
      aria-labelledby={`${SECTION_IDS.howItWorks}-title`}
      className="scroll-mt-20 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SECTION_IDS.howItWorks}-title`}
          eyebrow="How it Works"
          title="From sign-up to shared in four steps"
          description="No printing, no reprints, no typing numbers into phones. Just your card, ready whenever you meet someone."
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <FeatureCard
              key={step.title}
              {...step}
              solid
              label={<span className="text-sm font-semibold text-brand-800">Step {index + 1}</span>}
              className="bg-slate-50/60 shadow-none"
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
