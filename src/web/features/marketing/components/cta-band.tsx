import { SIGN_UP_PATH } from '../../../lib/auth/auth-paths';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/use-t';

interface CtaBandProps {
  title: string;
  text: string;
  actions?: ReactNode;
  className?: string;
}

export function CtaBand({ title, text, actions, className }: CtaBandProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="cta-title"
      className={cn('bg-white px-4 py-12 sm:px-6 sm:py-20 lg:px-8', className)}
    >
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-10 text-center shadow-float sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -inset-e-24 h-72 w-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <h2
          id="cta-title"
          className="relative text-2xl font-extrabold tracking-tight text-white sm:text-4xl"
        >
          {title}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-base text-brand-100 sm:mt-4 sm:text-lg">
          {text}
        </p>
        <div className="relative mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {actions ?? (
            <ButtonLink to={SIGN_UP_PATH} variant="inverse" size="lg">
              {t('marketing.cta.createCard')}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
