import { Languages } from 'lucide-react';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../i18n/languages';
import { usePageText } from './page-text';

/** The public page's languages: the page's own, the card's shown one, and where each is. */
export interface ShowcaseLanguages {
  /** The language of the page's own words (buttons, labels): `<html lang>`. */
  page: Language;
  /** The language the card's text is shown in. */
  card: Language;
  /** The card's languages, its default first (more than one: the switcher is shown). */
  cardLanguages: readonly Language[];
  /** The page's address in a language (`?lang=`), chosen explicitly. */
  hrefOf: (language: Language) => string;
}

const focus =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The page's language menu: a native disclosure of links (no script, no cookie), each language
 * named in itself; the address carries the choice (docs/product.md#card-languages).
 */
export function PageLanguageMenu({ languages }: { languages: ShowcaseLanguages }) {
  const t = usePageText();
  const current = languages.page;
  return (
    <details className="group relative">
      <summary
        className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-2 text-sm font-semibold text-ink hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${focus}`}
      >
        <Languages aria-hidden="true" className="h-5 w-5 text-ink-muted" />
        <span className="sr-only">{t('publicPage.languageMenu')}: </span>
        <span lang={current}>{LANGUAGES[current].name}</span>
      </summary>
      <ul className="absolute end-0 z-50 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-card">
        {LANGUAGE_CODES.map((code) => (
          <li key={code}>
            <a
              href={languages.hrefOf(code)}
              lang={code}
              hrefLang={code}
              aria-current={code === current ? 'true' : undefined}
              className={`flex min-h-11 items-center rounded-lg px-3 text-sm text-ink hover:bg-slate-100 aria-[current]:font-bold aria-[current]:text-brand-700 ${focus}`}
            >
              {LANGUAGES[code].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The card's own languages, when it has more than one: links to it in each. */
export function CardLanguageSwitcher({ languages }: { languages: ShowcaseLanguages }) {
  const t = usePageText();
  if (languages.cardLanguages.length < 2) return null;
  return (
    <nav
      aria-labelledby="card-languages-label"
      className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center justify-center gap-2 text-sm"
    >
      <span id="card-languages-label" className="text-ink-muted">
        {t('publicPage.cardLanguages')}
      </span>
      {languages.cardLanguages.map((code) => (
        <a
          key={code}
          href={languages.hrefOf(code)}
          lang={code}
          hrefLang={code}
          aria-current={code === languages.card ? 'true' : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-ink hover:bg-slate-50 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white ${focus}`}
        >
          {LANGUAGES[code].name}
        </a>
      ))}
    </nav>
  );
}
