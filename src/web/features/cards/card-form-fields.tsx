import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '../../components/ui/form-field';
import { cn } from '../../lib/cn';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** The current length, for the counter under the field. */
  length: number;
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A textarea with the spec's counter, 'n/100 characters' (spec §5 Card form). */
export function TextAreaField({
  label,
  error,
  length,
  maxLength,
  className,
  id,
  ...props
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const counterId = `${fieldId}-counter`;
  const errorId = `${fieldId}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
        className="block min-h-24 w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-red-600 sm:text-sm"
        {...props}
      />
      <p
        id={counterId}
        className={cn(
          'text-right text-xs',
          length >= maxLength ? 'text-amber-800' : 'text-ink-muted',
        )}
      >
        {`${length}/${maxLength} characters`}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A titled group of fields. */
export function FormSection({
  title,
  description,
  columns = 2,
  children,
}: {
  title: string;
  description?: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-base font-bold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className={cn('mt-5 grid gap-5', columns === 2 && 'sm:grid-cols-2')}>{children}</div>
    </section>
  );
}

/** Upload progress while a card is saved with new images. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const labelId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm font-medium text-slate-700">
        <span id={labelId}>{percent < 100 ? 'Uploading images…' : 'Processing images…'}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
