import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';

interface QuantityStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Visible help under the control. */
  hint?: string;
  invalid?: boolean;
  /** Id of a message outside the stepper that also describes the field (an error). */
  describedBy?: string;
  disabled?: boolean;
  className?: string;
  /** Accessible names of the buttons, e.g. 'Fewer cards'. */
  decreaseLabel?: string;
  increaseLabel?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Minus, a number field and plus (docs/product.md#validation-quantities, docs/product.md#dialog-trial-card-count). Typing is held as
 * text until it is a whole number; leaving the field snaps it back into range.
 */
export function QuantityStepper({
  label,
  value,
  min,
  max,
  onChange,
  hint,
  invalid,
  describedBy,
  disabled,
  className,
  decreaseLabel,
  increaseLabel,
}: QuantityStepperProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);

  const commit = (text: string) => {
    const parsed = Number(text);
    if (text.trim() !== '' && Number.isInteger(parsed)) onChange(parsed);
  };

  const buttonClass =
    'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-ink shadow-xs hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          aria-label={decreaseLabel ?? t('common.quantity.decrease')}
          aria-controls={inputId}
          disabled={disabled || value <= min}
          onClick={() => {
            setDraft(null);
            onChange(clamp(value - 1, min, max));
          }}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={shown}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            setDraft(event.target.value);
            commit(event.target.value);
          }}
          onBlur={() => {
            setDraft(null);
            onChange(clamp(Number.isInteger(value) ? value : min, min, max));
          }}
          className="h-11 w-20 rounded-xl border border-slate-300 bg-white text-center text-lg font-bold text-ink tabular-nums shadow-xs focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-red-600"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={increaseLabel ?? t('common.quantity.increase')}
          aria-controls={inputId}
          disabled={disabled || value >= max}
          onClick={() => {
            setDraft(null);
            onChange(clamp(value + 1, min, max));
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {hint ? (
        <p
          id={hintId}
          className={cn('text-xs', invalid ? 'font-medium text-red-700' : 'text-ink-muted')}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
