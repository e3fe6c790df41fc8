import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A white, titled section of a page: a form's group of fields, the billing details. */
export function Panel({
  title,
  description,
  className,
  children,
}: {
  /** The section's heading (it names the section for screen readers too). */
  title: ReactNode;
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
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      {children}
    </section>
  );
}
