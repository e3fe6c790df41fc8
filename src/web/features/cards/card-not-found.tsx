import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { PRODUCT_NAME } from '../../components/ui/page-meta';

export function CardNotFound() {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-md text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink">
          404 - Oops! Card Not Found
        </h1>
        <p className="mt-3 text-base text-slate-600">
          This card may have been removed, or the link might be mistyped.
        </p>
        <ButtonLink to="/" size="lg" className="mt-8">
          {PRODUCT_NAME}
        </ButtonLink>
      </div>
    </section>
  );
}
