import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('h-4 w-4 animate-spin', className)} />;
}

/**
 * A centred spinner with a label for screen readers, shown while a page (or a part of one) decides
 * what to show. It is a screen tall, so whatever follows it (the footer, or the rest of the page
 * below a section) stays below the fold and does not jump when the content arrives; the main area
 * is a screen tall as well (PageShell), so content shorter than the spinner does not pull the
 * footer into view either.
 */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex min-h-dvh flex-1 items-center justify-center px-4 py-24">
      <Spinner className="h-8 w-8 text-brand-700" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
