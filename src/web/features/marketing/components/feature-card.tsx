import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A card of the marketing pages: an icon in a tile, a title and a sentence. */
export function FeatureCard({
  icon: Icon,
  title,
  text,
  solid = false,
  label,
  className,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The icon white on the brand colour, instead of brand on a pale tint. */
  solid?: boolean;
  /** Beside the icon (a step's number). */
  label?: ReactNode;
  className?: string;
}) {
  return (
    <li className={cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', className)}>
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex h-11 w-11 items-center justify-center rounded-xl',
            solid ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        {label}
      </div>
      <h3 className={cn('text-lg font-bold text-ink', label ? 'mt-5' : 'mt-4')}>{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
    </li>
  );
}
