import { cn } from '../../lib/cn';
import { statusDisplay, type BadgeTone } from './billing-format';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  danger: 'bg-red-100 text-red-900 ring-red-300',
  brand: 'bg-brand-100 text-brand-900 ring-brand-300',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** Spec §4 Status display as a badge. */
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
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
