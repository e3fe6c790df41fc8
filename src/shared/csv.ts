/**
 * CSV output (RFC 4180) that spreadsheets cannot mistake for formulas
 * (docs/product.md#server-rules-text-shown), whichever separator they split on. Every cell is
 * quoted. A formula character (=, +, -, @, a tab or a carriage return), even after spaces, gets an
 * apostrophe before it, as OWASP's CSV injection advice recommends, both at the start of a cell and
 * after any character a spreadsheet may split cells or lines on (`,`, `;`, tab, line breaks): a
 * spreadsheet set to split on `;` would otherwise start a new cell in the middle of a text such as
 * `Ada;=HYPERLINK(…)`.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^ *[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])( *)(?=[=+\-@\t\r])/g;

/** The cell's text with every formula start made harmless (at the start and after separators). */
export function neutraliseFormula(text: string): string {
  const inside = text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
  return FORMULA_START.test(inside) ? `'${inside}` : inside;
}

/** One cell: neutralised, then quoted, inner quotes doubled. */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : neutraliseFormula(String(value));
  return `"${text.replaceAll('"', '""')}"`;
}

/** A whole document: a header row, then one row per record, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
