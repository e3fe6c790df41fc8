import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { languageOr, type Language } from '../../../shared/i18n/languages';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { useKeepOpenAcrossLanguages } from './keep-open-across-languages';
import { isTranslated, loadTranslation } from './legal-translations';
import { LEGAL_TITLE_IDS, type LegalKind } from './legal-types';

const loadLegalDialog = () => import('./legal-dialog');

const LazyLegalDialog = lazy(async () => ({ default: (await loadLegalDialog()).LegalDialog }));

/** On the way to a click: the dialog's code and, outside English, the document's translation. */
function preloadLegalDialog(kind: LegalKind, language: Language): void {
  void loadLegalDialog();
  if (isTranslated(language)) void loadTranslation(language, kind);
}

interface LegalDialogTriggerProps {
  kind: LegalKind;
  children?: ReactNode;
  className?: string;
}

export function LegalDialogTrigger({ kind, children, className }: LegalDialogTriggerProps) {
  const t = useT();
  const language = languageOr(useIntl().locale);
  const preload = () => preloadLegalDialog(kind, language);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const show = () => {
    setRequested(true);
    setOpen(true);
  };
  useKeepOpenAcrossLanguages(kind, language, open, show);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        className={cn(
          'rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline',
          className,
        )}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={show}
      >
        {children ?? t(LEGAL_TITLE_IDS[kind])}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <LazyLegalDialog
            kind={kind}
            open={open}
            onOpenChange={setOpen}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
