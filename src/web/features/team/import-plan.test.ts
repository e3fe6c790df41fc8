import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../../shared/csv-read';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportReport,
  type ImportRowResult,
} from '../../../shared/import';
import {
  chunkRows,
  decodeImportFile,
  errorsCsv,
  importFailureText,
  importProgressText,
  mergeReports,
  importRowErrors,
  placeChunkReport,
  readImportTable,
} from './import-plan';
import { ApiError } from '../../lib/http';
import { activateLanguage } from '../../lib/i18n/intl';
import { ERROR_CODES } from '../../../shared/error-codes';
import { readMessagesIn } from '../../../../tests/support/unit/messages';

readMessagesIn();

const headers = ['Email', 'Name'];
const people = (count: number) =>
  Array.from({ length: count }, (_item, index) => [`p${index + 2}@example.com`, `P ${index + 2}`]);

/** What the server answers for a chunk: its rows numbered from 2, as in a file of their own. */
const reportOf = (csv: string): ImportReport => {
  const [, ...rows] = readCsv(csv);
  return {
    dryRun: false,
    rows: rows.map((row, index) => ({
      row: index + 2,
      email: row[0] ?? '',
      ok: true,
      action: 'create',
      errors: [],
      problems: [],
    })),
    created: rows.length,
    updated: 0,
    invited: rows.length,
  };
};

describe('chunkRows and placeChunkReport', () => {
  it('cuts 250 rows into requests of 100, 100 and 50, each with the header, and numbers them as the whole file', () => {
    const rows = people(250);
    const chunks = chunkRows(headers, rows);
    expect(chunks.map((chunk) => chunk.rowNumbers.length)).toEqual([100, 100, 50]);
    for (const chunk of chunks) expect(readCsv(chunk.csv)[0]).toEqual(headers);
    const merged = mergeReports(
      chunks.map((chunk) => placeChunkReport(reportOf(chunk.csv), chunk)),
      false,
    );
    expect(merged.rows.map((row) => row.row)).toEqual(rows.map((_row, index) => index + 2));
    // Each row's number is the one its e-mail was made from, in the third chunk too.
    expect(merged.rows.every((row) => row.email === `p${row.row}@example.com`)).toBe(true);
    expect([merged.created, merged.invited]).toEqual([250, 250]);
  });

  it('keeps the sheet numbers of a selection of rows (those the dry run passed)', () => {
    const rows = people(5);
    const chosen = [rows[0], rows[3], rows[4]].filter((row) => row !== undefined);
    const [chunk] = chunkRows(headers, chosen, [2, 5, 6], 2);
    expect(chunk?.rowNumbers).toEqual([2, 5]);
    const placed = placeChunkReport(
      reportOf(chunk?.csv ?? ''),
      chunk ?? { csv: '', rowNumbers: [] },
    );
    expect(placed.rows.map((row) => [row.row, row.email])).toEqual([
      [2, 'p2@example.com'],
      [5, 'p5@example.com'],
    ]);
  });

  it('carries cells with separators, quotes, line breaks and formulas unchanged', () => {
    const tricky = [
      ['a@example.com', '=HYPERLINK("x")'],
      ['b@example.com', 'Line\nbreak, "quoted"; semi'],
    ];
    const [chunk] = chunkRows(headers, tricky);
    expect(readCsv(chunk?.csv ?? '')).toEqual([headers, ...tricky]);
  });
});

describe('errorsCsv', () => {
  it('lists the failed rows, read back by an independent CSV reader', () => {
    const csv = errorsCsv([
      { row: 2, email: 'ok@example.com', ok: true, action: 'create', errors: [], problems: [] },
      {
        row: 3,
        email: 'bad',
        ok: false,
        action: 'none',
        errors: ['E-mail is not a valid address'],
        problems: [{ code: 'BAD_EMAIL' }],
      },
      {
        row: 7,
        email: '=cmd@example.com',
        ok: false,
        action: 'none',
        errors: ['One', 'Two, "three"'],
        problems: [],
      },
    ]);
    const records = parse(csv) as string[][];
    expect(records).toEqual([
      ['Row', 'E-mail', 'Errors'],
      ['3', 'bad', 'E-mail is not a valid address'],
      // A formula is made harmless for spreadsheets.
      ['7', "'=cmd@example.com", 'One; Two, "three"'],
    ]);
  });
});

describe('readImportTable and decodeImportFile', () => {
  it('reads the header and rows of any separator', () => {
    expect(readImportTable('\uFEFFE-mail; Name\r\na@example.com;Ada\r\n')).toEqual({
      headers: ['E-mail', 'Name'],
      rows: [['a@example.com', 'Ada']],
    });
  });

  it('refuses an empty file, a header alone, too many rows, an open quote, and bytes that are not UTF-8', () => {
    expect(() => readImportTable('')).toThrow(IMPORT_MESSAGES.empty);
    expect(() => readImportTable('Email\n')).toThrow(IMPORT_MESSAGES.empty);
    const many = ['Email', ...people(IMPORT_MAX_ROWS + 1).map((row) => row[0])].join('\n');
    expect(() => readImportTable(many)).toThrow(IMPORT_MESSAGES.tooMany(IMPORT_MAX_ROWS + 1));
    expect(() => readImportTable('Email\n"a@example.com')).toThrow(
      IMPORT_MESSAGES.notCsv('a quote is never closed'),
    );
    expect(() => decodeImportFile(new Uint8Array([0xff, 0xfe, 0x00]).buffer)).toThrow(
      IMPORT_MESSAGES.notCsv('it is not UTF-8 text'),
    );
  });

  it('says the progress with thousands separators', () => {
    expect(importProgressText(300, 1000)).toBe('Imported 300 of 1,000');
  });
});

