import { describe, expect, it } from 'vitest';
import { ReadsUntilWritten } from './reads-until-written';

describe('ReadsUntilWritten', () => {
  it('answers again from memory until the count of writes moves', async () => {
    const writes = { value: 0 };
    const reads = new ReadsUntilWritten<number>(writes, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await reads.read('a', load)).toBe(1);
    expect(await reads.read('a', load)).toBe(1);
    expect(await reads.read('b', load)).toBe(2);
    writes.value++;
    expect(await reads.read('a', load)).toBe(3);
    expect(await reads.read('a', load)).toBe(3);
  });

  it('does not keep an answer as current when a write began while it was read', async () => {
    const writes = { value: 0 };
    const reads = new ReadsUntilWritten<number>(writes, 10);
    let loads = 0;
    expect(
      await reads.read('a', async () => {
        writes.value++;
        return ++loads;
      }),
    ).toBe(1);
    expect(await reads.read('a', async () => ++loads)).toBe(2);
    expect(await reads.read('a', async () => ++loads)).toBe(2);
  });

  it('reads every time without a count of writes', async () => {
    const reads = new ReadsUntilWritten<number>(undefined, 10);
    let loads = 0;
    expect(await reads.read('a', async () => ++loads)).toBe(1);
    expect(await reads.read('a', async () => ++loads)).toBe(2);
  });

  it('keeps nothing from a failed read', async () => {
    const reads = new ReadsUntilWritten<number>({ value: 0 }, 10);
    await expect(reads.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads.read('a', async () => 7)).toBe(7);
  });
});
