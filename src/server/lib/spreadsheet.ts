/**
 * Excel workbooks (.xlsx) of the exports people open in a spreadsheet (docs/product.md#leads,
 * decision 0032). Unlike a CSV, a workbook says what each cell is: text goes in as a string cell
 * in the Text number format, so a phone number such as `+61 400 111 222` shows exactly as typed
 * and a text such as `=SUM(1,2)` is never run as a formula, with no apostrophe before it. Counts
 * go in as numbers, so they can be summed and charted.
 *
 * The writer (write-excel-file) loads with the first workbook, not at start-up. A workbook is built
 * whole in memory, so a process builds one at a time and the exports bound their rows.
 */
import { ConcurrencyLimit } from './concurrency-limit';

/** A cell's value: text, or a count. */
export type SheetValue = string | number;

export interface SheetColumn {
  header: string;
  /** In characters, as Excel measures a column. */
  width: number;
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's built-in Text format: what a person types into such a cell stays text too. */
const TEXT_FORMAT = '@';

/** Excel's own default face and size. */
const FONT = { fontFamily: 'Calibri', fontSize: 11 };

/** For the whole process: the memory a workbook takes is the process's. */
const building = new ConcurrencyLimit(1);

/** An empty text is an empty cell, in the Text format like the rest of its column. */
const cellOf = (value: SheetValue) =>
  typeof value === 'number'
    ? { type: Number, value }
    : { type: String, value, format: TEXT_FORMAT };

/**
 * One worksheet named `sheet`: a bold header row that stays in view while scrolling, then the
 * rows, every value in the column of its header. Built whole in memory (the same rows a CSV of
 * the export holds) and compressed; one at a time, the others waiting their turn.
 */
export async function toXlsx(
  sheet: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly SheetValue[])[],
): Promise<Buffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return building.run(() => {
    const header = columns.map((column) => ({
      type: String,
      value: column.header,
      format: TEXT_FORMAT,
      fontWeight: 'bold' as const,
    }));
    return writeXlsxFile(
      [header, ...rows.map((row) => row.map(cellOf))],
      { sheet, columns: columns.map(({ width }) => ({ width })), stickyRowsCount: 1 },
      // Named, so the bold header is drawn in the same face as the rows everywhere (a
      // spreadsheet without the font substitutes its own sans-serif).
      FONT,
    ).toBuffer();
  });
}
