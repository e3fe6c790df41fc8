import { SAMPLE_PEOPLE } from '../sample-people';
import { SECTION_IDS } from '../sections';
import { SampleCard } from './sample-card';
import { SectionHeading } from './section-heading';
import { useT } from '../../../lib/i18n/use-t';

export function SampleCardsSection() {
  const t = useT();
  return (
    <section
      id={SECTION_IDS.examples}
      aria-labelledby={`${SECTION_IDS.examples}-title`}
      className="scroll-mt-20 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SECTION_IDS.examples}-title`}
          eyebrow={t('marketing.samples.eyebrow')}
          title={t('marketing.samples.title')}
          description={t('marketing.samples.description')}
        />
        <div className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {SAMPLE_PEOPLE.map((person) => (
            <SampleCard key={person.fullName} person={person} className="mx-auto w-full max-w-sm" />
          ))}
        </div>
      </div>
    </section>
  );
}
