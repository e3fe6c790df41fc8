import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes every cell, text and numbers alike', () => {
    expect(csvCell('Ada Lovelace')).toBe('"Ada Lovelace"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(true)).toBe('"true"');
  });

  it('writes null and undefined as empty cells', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('keeps commas and line breaks inside the quotes, doubling inner quotes', () => {
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('Ada "the Countess"')).toBe('"Ada ""the Countess"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises every formula start, then quotes', () => {
    expect(csvCell('=1+2')).toBe('"\'=1+2"');
    expect(csvCell('+1')).toBe('"\'+1"');
    expect(csvCell('-1')).toBe('"\'-1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\t=1')).toBe('"\'\t\'=1"');
    expect(csvCell('  =1')).toBe('"\'  =1"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('neutraliseFormula', () => {
  it('leaves formula characters alone inside words', () => {
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('user+tag@example.com')).toBe('user+tag@example.com');
    expect(neutraliseFormula('2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z');
    expect(neutraliseFormula('')).toBe('');
  });

  it('neutralises a formula start after a separator or a line break', () => {
    expect(neutraliseFormula('Ada;=1+2')).toBe("Ada;'=1+2");
    expect(neutraliseFormula('Ada, -1')).toBe("Ada, '-1");
    expect(neutraliseFormula('one\n@two')).toBe("one\n'@two");
    expect(neutraliseFormula('a\t\t=1')).toBe("a\t'\t'=1");
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['name', 'email'],
        [
          ['Ada', 'ada@example.com'],
          ['=cmd|x', null],
        ],
      ),
    ).toBe('"name","email"\r\n"Ada","ada@example.com"\r\n"\'=cmd|x",""\r\n');
  });

  it('writes just the header when there are no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe('"a","b"\r\n');
  });
});

describe('toCsv read back by an independent CSV parser', () => {
  /** Texts a user controls (names, e-mails) that a spreadsheet could run as formulas. */
  const hostile = [
    '=1+2',
    'Ada;=HYPERLINK("http://evil.example","x")',
    'Lovelace,+SUM(A1:A9)',
    'x;-2+3;@cmd',
    'one\n=2+3',
    'tab\t=4+5',
    'a; =6+7',
    ' =8+9',
    'plain; text, with separators',
    'ada+tag@example.com',
  ];
  const csv = toCsv(
    ['name', 'note'],
    hostile.map((text) => [text, 'ok']),
  );
  const FORMULA = /^\s*[=+\-@]/;

  it('quotes every cell, so a comma reader gets each text back whole, only prefixed', () => {
    const records = parse(csv, { delimiter: ',' }) as string[][];
    expect(records[0]).toEqual(['name', 'note']);
    expect(records).toHaveLength(hostile.length + 1);
    for (const [index, text] of hostile.entries()) {
      const [cell, note] = records[index + 1] ?? [];
      expect(note).toBe('ok');
      // Only apostrophes were added, so the text reads the same without them.
      expect(cell?.replaceAll("'", '')).toBe(text.replaceAll("'", ''));
      expect(cell).not.toMatch(FORMULA);
    }
    for (const line of csv.split('\r\n').filter(Boolean)) {
      expect(line).toMatch(/^".*"$/s);
    }
  });

  it('gives a semicolon reader no cell that starts a formula, with or without quote handling', () => {
    const quoted = parse(csv, {
      delimiter: ';',
      relax_quotes: true,
      relax_column_count: true,
    }) as string[][];
    const unquoted = parse(csv, {
      delimiter: ';',
      quote: false,
      relax_column_count: true,
    }) as string[][];
    for (const record of [...quoted, ...unquoted]) {
      for (const cell of record) expect(cell.replace(/^"/, '')).not.toMatch(FORMULA);
    }
    // The texts really were split there: the check above looked at the cells that matter.
    expect(unquoted.flat().some((cell) => cell.startsWith("'=HYPERLINK"))).toBe(true);
  });
});
