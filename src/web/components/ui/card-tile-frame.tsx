import type { ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDateTime, fromEpochSeconds } from '../../lib/format';
import { DeletionBadge } from './badge';

/** A card in a list (My Cards, the admin's cards): greyed while it waits for deletion. */
export function CardTileFrame({
  deleteOn,
  className,
  children,
}: {
  deleteOn: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        'flex w-full flex-col rounded-3xl border p-5 shadow-card',
        deleteOn > 0 ? 'border-slate-300 bg-slate-100' : 'border-slate-200 bg-white',
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
