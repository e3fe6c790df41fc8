import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-700' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: 'text-amber-700' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'text-emerald-700' },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: 'text-brand-700' },
  neutral: { box: 'border-slate-200 bg-slate-50 text-slate-800', icon: 'text-slate-600' },
} as const;

interface NoticeProps {
  tone?: keyof typeof TONES;
  icon?: LucideIcon;
  /** A first line in bold. */
  title?: ReactNode;
  /** A button at the end (Retry, Resend). */
  action?: ReactNode;
  /**
   * Whether screen readers announce it when it appears: errors and warnings as alerts, the rest
   * politely. A notice that is part of the page from the start needs no announcing.
   */
  live?: boolean;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A boxed message in the colour of its tone: an error, a warning, a success, a hint. */
export function Notice({
  tone = 'error',
  icon: Icon,
  title,
  action,
  live = true,
  id,
  className,
  children,
}: NoticeProps) {
  const role = !live ? undefined : tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div
      id={id}
      role={role}
      className={cn(
        'flex flex-wrap items-start gap-x-3 gap-y-2 rounded-xl border px-4 py-3 text-sm leading-relaxed',
        TONES[tone].box,
        className,
      )}
    >
      {Icon ? (
        <Icon aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', TONES[tone].icon)} />
      ) : null}
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
