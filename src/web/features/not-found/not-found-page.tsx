import { House } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { useT } from '../../lib/i18n/use-t';
import { CAT_LINE_ROTATION_MS, CAT_LINES } from './cat-lines';
import { NotFoundIllustration } from './not-found-illustration';
import { useRotatingIndex } from './use-rotating-index';

export function NotFoundPage() {
  const t = useT();
  const index = useRotatingIndex(CAT_LINES.length, CAT_LINE_ROTATION_MS);
  return (
    <>
      <PageMeta title={t('notFound.title')} noindex />
      <section className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
        <div className="mx-auto max-w-xl text-center">
          <NotFoundIllustration className="mx-auto h-40 w-60" />
          <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t('notFound.heading')}
          </h1>
          <p
            aria-live="polite"
            data-testid="cat-line"
            className="mx-auto mt-4 min-h-[3.5rem] max-w-md text-lg leading-relaxed text-slate-600"
          >
            {t(CAT_LINES[index] ?? 'notFound.cat1')}
          </p>
          <ButtonLink to="/" size="lg" className="mt-8">
            <House aria-hidden="true" className="h-5 w-5" />
            {t('notFound.home')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
