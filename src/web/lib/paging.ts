import { ADMIN_MAX_PAGE_BUTTONS, ADMIN_PAGE_SIZE } from '../../shared/admin';

export const pageCountOf = (totalCount: number, pageSize = ADMIN_PAGE_SIZE) =>
  Math.max(1, Math.ceil(totalCount / pageSize));

/**
 * The page numbers to show as buttons: at most `max`, the current page kept in the middle
 * where it can be (spec §9: at most 5 page buttons).
 */
export function pageWindow(
  page: number,
  pageCount: number,
  max = ADMIN_MAX_PAGE_BUTTONS,
): number[] {
  const size = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** One page of rows already in memory. */
export const pageOf = <T>(rows: readonly T[], page: number, pageSize = ADMIN_PAGE_SIZE): T[] =>
  rows.slice((page - 1) * pageSize, page * pageSize);

/** "Showing 11–20 of 57" wording for a list's status line. */
export function rangeText(page: number, shown: number, totalCount: number, noun: string): string {
  if (totalCount === 0) return `No ${noun}`;
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${totalCount} ${noun}`;
}
