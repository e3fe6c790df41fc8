import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit';

/** A task that runs until `finish` is called, recording when it starts. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs no more tasks at once than it has slots, and the rest in the order they came', async () => {
    const slots = new ConcurrencyLimit(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => controlled(log, name));
    const results = tasks.map(({ task }) => slots.run(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(slots.waiting).toBe(2);

    tasks[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);

    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start a',
      'start b',
      'start c',
      'start d',
    ]);
    expect(slots.waiting).toBe(0);
  });

  it('frees the slot of a task that fails, and passes the failure on', async () => {
    const slots = new ConcurrencyLimit(1);
    const failing = slots.run(() => Promise.reject(new Error('broken image')));
    const next = slots.run(async () => 'next');
    await expect(failing).rejects.toThrow('broken image');
    await expect(next).resolves.toBe('next');
    await expect(slots.run(async () => 'again')).resolves.toBe('again');
  });

  it('refuses a size below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
  });
});
