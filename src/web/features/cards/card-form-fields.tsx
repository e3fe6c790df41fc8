import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A titled group of fields. */
export function FormSection({
  title,
  description,
  columns = 2,
  children,
}: {
  title: string;
  description?: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-base font-bold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className={cn('mt-5 grid gap-5', columns === 2 && 'sm:grid-cols-2')}>{children}</div>
    </section>
  );
}
