import type { ComponentProps, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-2xl' } as const;

export function DialogContent({
  children,
  className,
  closeLabel,
  size = 'md',
  ...props
}: DialogContentProps) {
  const t = useT();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px]" />
      <RadixDialog.Content
        className={cn(
          // physical-ok: centred on the screen, the same either way (left-1/2 with -translate-x-1/2).
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-float focus:outline-none',
          widths[size],
          className,
        )}
        {...props}
      >
        {children}
        <RadixDialog.Close
          aria-label={closeLabel ?? t('common.dialog.close')}
          className="absolute top-4 inset-e-4 inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * The close button's name for a dialog with this title: 'Close delete card dialog'. English names
 * it in lower case inside the sentence; other languages keep the title's own capitals.
 */
export function useNamedCloseLabel(title: string): string {
  const t = useT();
  const { locale } = useIntl();
  return t('common.dialog.closeNamed', { title: locale === 'en' ? title.toLowerCase() : title });
}

export function DialogHeader({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('border-b border-slate-200 px-6 pt-6 pb-4 pe-16', className)}>
      {children}
    </div>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return (
    <RadixDialog.Title
      className={cn('text-xl font-bold tracking-tight text-ink', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof RadixDialog.Description>) {
  return (
    <RadixDialog.Description className={cn('mt-1 text-sm text-ink-muted', className)} {...props} />
  );
}

export function DialogBody({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <div
      tabIndex={0}
      role={label ? 'region' : undefined}
      aria-label={label}
      className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-5', className)}
    >
      {children}
    </div>
  );
}

export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end',
        className,
      )}
    >
      {children}
    </div>
  );
}
