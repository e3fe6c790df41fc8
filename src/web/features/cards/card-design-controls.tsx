import { useId, useState, type ReactNode } from 'react';
import { Lock, Sparkles } from 'lucide-react';
import { HEX_COLOR_PATTERN, type HexColor } from '../../../shared/contrast';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';

/*
 * The design section's own controls (card-design-panel.tsx): a colour, the Premium mark, the
 * compact preview on phones, and the note beside a field the brand kit locks.
 */

export const legendClass = 'text-sm font-semibold text-ink';
export function PremiumMark({ locked }: { locked: boolean }) {
  const t = useT();
  return (
    <span
      className={cn(
        'ms-auto inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        locked ? 'bg-slate-200 text-slate-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {locked ? (
        <Lock aria-hidden="true" className="h-3 w-3" />
      ) : (
        <Sparkles aria-hidden="true" className="h-3 w-3" />
      )}
      {t('editor.design.premium')}
    </span>
  );
}

export function ColorField({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: HexColor;
  onChange: (value: HexColor) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  // What is being typed, until the field is left; otherwise the colour itself.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const invalid = !HEX_COLOR_PATTERN.test(text.trim().toLowerCase());
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-text`} className={legendClass}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('editor.design.picker', { label })}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.toLowerCase() as HexColor)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <input
          id={`${id}-text`}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          // '#4338ca' reads left to right inside right-to-left text.
          dir="ltr"
          value={text}
          readOnly={disabled}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            const next = event.target.value.trim().toLowerCase();
            if (HEX_COLOR_PATTERN.test(next)) onChange(next as HexColor);
          }}
          onBlur={() => setTyped(null)}
          className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 font-mono text-sm text-ink uppercase focus-visible:outline-3 focus-visible:outline-brand-600 read-only:bg-slate-50 read-only:text-slate-700 aria-invalid:border-red-600"
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {t('editor.design.hexRule')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The top of the card, drawn smaller, stuck below the site's header while the design section is on
 * screen (phones only: wider screens keep the whole preview beside the form). A copy for the eye:
 * screen readers have the page's own preview.
 */
export function CompactPreview({ children }: { children: ReactNode }) {
  return (
    <div
      data-compact-preview
      aria-hidden="true"
      className="sticky top-16 z-10 -mx-5 border-b border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="relative mx-auto h-40 max-w-sm overflow-hidden rounded-3xl">
        <div className="[zoom:0.55]">{children}</div>
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-8 bg-linear-to-t from-white/90 to-transparent" />
      </div>
    </div>
  );
}

/** Beside a field the organisation's brand kit locks: a lock and "Set by <organisation>". */
export function LockedNote({ text, id }: { text: string; id?: string }) {
  return (
    <p id={id} className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
      <Lock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span className="min-w-0 wrap-anywhere">{text}</span>
    </p>
  );
}

/** The same note inside a field's hint line (a hint is a paragraph of its own). */
export function LockedHint({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-slate-700">
      <Lock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {text}
    </span>
  );
}
