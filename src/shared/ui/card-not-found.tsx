import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { PRODUCT_NAME, uiButton } from './brand';
import { usePageText } from './page-text';

interface CardNotFoundProps {
  /** The button home; the client passes its router link, the server a plain link. */
  homeLink?: ReactNode;
  /** The page's h1 by default; `h2` where the page already has one. */
  headingLevel?: 'h1' | 'h2';
}

export const cardNotFoundHomeClass = `${uiButton.base} ${uiButton.primary} mt-8 h-12 px-6 text-base`;

/** The card-not-found page (docs/product.md#screens-card-not-found): shown by the server-rendered page and the client route. */
export function CardNotFound({ homeLink, headingLevel = 'h1' }: CardNotFoundProps) {
  const Heading = headingLevel;
  const text = usePageText();
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-md text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="h-8 w-8" />
        </span>
        <Heading className="mt-6 text-3xl font-extrabold tracking-tight text-ink">
          {text('publicPage.notFound.title')}
        </Heading>
        <p className="mt-3 text-base text-ink-muted">{text('publicPage.notFound.body')}</p>
        {homeLink ?? (
          <a href="/" className={cardNotFoundHomeClass}>
            {PRODUCT_NAME}
          </a>
        )}
      </div>
    </section>
  );
}
