import { describe, expect, it } from 'vitest';
import { KnownCardIds } from './known-card-ids';

/** A write count moved by hand, as the database moves it for each statement that may write. */
const counter = () => ({ value: 0 });

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('KnownCardIds', () => {
  it('answers from the ids only while nothing has written the cards since they were read', async () => {
    const writes = counter();
    let clock = 0;
    const reads: number[] = [];
    const ids = new KnownCardIds(
      writes,
      (limit) => {
        reads.push(limit);
        return Promise.resolve(['a', 'b']);
      },
      10,
      () => clock,
    );
    expect(ids.mayExist('zzz')).toBe(true); // nothing read yet: the database answers
    await settled();
    expect(reads).toEqual([11]);
    expect(ids.mayExist('a')).toBe(true);
    expect(ids.mayExist('zzz')).toBe(false);

    writes.value += 1; // a statement that may write cards was sent
    expect(ids.mayExist('zzz')).toBe(true);
    await settled();
    expect(reads).toHaveLength(1); // read again at most once a second
    clock += 1_000;
    expect(ids.mayExist('zzz')).toBe(true);
    await settled();
    expect(reads).toHaveLength(2);
    expect(ids.mayExist('zzz')).toBe(false);
  });

  it('keeps nothing when a write happened during the read', async () => {
    const writes = counter();
    let clock = 0;
    let first = true;
    const ids = new KnownCardIds(
      writes,
      () => {
        // The first read: a statement was sent and finished while the ids were being read.
        if (first) writes.value += 2;
        first = false;
        return Promise.resolve(['a']);
      },
      10,
      () => clock,
    );
    ids.mayExist('x');
    await settled();
    expect(ids.mayExist('x')).toBe(true);
    clock += 1_000;
    ids.mayExist('x');
    await settled();
    expect(ids.mayExist('x')).toBe(false);
  });

  it('keeps nothing past its limit, nor without a write count, nor after a failed read', async () => {
    const tooMany = new KnownCardIds(
      counter(),
      (limit) => Promise.resolve(Array.from({ length: limit }, (_, i) => String(i))),
      3,
    );
    tooMany.mayExist('x');
    await settled();
    expect(tooMany.mayExist('x')).toBe(true);

    const postgres = new KnownCardIds(undefined, () => Promise.reject(new Error('never read')));
    expect(postgres.mayExist('x')).toBe(true);

    let clock = 0;
    let fail = true;
    const flaky = new KnownCardIds(
      counter(),
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(['a'])),
      10,
      () => clock,
    );
    flaky.mayExist('x');
    await settled();
    expect(flaky.mayExist('x')).toBe(true);
    fail = false;
    clock += 1_000;
    flaky.mayExist('x');
    await settled();
    expect(flaky.mayExist('x')).toBe(false);
  });
});
