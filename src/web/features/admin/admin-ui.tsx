import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MoveHorizontal } from 'lucide-react';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { PageMeta } from '../../components/ui/page-meta';
import { useT } from '../../lib/i18n/use-t';

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
  const t = useT();
  return (
    <>
      <PageMeta title={t('admin.pageTitle', { title })} noindex />
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
 * Whether an element can scroll further towards its start and its end (left and right in a
 * left-to-right page), kept up as it scrolls or resizes. Right to left, `scrollLeft` runs from 0
 * to negative values, hence its size.
 */
function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const scrolled = Math.abs(element.scrollLeft);
      const start = scrolled > 1;
      const end = scrolled + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) =>
        current.start === start && current.end === end ? current : { start, end },
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The frame changes with the window, the table with its rows.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return { ref, edges };
}

const EDGE_SHADE = 'pointer-events-none absolute inset-y-px w-10 transition-opacity duration-200';

/**
 * A table that scrolls sideways on narrow screens, inside its own frame: a shade marks each edge
 * that has more beyond it, and a line above says the table scrolls. Focusable so keyboards can
 * scroll it, and positioned so the screen-reader-only text inside stays within it instead of
 * widening the page.
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
  const t = useT();
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  const scrolls = edges.start || edges.end;
  return (
    <div>
      {scrolls ? (
        <p className="mb-2 flex items-center justify-end gap-1.5 text-xs font-medium text-ink-muted">
          <MoveHorizontal aria-hidden="true" className="h-4 w-4" />
          {t('admin.scrollHint')}
        </p>
      ) : null}
      <div
        data-testid="scroll-frame"
        data-more-start={edges.start}
        data-more-end={edges.end}
        className="relative"
      >
        <div
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs"
        >
          <table className="w-full min-w-[60rem] border-collapse text-start text-sm">
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
        <div
          aria-hidden="true"
          className={`${EDGE_SHADE} inset-s-px rounded-s-2xl bg-linear-to-r from-slate-900/15 to-transparent rtl:bg-linear-to-l ${edges.start ? 'opacity-100' : 'opacity-0'}`}
        />
        <div
          aria-hidden="true"
          className={`${EDGE_SHADE} inset-e-px rounded-e-2xl bg-linear-to-l from-slate-900/15 to-transparent rtl:bg-linear-to-r ${edges.end ? 'opacity-100' : 'opacity-0'}`}
        />
      </div>
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
