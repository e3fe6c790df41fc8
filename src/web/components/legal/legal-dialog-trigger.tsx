import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { LEGAL_TITLE_IDS, type LegalKind } from './legal-types';

const loadLegalDialog = () => import('./legal-dialog');

const LazyLegalDialog = lazy(async () => ({ default: (await loadLegalDialog()).LegalDialog }));

function preloadLegalDialog(): void {
  void loadLegalDialog();
}

interface LegalDialogTriggerProps {
  kind: LegalKind;
  children?: ReactNode;
  className?: string;
}

export function LegalDialogTrigger({ kind, children, className }: LegalDialogTriggerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
        onPointerEnter={preloadLegalDialog}
        onFocus={preloadLegalDialog}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
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
