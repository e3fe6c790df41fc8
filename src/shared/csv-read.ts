/**
 * Reading a CSV file as people's spreadsheets write it (RFC 4180 and its common variants): a
 * byte-order mark is dropped, the separator is a comma, a semicolon or a tab (whichever the header
 * line has most of, outside quotes), quoted cells may hold separators, doubled quotes and line
 * breaks, and lines end with CRLF or LF. Cells are text exactly as written: a cell starting with
 * `=` is a name or a note, never a formula. Shared by the import screen (to show the columns) and
 * the server (which reads the rows).
 */

export type CsvSeparator = ',' | ';' | '\t';

/** What a text no spreadsheet writes has wrong, for the reader's language (`team.import.notCsv.*`). */
export type CsvReadReason = 'BINARY' | 'TEXT_AFTER_QUOTE' | 'UNCLOSED_QUOTE';

/** `message` is the reason in English; `reason` and `line` are the same for another language. */
export class CsvReadError extends Error {
  constructor(
    message: string,
    readonly reason: CsvReadReason,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** The separator the header line uses most, outside quotes; a comma when it has none. */
export function detectSeparator(text: string): CsvSeparator {
  const counts: Record<CsvSeparator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
  }
  const best = (Object.entries(counts) as [CsvSeparator, number][]).reduce((a, b) =>
    b[1] > a[1] ? b : a,
  );
  return best[1] > 0 ? best[0] : ',';
}

/**
 * The rows of a CSV text, each a list of cells, without the lines that are wholly empty. Throws
 * `CsvReadError` for what no spreadsheet writes: a NUL character (a binary file), a quote left
 * open at the end, or text after a closing quote inside a cell.
 */
export function readCsv(
  input: string,
  separator: CsvSeparator = detectSeparator(input),
): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.includes('\u0000')) throw new CsvReadError('it holds binary data, not text', 'BINARY');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let closed = false;
  let line = 1;
  const endCell = () => {
    row.push(cell);
    cell = '';
    closed = false;
  };
  const endRow = () => {
    endCell();
    if (row.some((value) => value !== '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
          closed = true;
        }
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === separator) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
    } else if (char === '"' && cell === '' && !closed) quoted = true;
    else if (closed) {
      throw new CsvReadError(
        `line ${line} has text after a closing quote`,
        'TEXT_AFTER_QUOTE',
        line,
      );
    } else cell += char;
  }
  if (quoted) throw new CsvReadError('a quote is never closed', 'UNCLOSED_QUOTE');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
