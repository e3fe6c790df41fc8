import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * An item of the marketing pages: an icon in a tile, a title and a sentence; from `sm` a card.
 * On phones, where a list of cards would take screen after screen (docs/product.md#screens-landing),
 * either a compact row (`row`: the icon beside the text, no frame) or a small tile (`tile`: the
 * icon beside the title, for a two-column grid; the sentence is left to screen readers there).
 * `className` styles the card (give it `sm:` classes).
 */
export function FeatureCard({
  icon: Icon,
  title,
  text,
  solid = false,
  label,
  phone = 'row',
  className,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The icon white on the brand colour, instead of brand on a pale tint. */
  solid?: boolean;
  /** Beside the icon from `sm` (a step's number; on phones the list's order says it). */
  label?: ReactNode;
  phone?: 'row' | 'tile';
  className?: string;
}) {
  const tile = phone === 'tile';
  return (
    <li
      className={cn(
        'sm:block sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 sm:shadow-sm',
        tile
          ? 'flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm'
          : 'flex gap-4',
        className,
      )}
    >
      <div className="flex shrink-0 items-center gap-3">
        <span
          className={cn(
            'flex items-center justify-center rounded-xl sm:h-11 sm:w-11',
            tile ? 'h-9 w-9' : 'h-10 w-10',
            solid ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        {label ? <span className="hidden sm:inline">{label}</span> : null}
      </div>
      <div className="min-w-0">
        <h3
          className={cn(
            // A long word (German compounds) breaks with a hyphen rather than touching the edge.
            'font-bold break-words hyphens-auto text-ink sm:text-lg',
            tile ? 'text-sm leading-snug' : 'text-base',
            label ? 'sm:mt-5' : 'sm:mt-4',
          )}
        >
          {title}
        </h3>
        <p
          className={cn(
            'text-sm leading-relaxed text-slate-600 sm:mt-2',
            tile ? 'sr-only sm:not-sr-only' : 'mt-1',
          )}
        >
          {text}
        </p>
      </div>
    </li>
  );
}
