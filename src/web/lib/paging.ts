/** How many pages `totalCount` items fill, at least one (an empty list is one empty page). */
export const pageCountOf = (totalCount: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalCount / pageSize));

/**
 * The page numbers to show as buttons: at most `max` (all of them without one), the current
 * page kept in the middle where it can be.
 */
export function pageWindow(page: number, pageCount: number, max = pageCount): number[] {
  const size = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** One page of rows already in memory. */
export const pageOf = <T>(rows: readonly T[], page: number, pageSize: number): T[] =>
  rows.slice((page - 1) * pageSize, page * pageSize);

/** "Showing 11–20 of 57 users": the status line of a paged list. */
export function rangeText(
  {
    page,
    pageSize,
    shown,
    totalCount,
  }: { page: number; pageSize: number; shown: number; totalCount: number },
  noun: string,
): string {
  if (totalCount === 0) return `No ${noun}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${totalCount} ${noun}`;
}
