import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LANGUAGE_CODES, LANGUAGES, languageOr } from '../../shared/i18n/languages';
import { cn } from '../lib/cn';
import { useChooseLanguage } from '../lib/i18n/choose-language';
import { useT } from '../lib/i18n/use-t';

/**
 * The language menu: each language named in itself. A native select, so keyboards, screen readers
 * and phones work without extra code.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const t = useT();
  const current = languageOr(useIntl().locale);
  const choose = useChooseLanguage();
  return (
    <label className={cn('relative inline-flex items-center', className)}>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute inset-s-2.5 h-4 w-4 text-slate-500"
      />
      <select
        aria-label={t('language.label')}
        data-testid="language-menu"
        value={current}
        onChange={(event) => void choose(languageOr(event.target.value))}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white ps-8 pe-3 text-sm text-slate-800 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </select>
    </label>
  );
}
