import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { darkModuleRuns } from './qr-modules';

describe('darkModuleRuns', () => {
  it('covers every dark module exactly once and no light one', () => {
    const { modules } = QRCode.create('https://cardvault.example/c?id=42', {
      errorCorrectionLevel: 'Q',
    });
    const isDark = (row: number, column: number) => modules.get(row, column) === 1;
    const drawn = new Set<string>();
    for (const run of darkModuleRuns(modules.size, isDark)) {
      for (let column = run.column; column < run.column + run.length; column++) {
        const key = `${run.row},${column}`;
        expect(drawn.has(key)).toBe(false);
        expect(isDark(run.row, column)).toBe(true);
        drawn.add(key);
      }
    }
    let dark = 0;
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++) if (isDark(row, column)) dark++;
    expect(drawn.size).toBe(dark);
  });

  it('makes one run of a row of dark modules and none of a light row', () => {
    const grid = ['11011', '00000', '01110'];
    const runs = darkModuleRuns(5, (row, column) => grid[row]?.[column] === '1');
    expect(runs).toEqual([
      { row: 0, column: 0, length: 2 },
      { row: 0, column: 3, length: 2 },
      { row: 2, column: 1, length: 3 },
    ]);
  });
});