describe('importRowErrors', () => {
  afterAll(() => activateLanguage('en'));

  const failed: ImportRowResult = {
    row: 4,
    email: 'a@example.com',
    ok: false,
    action: 'none',
    errors: [
      'Role must be member or admin',
      IMPORT_MESSAGES.duplicate(2),
      IMPORT_MESSAGES.overSeats(5),
      'Website must be at most 100 characters',
      'You are not allowed to do that',
      'The card is saved; the invitation was not sent: Invitation is sent already',
      'Something new the screen does not know yet',
    ],
    problems: [
      { code: 'BAD_ROLE' },
      { code: 'DUPLICATE', details: { row: 2 } },
      { code: 'OVER_SEATS', details: { allocation: 5 } },
      {
        code: 'FIELD_INVALID',
        details: { field: 'website', message: 'Website must be at most 100 characters' },
      },
      { code: ERROR_CODES.FORBIDDEN },
      {
        code: 'INVITATION_NOT_SENT',
        details: {
          reason: ERROR_CODES.ALREADY_MEMBER,
          reasonMessage: 'Invitation is sent already',
        },
      },
      { code: 'SOMETHING_NEW' },
    ],
  };

  it('says the server’s sentences in English', async () => {
    await activateLanguage('en');
    expect(importRowErrors(failed)).toEqual(failed.errors);
  });

  it('says each problem from the catalogue in another language', async () => {
    await activateLanguage('ar');
    const arabic = importRowErrors(failed);
    expect(arabic[0]).toBe('يجب أن يكون الدور member أو admin');
    expect(arabic[1]).toBe('البريد الإلكتروني نفسه الوارد في الصف 2');
    expect(arabic[2]).toContain('اشتراك المؤسسة');
    expect(arabic[3]).not.toContain('Website');
    expect(arabic[4]).not.toBe(failed.errors[4]);
    expect(arabic[5]).toMatch(/^حُفظت البطاقة ولكن لم تُرسل الدعوة: /);
    expect(arabic[5]).not.toContain('Invitation is sent already');
    // A code this screen does not know yet: the server's sentence rather than nothing.
    expect(arabic[6]).toBe(failed.errors[6]);

    await activateLanguage('ja');
    expect(importRowErrors(failed).slice(0, 3)).toEqual([
      'ロールは member か admin にしてください',
      '2 行目と同じメールアドレスです',
      'シート数を超えています。組織のサブスクリプションはカード 5 枚分です',
    ]);
    expect(errorsCsv([failed])).toContain('2 行目と同じメールアドレスです');
  });
});

describe('importFailureText', () => {
  afterAll(() => activateLanguage('en'));

  const refusal = (message: string, details?: Record<string, string | number>) =>
    new ApiError(ERROR_CODES.VALIDATION_ERROR, message, 400, details);
  const unknown = refusal(IMPORT_MESSAGES.unknownColumns(['Nope', 'Tel 2']), {
    problem: 'UNKNOWN_COLUMNS',
    columns: JSON.stringify(['Nope', 'Tel 2']),
  });
  const noEmail = refusal(IMPORT_MESSAGES.noEmailColumn, { problem: 'NO_EMAIL_COLUMN' });
  const openQuote = refusal(IMPORT_MESSAGES.notCsv('line 3 has text after a closing quote'), {
    problem: 'NOT_CSV',
    why: 'TEXT_AFTER_QUOTE',
    line: 3,
  });

  it('says the server’s sentence in English', async () => {
    await activateLanguage('en');
    expect(importFailureText(unknown, 'x')).toBe(
      'mapping: the file has no column named "Nope", "Tel 2"',
    );
    expect(importFailureText(noEmail, 'x')).toBe(IMPORT_MESSAGES.noEmailColumn);
  });

  it('says a refused file from the catalogue in Arabic and Japanese, names isolated and listed', async () => {
    await activateLanguage('ar');
    expect(importFailureText(unknown, 'x')).toBe(
      'مطابقة الأعمدة: لا يحتوي الملف على عمود باسم «\u2068Nope\u2069» و«\u2068Tel 2\u2069»',
    );
    expect(importFailureText(noEmail, 'x')).toMatch(/^طابق عمودًا مع البريد الإلكتروني/);
    expect(importFailureText(openQuote, 'x')).toContain('في السطر 3 نص بعد علامة اقتباس ختامية');

    await activateLanguage('ja');
    expect(importFailureText(unknown, 'x')).toBe(
      '列の対応付け: ファイルに「\u2068Nope\u2069」、「\u2068Tel 2\u2069」という名前の列がありません',
    );
    expect(importFailureText(openQuote, 'x')).toBe(
      'CSV ファイルではありません: 3 行目で、閉じ引用符の後に文字があります。スプレッドシートを CSV 形式で保存して、もう一度お試しください。',
    );
    // A refusal without a problem this screen knows: said as any failed call is.
    expect(importFailureText(refusal('mapping: must be a JSON object of column names'), 'x')).toBe(
      'mapping: must be a JSON object of column names',
    );
  });

  it('says why the screen itself refuses a file in the active language', async () => {
    await activateLanguage('ja');
    expect(() => readImportTable('Email\n"a@example.com')).toThrow(
      'CSV ファイルではありません: 引用符が閉じられていません。スプレッドシートを CSV 形式で保存して、もう一度お試しください。',
    );
  });
});
