import type { ReactNode } from 'react';
import { Panel } from '../../components/ui/panel';
import { cn } from '../../lib/cn';

/** A titled group of fields. */
export function FormSection({
  title,
  description,
  columns = 2,
  className,
  children,
}: {
  title: string;
  description?: string;
  columns?: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Panel title={title} description={description} className={className}>
      <div
        className={cn(
          'mt-5 grid grid-cols-[minmax(0,1fr)] gap-5',
          columns === 2 && 'sm:grid-cols-2',
        )}
      >
        {children}
      </div>
    </Panel>
  );
}
