import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One choice of a `RadioCardGroup`. */
export interface RadioCardOption<T extends string> {
  value: T;
  /** The choice's name; with the description it is the radio's accessible name. */
  label: ReactNode;
  description?: ReactNode;
  /** Above the label, across the whole card: a preview picture (decoration, `alt=""`). */
  media?: ReactNode;
  /** At the end of the card's row: a mark such as Premium. */
  aside?: ReactNode;
  disabled?: boolean;
}

/**
 * A group of choices drawn as cards: a fieldset with its legend and one native radio per card, so
 * the arrow keys move between them and a screen reader hears the group, its size and the chosen
 * one. The whole card is the radio's label; the keyboard's focus outlines the card.
 *
 * `indicator`: `radio` shows the radio's circle at the card's start; `hidden` leaves only the card,
 * marked when chosen (for short choices in a row: a paper size, a button shape).
 */
export function RadioCardGroup<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  indicator = 'radio',
  className,
  legendClassName = 'text-sm font-semibold text-ink',
  listClassName = 'grid gap-2',
  descriptionClassName = 'text-xs text-ink-muted',
  children,
}: {
  legend: ReactNode;
  /** The radios' shared name; one is made up when none is given. */
  name?: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly RadioCardOption<T>[];
  indicator?: 'radio' | 'hidden';
  /** The fieldset's classes (its margin in the page). */
  className?: string;
  legendClassName?: string;
  /** The cards' layout below the legend: `grid gap-2 sm:grid-cols-2`. */
  listClassName?: string;
  descriptionClassName?: string;
  /** After the cards, inside the group: a note on the choice. */
  children?: ReactNode;
}) {
  const ownName = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={cn('mt-2', listClassName)}>
        {options.map((option) => (
          <RadioCard
            key={option.value}
            name={name ?? ownName}
            option={option}
            checked={option.value === value}
            indicator={indicator}
            descriptionClassName={descriptionClassName}
            onSelect={() => onChange(option.value)}
          />
        ))}
      </div>
      {children}
    </fieldset>
  );
}

function RadioCard<T extends string>({
  name,
  option,
  checked,
  indicator,
  descriptionClassName,
  onSelect,
}: {
  name: string;
  option: RadioCardOption<T>;
  checked: boolean;
  indicator: 'radio' | 'hidden';
  descriptionClassName: string;
  onSelect: () => void;
}) {
  const disabled = option.disabled ?? false;
  const row = (
    <span className="flex min-w-0 flex-1 items-start gap-3">
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className={indicator === 'radio' ? 'mt-0.5 h-5 w-5 shrink-0 accent-brand-700' : 'sr-only'}
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{option.label}</span>
        {option.description !== undefined ? (
          <span className={cn('mt-0.5 block font-normal', descriptionClassName)}>
            {option.description}
          </span>
        ) : null}
      </span>
      {option.aside}
    </span>
  );
  return (
    <label
      className={cn(
        'relative flex min-h-11 cursor-pointer rounded-xl border text-sm text-ink transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        option.media ? 'flex-col gap-2 p-2' : 'items-center px-3 py-2.5',
        checked
          ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
          : 'border-slate-300 bg-white hover:bg-slate-50',
        disabled && 'cursor-not-allowed bg-slate-50 text-ink-muted hover:bg-slate-50',
      )}
    >
      {option.media ? (
        <>
          {option.media}
          <span className="flex px-1 pb-1">{row}</span>
        </>
      ) : (
        row
      )}
    </label>
  );
}
