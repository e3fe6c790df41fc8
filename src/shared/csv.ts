/**
 * CSV output (RFC 4180) that spreadsheets cannot mistake for formulas (DESIGN §6.8). A cell that
 * starts with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe, as OWASP's
 * CSV injection advice recommends, so Excel, LibreOffice and Sheets show it as text.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The cell's text with a leading formula character made harmless. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: neutralised, then quoted (inner quotes doubled) when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: a header row, then one row per record, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
