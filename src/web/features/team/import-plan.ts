/**
 * The import screen's arithmetic (docs/product.md#bulk-import), apart from React so it is tested
 * alone: reading the file as the server will, cutting the rows into requests, putting each
 * request's report back at the rows of the whole file, and the failures as a CSV file.
 */
import { toCsv } from '../../../shared/csv';
import { CsvReadError, readCsv, type CsvReadReason } from '../../../shared/csv-read';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { ErrorDetails } from '../../../shared/errors';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportFileProblem,
  type ImportProblemCode,
  type ImportReport,
  type ImportRowResult,
} from '../../../shared/import';
import { formatList } from '../../lib/format';
import { failureMessage, isApiError } from '../../lib/http';
import { apiErrorText } from '../../lib/i18n/error-messages';
import { localizeFormError } from '../../lib/i18n/form-errors';
import { activeLanguage, translate } from '../../lib/i18n/intl';

/** Rows per request of a real run: each request is short, and the bar moves between them. */
export const IMPORT_CHUNK_ROWS = 100;

/**
 * A file the screen refuses before sending it, with the server's own words (shared/import.ts
 * IMPORT_MESSAGES) in the active language.
 */
export class ImportFileError extends Error {}

const tooLarge = () =>
  translate('team.import.tooLarge', { megabytes: IMPORT_MAX_BYTES / 1024 / 1024 });
const notCsv = (why: string) => translate('team.import.notCsv', { why });

const CSV_REASON_IDS = {
  NOT_UTF8: 'team.import.notUtf8',
  BINARY: 'team.import.notCsv.binary',
  TEXT_AFTER_QUOTE: 'team.import.notCsv.textAfterQuote',
  UNCLOSED_QUOTE: 'team.import.notCsv.unclosedQuote',
} as const satisfies Record<CsvReadReason | 'NOT_UTF8', MessageId>;

/** Why a text is not a CSV file, in the active language ('NOT_UTF8' or a `CsvReadReason`). */
const csvReasonText = (reason: string, line: unknown): string | undefined =>
  Object.hasOwn(CSV_REASON_IDS, reason)
    ? translate(CSV_REASON_IDS[reason as keyof typeof CSV_REASON_IDS], { line: Number(line) })
    : undefined;

/** A name the file holds, quoted the language's way and isolated so it keeps its own direction. */
const columnName = (name: string) =>
  translate('team.import.columnName', { name: `\u2068${name}\u2069` });

