import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { pageWindow } from '../../lib/paging';

const pageButton =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl border px-3 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50';
const idle = 'border-slate-300 bg-white text-ink hover:bg-slate-50';

interface PaginationProps {
  /** What is paged, for the navigation's name ("Card pages"). */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** At most this many numbered buttons, around the current page; all of them without it. */
  maxButtons?: number;
}

/** Prev, the numbered pages and Next; nothing when everything fits on one page. */
export function Pagination({ label, page, pageCount, onPageChange, maxButtons }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={cn(pageButton, idle)}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t('common.pagination.prev')}
      </button>
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        {pageWindow(page, pageCount, maxButtons).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={t('common.pagination.page', { number })}
              aria-current={number === page ? 'page' : undefined}
              className={cn(
                pageButton,
                number === page ? 'border-brand-700 bg-brand-700 text-white' : idle,
              )}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={cn(pageButton, idle)}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {t('common.pagination.next')}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
