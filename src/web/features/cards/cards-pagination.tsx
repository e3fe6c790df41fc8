import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

interface CardsPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

const pageButton =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl border px-3 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50';

/** Spec §2: Prev/Next and numbered pages. */
export function CardsPagination({ page, pageCount, onPageChange }: CardsPaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Card pages" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={cn(pageButton, 'border-slate-300 bg-white text-ink hover:bg-slate-50')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Prev
      </button>
      <ul className="flex flex-wrap items-center gap-2">
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              className={cn(
                pageButton,
                number === page
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-ink hover:bg-slate-50',
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
        className={cn(pageButton, 'border-slate-300 bg-white text-ink hover:bg-slate-50')}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
