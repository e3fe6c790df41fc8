import type { ReactNode } from 'react';
import { daysUntil } from '../../../shared/text';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { statusDisplay, type StatusTone } from '../../lib/subscription-status';

const TONES: Record<StatusTone, string> = {
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  danger: 'bg-red-100 text-red-900 ring-red-300',
  brand: 'bg-brand-100 text-brand-900 ring-brand-300',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** A small rounded label: a status, a flag, a pending change. */
export function Badge({
  tone,
  children,
  className,
}: {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A subscription status as a badge with a dot in its colour. */
export function StatusBadge({
  status,
  unknownAs,
  className,
}: {
  status: string | null;
  unknownAs?: string;
  className?: string;
}) {
  const { label, tone } = statusDisplay(status, unknownAs);
  return (
    <Badge tone={tone} className={className}>
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {label}
    </Badge>
  );
}

/** A card scheduled for deletion: the days left, rounded up from `deleteOn` (epoch seconds). */
export function DeletionBadge({ deleteOn, now }: { deleteOn: number; now?: number }) {
  const t = useT();
  return (
    <Badge tone="danger">{t('common.deletionBadge', { days: daysUntil(deleteOn, now) })}</Badge>
  );
}
