import { SIGN_UP_PATH } from '../../../lib/auth/auth-paths';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { MessageId } from '../../../../shared/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { SAMPLE_PEOPLE, type SamplePerson } from '../sample-people';
import { SECTION_IDS } from '../sections';
import { SampleQr } from './sample-qr';
import { SampleCard } from './sample-card';
import { SectionLink } from './section-link';
import { buttonClasses } from '../../../components/ui/button';

const HIGHLIGHTS = [
  'marketing.hero.highlightFree',
  'marketing.hero.highlightNoApp',
  'marketing.hero.highlightCancel',
] as const satisfies readonly MessageId[];

/**
 * The hero's picture on phones, where a phone drawn on a phone would take a screen of its own: the
 * sample card the size of a paper one, its QR code beside the name.
 */
function PocketCard({ person }: { person: SamplePerson | undefined }) {
  const t = useT();
  if (!person) return null;
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto flex w-full max-w-sm items-center gap-4 overflow-hidden rounded-3xl bg-white p-4 shadow-float ring-1 ring-slate-200 sm:hidden"
    >
      <div className={cn('absolute inset-y-0 start-0 w-1.5', person.bannerClass)} />
      <div className="min-w-0 flex-1 ps-1 text-start">
        <div
          className={cn(
            'flex h-12 w-12 items-center justify-center rounded-full text-lg font-bold text-white',
            person.avatarClass,
          )}
        >
          {person.initials}
        </div>
        <p className="mt-2 font-bold text-ink">{person.fullName}</p>
        <p className="text-sm text-slate-600">{person.jobTitle}</p>
        <p className="truncate text-sm text-slate-600">{person.company}</p>
      </div>
      <div className="shrink-0 text-center">
        <SampleQr className="h-24 w-24" />
        <p className="mt-1 text-xs font-semibold text-slate-700">
          {t('marketing.hero.scanToSave')}
        </p>
      </div>
    </div>
  );
}

export function Hero() {
  const t = useT();
  const person = SAMPLE_PEOPLE[0];
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 inset-e-[-10rem] h-[32rem] w-[32rem] rounded-full bg-brand-200/50 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-4 pt-8 pb-10 sm:gap-12 sm:px-6 sm:pt-12 sm:pb-16 md:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:pb-24">
        <div className="text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {t('marketing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl leading-[1.1] sm:mt-5 font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            {t.rich('marketing.hero.title', {
              em: (chunks) => <span className="text-brand-700">{chunks}</span>,
            })}
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-slate-600 sm:mt-5 sm:text-lg lg:mx-0">
            {t('marketing.hero.text')}
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:mt-8 sm:flex-row lg:justify-start">
            <ButtonLink to={SIGN_UP_PATH} size="lg" className="w-full sm:w-auto">
              {t('marketing.hero.startTrial')}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </ButtonLink>
            <SectionLink
              sectionId={SECTION_IDS.howItWorks}
              className={buttonClasses({
                variant: 'outline',
                size: 'lg',
                className: 'w-full sm:w-auto',
              })}
            >
              {t('marketing.hero.seeHow')}
            </SectionLink>
          </div>
          <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-700 sm:mt-8 lg:justify-start">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="h-4 w-4 text-emerald-600" />
                {t(item)}
              </li>
            ))}
          </ul>
        </div>

        <PocketCard person={person} />
        <div className="relative mx-auto hidden w-full max-w-md sm:block" aria-hidden="true">
          <div className="relative mx-auto w-72 rounded-[2.5rem] border-8 border-ink bg-ink p-1 shadow-float sm:me-4">
            <div className="mx-auto mb-2 h-5 w-24 rounded-b-2xl bg-ink" />
            <div className="overflow-hidden rounded-[1.75rem] bg-slate-50">
              {person ? (
                <SampleCard
                  person={person}
                  headingLevel="p"
                  className="rounded-none border-0 shadow-none"
                />
              ) : null}
            </div>
          </div>
          <div className="absolute bottom-16 inset-s-0 hidden rounded-2xl bg-white p-3 shadow-float sm:block">
            <SampleQr className="h-24 w-24" />
            <p className="mt-2 text-center text-xs font-semibold text-slate-700">
              {t('marketing.hero.scanToSave')}
            </p>
          </div>
          <div className="absolute top-14 inset-e-0 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 shadow-float sm:-inset-e-2">
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <CircleCheck className="h-5 w-5" />
            </span>
            <span className="text-sm font-semibold text-ink">
              {t('marketing.hero.contactSaved')}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
