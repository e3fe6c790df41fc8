import type { ReactNode } from 'react';
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
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs"
    >
      <table className="w-full min-w-[60rem] border-collapse text-left text-sm">{children}</table>
    </div>
  );
}

export const thClasses =
  'border-b border-slate-200 bg-slate-50 px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const tdClasses = 'border-b border-slate-100 px-3 py-3 align-top text-slate-800';