/** The names of `UNKNOWN_COLUMNS` (a JSON list), or none when they are not one. */
function columnsOf(value: unknown): string[] | undefined {
  try {
    const names: unknown = JSON.parse(String(value));
    return Array.isArray(names) && names.length > 0 && names.every((n) => typeof n === 'string')
      ? (names as string[])
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A whole file the server refused (`details.problem`, shared/import.ts IMPORT_FILE_PROBLEMS) in the
 * active language, or undefined for a refusal it does not know, which is said as any other is.
 */
export function importFileProblemText(details: ErrorDetails | undefined): string | undefined {
  const problem = details?.problem as ImportFileProblem | undefined;
  switch (problem) {
    case 'NOT_CSV': {
      const why = csvReasonText(String(details?.why), details?.line);
      return why === undefined ? undefined : notCsv(why);
    }
    case 'EMPTY':
      return translate('team.import.empty');
    case 'TOO_MANY_ROWS':
      return translate('team.import.tooMany', {
        max: Number(details?.max ?? IMPORT_MAX_ROWS),
        rows: Number(details?.rows),
      });
    case 'NO_EMAIL_COLUMN':
      return translate('team.import.noEmailColumn');
    case 'UNKNOWN_COLUMNS': {
      const columns = columnsOf(details?.columns);
      return (
        columns &&
        translate('team.import.unknownColumns', {
          columns: formatList(columns.map(columnName)),
        })
      );
    }
    default:
      return undefined;
  }
}

/**
 * What a failed dry run or import says: in English the server's sentence; in another language a
 * refusal of the whole file from the catalogue, anything else as any failed call says it.
 */
export function importFailureText(error: unknown, actionText: string): string {
  if (activeLanguage() !== DEFAULT_LANGUAGE && isApiError(error, ERROR_CODES.VALIDATION_ERROR)) {
    const text = importFileProblemText(error.details);
    if (text !== undefined) return text;
  }
  return failureMessage(error, actionText);
}

export interface ImportTable {
  headers: string[];
  /** The data rows, in the file's order; the first is the sheet's row 2. */
  rows: string[][];
}

/** The file's bytes as text: UTF-8 only, as the server reads it. */
export function decodeImportFile(bytes: ArrayBuffer): string {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw new ImportFileError(tooLarge());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(notCsv(translate('team.import.notUtf8')));
  }
}

/** The header and rows of a CSV text; refused as the server would refuse the whole file. */
export function readImportTable(text: string): ImportTable {
  if (new TextEncoder().encode(text).byteLength > IMPORT_MAX_BYTES)
    throw new ImportFileError(tooLarge());
  let all: string[][];
  try {
    all = readCsv(text);
  } catch (error) {
    if (error instanceof CsvReadError) {
      throw new ImportFileError(notCsv(csvReasonText(error.reason, error.line) ?? error.message));
    }
    throw error;
  }
  const [headers, ...rows] = all;
  if (!headers || rows.length === 0) throw new ImportFileError(translate('team.import.empty'));
  if (rows.length > IMPORT_MAX_ROWS)
    throw new ImportFileError(
      translate('team.import.tooMany', { max: IMPORT_MAX_ROWS, rows: rows.length }),
    );
  return { headers: headers.map((header) => header.trim()), rows };
}

/**
 * Cells as CSV (RFC 4180: every cell quoted, quotes doubled, CRLF). Not `toCsv`: that one makes
 * formulas harmless for spreadsheets, which would change the people's data on its way to the
 * server (a name starting with `=` stays a name there).
 */
export function serialiseCsv(headers: readonly string[], rows: readonly (readonly string[])[]) {
  const line = (cells: readonly string[]) =>
    cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
  return [headers, ...rows].map(line).join('\r\n') + '\r\n';
}

/** One request of a real run: its CSV, and the sheet's row number of each of its rows. */
export interface ImportChunk {
  csv: string;
  rowNumbers: number[];
}

/**
 * The rows to apply, in requests of at most `size` rows, each with the header. `rowNumbers` are
 * the sheet's numbers of `rows` (the header is row 1), so a request's report can be put back.
 */
export function chunkRows(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  rowNumbers: readonly number[] = rows.map((_row, index) => index + 2),
  size = IMPORT_CHUNK_ROWS,
): ImportChunk[] {
  const chunks: ImportChunk[] = [];
  for (let start = 0; start < rows.length; start += size) {
    chunks.push({
      csv: serialiseCsv(headers, rows.slice(start, start + size)),
      rowNumbers: rowNumbers.slice(start, start + size),
    });
  }
  return chunks;
}

/** A request's report with its rows numbered as in the whole file. */
export function placeChunkReport(report: ImportReport, chunk: ImportChunk): ImportReport {
  return {
    ...report,
    rows: report.rows.map((result) => ({
      ...result,
      row: chunk.rowNumbers[result.row - 2] ?? result.row,
    })),
  };
}

/** Several reports as one, rows in the file's order. */
export function mergeReports(reports: readonly ImportReport[], dryRun: boolean): ImportReport {
  return {
    dryRun,
    rows: reports.flatMap((report) => report.rows).sort((a, b) => a.row - b.row),
    created: reports.reduce((sum, report) => sum + report.created, 0),
    updated: reports.reduce((sum, report) => sum + report.updated, 0),
    invited: reports.reduce((sum, report) => sum + report.invited, 0),
  };
}

const PROBLEM_IDS = {
  BAD_ROLE: 'team.import.problem.BAD_ROLE',
  BAD_EMAIL: 'team.import.problem.BAD_EMAIL',
  FIELD_INVALID: undefined,
  DUPLICATE: 'team.import.problem.DUPLICATE',
  NO_SUBSCRIPTION: 'team.import.problem.NO_SUBSCRIPTION',
  OVER_SEATS: 'team.import.problem.OVER_SEATS',
  NOT_SAVED: 'team.import.problem.NOT_SAVED',
  INVITATION_LIMIT: 'team.import.problem.INVITATION_LIMIT',
  INVITATION_NOT_SENT: undefined,
} as const satisfies Record<ImportProblemCode, MessageId | undefined>;

/**
 * A row's problems as the reader reads them: in English the server's sentences; in another
 * language each problem's message from the catalogue with its values, a card field's rule as the
 * card's form says it, and a refusal of the server's own as any failed call says it.
 */
export function importRowErrors(result: ImportRowResult): string[] {
  if (activeLanguage() === DEFAULT_LANGUAGE) return result.errors;
  return result.errors.map((english, index) => {
    const problem = result.problems[index];
    if (!problem) return english;
    const details = problem.details ?? {};
    const { code } = problem;
    if (code === 'FIELD_INVALID')
      return localizeFormError(String(details.message ?? english)) ?? english;
    if (code === 'INVITATION_NOT_SENT') {
      return details.reason === undefined
        ? translate('team.import.problem.INVITATION_NOT_SENT.unknown')
        : translate('team.import.problem.INVITATION_NOT_SENT', {
            reason: apiErrorText(String(details.reason), String(details.reasonMessage ?? '')),
          });
    }
    if (Object.hasOwn(PROBLEM_IDS, code)) {
      const id = PROBLEM_IDS[code as ImportProblemCode];
      if (id) return translate(id, details);
    }
    return apiErrorText(code, english, problem.details);
  });
}

/** The rows that failed, as a CSV file to fix the spreadsheet from. */
export const errorsCsv = (rows: readonly ImportRowResult[]): string =>
  toCsv(
    [
      translate('team.import.csv.row'),
      translate('team.import.csv.email'),
      translate('team.import.csv.errors'),
    ],
    rows
      .filter((row) => !row.ok)
      .map((row) => [row.row, row.email, importRowErrors(row).join('; ')]),
  );

/** "Imported 300 of 1,000" under the progress bar. */
export const importProgressText = (done: number, total: number): string =>
  translate('team.import.progress', { done, total });
