import { useId, type ReactNode } from 'react';
import { Inbox, RotateCw, Search } from 'lucide-react';
import { PageMeta } from '../../components/ui/page-meta';
import { Button } from '../../components/ui/button';
import { FormAlert, inputClasses } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';

/** The heading block every admin page starts with; the layout supplies the frame and the nav. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageMeta title={`Admin: ${title}`} noindex />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </>
  );
}

/** A labelled search box; the page debounces what it sends. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label className="text-sm font-medium text-slate-800" htmlFor={id}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          className={cn(inputClasses, 'pl-9')}
          placeholder={placeholder}
          value={value}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

export const selectClasses = cn(inputClasses, 'pr-8');

/** A labelled native select: keyboard and screen readers work without extra code. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label className="text-sm font-medium text-slate-800" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={selectClasses}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-16 text-sm text-ink-muted"
    >
      <Spinner className="h-5 w-5 text-brand-700" />
      {label}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Inbox aria-hidden="true" className="h-8 w-8 text-slate-400" />
      <p className="mt-3 font-semibold text-ink">{title}</p>
      {children ? <p className="mt-1 text-sm text-ink-muted">{children}</p> : null}
    </div>
  );
}

/** Spec §8 Admin: the list's failure text, in an alert with a way to ask again. */
export function ErrorState({
  message,
  onRetry,
  title = 'Error',
}: {
  message: string;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <FormAlert className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        Retry
      </Button>
    </FormAlert>
  );
}

/**
 * A table that scrolls sideways on narrow screens; focusable so keyboards can scroll it, and
 * positioned so the screen-reader-only text inside stays within it instead of widening the page.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs"
    >
      <table className="w-full min-w-[60rem] border-collapse text-left text-sm">{children}</table>
    </div>
  );
}

export const thClasses =
  'border-b border-slate-200 bg-slate-50 px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const tdClasses = 'border-b border-slate-100 px-3 py-3 align-top text-slate-800';
