import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { PageMeta } from '../../components/ui/page-meta';

/** The heading block every admin page starts with; the layout supplies the frame and the nav. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageMeta title={`Admin: ${title}`} noindex />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </>
  );
}

/**
 * A table that scrolls sideways on narrow screens; focusable so keyboards can scroll it, and
 * positioned so the screen-reader-only text inside stays within it instead of widening the page.
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  /** The column headings; `{ srOnly }` names a column for screen readers only. */
  columns: readonly (string | { srOnly: string })[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs"
    >
      <table className="w-full min-w-[60rem] border-collapse text-left text-sm">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={typeof column === 'string' ? column : column.srOnly}
                scope="col"
                className="border-b border-slate-200 bg-slate-50 px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
              >
                {typeof column === 'string' ? (
                  column
                ) : (
                  <span className="sr-only">{column.srOnly}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const tdClasses = 'border-b border-slate-100 px-3 py-3 align-top text-slate-800';

/** A dialog about one row of a list: open while `row` is set, made afresh for each row. */
export function RowDialog<T>({
  row,
  onClose,
  size,
  closeLabel,
  children,
}: {
  row: T | null;
  onClose: () => void;
  size?: 'sm' | 'md';
  closeLabel: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size={size} closeLabel={closeLabel}>
        {row !== null ? children(row) : null}
      </DialogContent>
    </Dialog>
  );
}
