import { Mail, MapPin, Phone, UserPlus } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/use-t';
import type { SamplePerson } from '../sample-people';
import { SampleQr } from './sample-qr';

interface SampleCardProps {
  person: SamplePerson;
  className?: string;
  headingLevel?: 'h3' | 'p';
}

export function SampleCard({ person, className, headingLevel = 'h3' }: SampleCardProps) {
  const t = useT();
  const Name = headingLevel;
  return (
    <article
      className={cn(
        'overflow-hidden rounded-3xl border border-slate-200 bg-white text-start shadow-card',
        className,
      )}
    >
      <div className={cn('h-24', person.bannerClass)} />
      <div className="px-5 pb-5">
        <div
          className={cn(
            '-mt-10 flex h-20 w-20 items-center justify-center rounded-full border-4 border-white text-2xl font-bold text-white shadow-md',
            person.avatarClass,
          )}
          aria-hidden="true"
        >
          {person.initials}
        </div>
        <Name className="mt-3 text-lg font-bold text-ink">{person.fullName}</Name>
        <p className="text-sm font-medium text-slate-600">
          {person.jobTitle} <span aria-hidden="true">|</span>
          <span className="sr-only">{t('marketing.sample.at')}</span> {person.company}
        </p>
        <p className="mt-2 text-sm text-slate-600">{person.bio}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-2.5">
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            {person.phone}
          </li>
          <li className="flex items-center gap-2.5">
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            <span className="truncate">{person.email}</span>
          </li>
          <li className="flex items-center gap-2.5">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            {person.location}
          </li>
        </ul>
        <div className="mt-5 flex items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <span className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white">
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {t('marketing.sample.saveContact')}
          </span>
          <SampleQr
            label={t('marketing.sample.qr')}
            className="h-20 w-20 shrink-0 rounded-md border border-slate-200"
          />
        </div>
      </div>
    </article>
  );
}
