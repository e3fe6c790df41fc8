import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Search } from 'lucide-react';
import { FULL_NAME_MAX_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/user-constants';
import { cn } from '../../lib/cn';
import { localizeFormError } from '../../lib/i18n/form-errors';
import { useT } from '../../lib/i18n/use-t';

const controlClasses =
  'block w-full rounded-xl border border-slate-300 bg-white text-base text-ink shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-red-600 sm:text-sm';

const inputClasses = cn(
  controlClasses,
  'h-11 px-3.5 read-only:bg-slate-50 read-only:text-slate-700',
);

// A select matches :read-only, so the read-only look of the text input is left out.
const selectClasses = cn(controlClasses, 'h-11 px-3 pe-8');

const textAreaClasses = cn(controlClasses, 'min-h-24 resize-y px-3.5 py-2.5');

interface FieldFrameProps {
  label: string;
  /** Visible help under the control, tied to it by aria-describedby. */
  hint?: ReactNode;
  error?: string;
  /** Ids of other elements describing the control (for example a form-level error). */
  describedBy?: string;
  /** Marks the control invalid without its own message (the message is shown elsewhere). */
  invalid?: boolean;
  labelAction?: ReactNode;
  /** Shown at the end of the line under the control, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  id?: string;
}

/** What every field shares: the label, the ids that tie hint and error to the control. */
function useFieldIds(id: string | undefined, { hint, error, describedBy, aside }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids = {
    control: controlId,
    hint: `${controlId}-hint`,
    error: `${controlId}-error`,
    aside: `${controlId}-aside`,
  };
  const describedByIds = [
    hint ? ids.hint : null,
    aside ? ids.aside : null,
    error ? ids.error : null,
    describedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  return { ids, describedByIds: describedByIds || undefined };
}

function FieldFrame({
  ids,
  label,
  hint,
  error,
  labelAction,
  aside,
  className,
  children,
}: FieldFrameProps & { ids: ReturnType<typeof useFieldIds>['ids']; children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={ids.control} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAction}
      </div>
      {children}
      {hint ? (
        <p id={ids.hint} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error || aside ? (
        <div className="flex items-start justify-between gap-3">
          <FieldError id={ids.error} message={error} />
          {aside ? (
            <div id={ids.aside} className="ms-auto shrink-0">
              {aside}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type FrameOnly = Omit<FieldFrameProps, 'id' | 'className'>;

const splitFrame = <P extends FieldFrameProps>({
  label,
  hint,
  error,
  describedBy,
  invalid,
  labelAction,
  aside,
  className,
  id,
  ...control
}: P) => ({
  frame: { label, hint, error, describedBy, invalid, labelAction, aside, className },
  id,
  control,
});

/** 'n/100 characters' under a field that stops at its most. */
function CharacterCounter({ length, maxLength }: { length: number; maxLength: number }) {
  const t = useT();
  return (
    <p className={cn('text-xs', length >= maxLength ? 'text-amber-800' : 'text-ink-muted')}>
      {/* As strings: a count is written without a thousands separator. */}
      {t('field.counter', { length: String(length), max: String(maxLength) })}
    </p>
  );
}

export interface TextFieldProps
  extends FrameOnly, Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-describedby'> {
  /**
   * With `maxLength`: the value's current length, shown as the counter 'n/100 characters'; the
   * field takes no more than `maxLength` characters.
   */
  length?: number;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ length, ...props }: TextFieldProps) {
  const counter =
    length !== undefined && props.maxLength !== undefined ? (
      <CharacterCounter length={length} maxLength={props.maxLength} />
    ) : undefined;
  const { frame, id, control } = splitFrame(counter ? { ...props, aside: counter } : props);
  const { ids, describedByIds } = useFieldIds(id, frame);
  return (
    <FieldFrame ids={ids} {...frame}>
      <input
        id={ids.control}
        className={inputClasses}
        aria-invalid={frame.error || frame.invalid ? true : undefined}
        aria-describedby={describedByIds}
        {...control}
      />
    </FieldFrame>
  );
}

const PASSWORD_AUTOCOMPLETE = {
  current: 'current-password',
  new: 'new-password',
  confirm: 'new-password',
} as const;

/** A password: the one in use, a new one (with its rule under it), or the new one again. */
export function PasswordField({
  purpose,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  purpose: keyof typeof PASSWORD_AUTOCOMPLETE;
}) {
  const t = useT();
  return (
    <TextField
      type="password"
      autoComplete={PASSWORD_AUTOCOMPLETE[purpose]}
      hint={purpose === 'new' ? t('field.passwordRule', { min: MIN_PASSWORD_LENGTH }) : undefined}
      {...props}
    />
  );
}

/**
 * A person's full name, with its counter: the field stops at the most the form takes (the
 * account's name, or `maxLength` for a card's), so nothing is refused after typing.
 */
export function FullNameField({
  typed,
  maxLength = FULL_NAME_MAX_LENGTH,
  ...props
}: Omit<TextFieldProps, 'label' | 'length'> & {
  /** The name as typed now (a form library's watched value), for the counter. */
  typed: string | undefined;
}) {
  const t = useT();
  return (
    <TextField
      label={t('field.fullName')}
      autoComplete="name"
      maxLength={maxLength}
      length={(typed ?? '').length}
      {...props}
    />
  );
}

/** An e-mail address the browser may fill in. */
export function EmailField({
  label,
  ...props
}: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) {
  const t = useT();
  return (
    <TextField
      label={label ?? t('field.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      // An address reads left to right inside right-to-left text.
      dir="ltr"
      {...props}
    />
  );
}

interface TextAreaFieldProps
  extends
    FrameOnly,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'aria-describedby' | 'maxLength'> {
  /** The current length and the most allowed, for the counter 'n/100 characters'. */
  length: number;
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A text area with its character counter under it. */
export function TextAreaField({ length, maxLength, rows = 3, ...props }: TextAreaFieldProps) {
  const counter = <CharacterCounter length={length} maxLength={maxLength} />;
  const { frame, id, control } = splitFrame({ ...props, aside: counter });
  const { ids, describedByIds } = useFieldIds(id, frame);
  return (
    <FieldFrame ids={ids} {...frame}>
      <textarea
        id={ids.control}
        rows={rows}
        maxLength={maxLength}
        className={textAreaClasses}
        aria-invalid={frame.error || frame.invalid ? true : undefined}
        aria-describedby={describedByIds}
        {...control}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps<T extends string>
  extends FrameOnly, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'aria-describedby' | 'value'> {
  options: readonly { value: T; label: string }[];
  value?: T;
  /** The chosen value, typed; `onChange` (e.g. from a form library) works as well. */
  onValueChange?: (value: T) => void;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: keyboards and screen readers work without extra code. */
export function SelectField<T extends string>({
  options,
  onValueChange,
  ...props
}: SelectFieldProps<T>) {
  const { frame, id, control } = splitFrame(props);
  const { ids, describedByIds } = useFieldIds(id, frame);
  return (
    <FieldFrame ids={ids} {...frame}>
      <select
        id={ids.control}
        className={selectClasses}
        aria-invalid={frame.error || frame.invalid ? true : undefined}
        aria-describedby={describedByIds}
        {...control}
        onChange={(event) => {
          control.onChange?.(event);
          onValueChange?.(event.target.value as T);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A labelled search box with its magnifier; the page decides when to search (debounced). */
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
  const { ids } = useFieldIds(undefined, { label });
  return (
    <FieldFrame ids={ids} label={label} className={className}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 inset-s-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={ids.control}
          type="search"
          className={cn(inputClasses, 'ps-9')}
          placeholder={placeholder}
          value={value}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </FieldFrame>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {localizeFormError(message)}
    </p>
  );
}

/**
 * Several checkboxes under one legend (a token's scopes, a webhook's events) that make one field:
 * `input` (react-hook-form's `register(name)`) goes on each, and the field's error under them.
 */
export function CheckboxGroupField<T extends string>({
  legend,
  options,
  error,
  ...input
}: {
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  error?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            value={option.value}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
            {...input}
          />
          <span className="wrap-anywhere">{option.label}</span>
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
