import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-ink shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-red-600 read-only:bg-slate-50 read-only:text-slate-700 sm:text-sm';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Visible help under the field, tied to it by aria-describedby. */
  hint?: ReactNode;
  /** Ids of other elements describing this field (for example a form-level error). */
  describedBy?: string;
  /** Marks the field invalid without its own message (the message is shown elsewhere). */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
  labelAction?: ReactNode;
}

export function TextField({
  label,
  error,
  hint,
  describedBy,
  invalid,
  className,
  id,
  labelAction,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedByIds = [hint ? hintId : null, error ? errorId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAction}
      </div>
      <input
        id={inputId}
        className={inputClasses}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedByIds || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function FormAlert({
  id,
  children,
  tone = 'error',
  className,
}: {
  id?: string;
  children: ReactNode;
  tone?: 'error' | 'warning' | 'success' | 'info';
  className?: string;
}) {
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-800',
    warning: 'border-amber-200 bg-amber-50 text-amber-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    info: 'border-brand-200 bg-brand-50 text-brand-900',
  } as const;
  return (
    <div
      id={id}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('rounded-xl border px-4 py-3 text-sm leading-relaxed', tones[tone], className)}
    >
      {children}
    </div>
  );
}
