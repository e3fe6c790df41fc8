import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A white, titled section of a page: a form's group of fields, the billing details. */
export function Panel({
  title,
  icon: Icon,
  description,
  className,
  children,
}: {
  /** The section's heading (it names the section for screen readers too). */
  title: ReactNode;
  /** An icon before the title, in the brand colour (decoration: screen readers skip it). */
  icon?: LucideIcon;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        {Icon ? <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" /> : null}
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      {children}
    </section>
  );
}
