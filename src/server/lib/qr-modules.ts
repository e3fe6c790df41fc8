/** A run of dark modules in one row of a QR code: `length` modules from `column` on. */
export interface DarkRun {
  row: number;
  column: number;
  length: number;
}

/**
 * Every horizontal run of dark modules, row by row: the one way our QR codes are drawn, as one
 * rectangle a run (the card page's SVG and PNG, the share background, the printed PDF), so the
 * code is sharp at any size and its drawing small. Positions are in modules, without the quiet
 * zone.
 */
export function darkModuleRuns(
  size: number,
  isDark: (row: number, column: number) => boolean,
): DarkRun[] {
  const runs: DarkRun[] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && isDark(row, column)) column++;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
}
