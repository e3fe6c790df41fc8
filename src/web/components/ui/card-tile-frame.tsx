import type { CSSProperties, ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDateTime, fromEpochSeconds } from '../../lib/format';
import { DeletionBadge } from './badge';

/** A card in a list (My Cards, the admin's cards): greyed while it waits for deletion. */
export function CardTileFrame({
  deleteOn,
  className,
  style,
  template,
  children,
}: {
  deleteOn: number;
  className?: string;
  /** `--tile-accent` (src/web/lib/tile-accent.ts): the card's own colour along the tile's top. */
  style?: CSSProperties;
  template?: string;
  children: ReactNode;
}) {
  return (
    <li
      style={style}
      data-template={template}
      className={cn(
        'flex w-full flex-col rounded-3xl border p-5 shadow-card',
        deleteOn > 0 ? 'border-slate-300 bg-slate-100' : 'border-slate-200 bg-white',
        style && 'border-t-4 border-t-(--tile-accent)',
        className,
      )}
    >
      {children}
    </li>
  );
}

/** The tile's first line: when the card was made, and its deletion countdown or `badge`. */
export function CardTileTop({
  card,
  label,
  badge,
  now,
}: {
  card: { createdAt: number; deleteOn: number };
  /** Before the time ('Created'). */
  label?: string;
  badge?: ReactNode;
  now?: number;
}) {
  const created = fromEpochSeconds(card.createdAt);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted">
        <CalendarClock aria-hidden="true" className="h-4 w-4" />
        <span>
          {label ? `${label} ` : null}
          <time dateTime={created.toISOString()}>{formatDateTime(created)}</time>
        </span>
      </p>
      {card.deleteOn > 0 ? <DeletionBadge deleteOn={card.deleteOn} now={now} /> : badge}
    </div>
  );
}
