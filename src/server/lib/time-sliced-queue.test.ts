import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { TimeSlicedQueue } from './time-sliced-queue';

/** Holds the thread for `ms`, as a PGlite query does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('TimeSlicedQueue', () => {
  it('runs one task at a time, in the order they came, tasks added while running included', async () => {
    const queue = new TimeSlicedQueue(5);
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`end ${name}`);
      if (name === 'a') void queue.run(task('d'));
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => queue.run(task(name))));
    await queue.run(async () => undefined);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual([
      'start a',
      'end a',
      'start b',
      'end b',
      'start c',
      'end c',
      'start d',
      'end d',
    ]);
  });

  it('starts nothing in the caller’s turn of the event loop', async () => {
    const queue = new TimeSlicedQueue(5);
    let ran = false;
    const result = queue.run(async () => {
      ran = true;
    });
    await Promise.resolve();
    expect(ran).toBe(false);
    await result;
    expect(ran).toBe(true);
  });

  it('rejects a failing task’s promise and goes on with the next', async () => {
    const queue = new TimeSlicedQueue(5);
    const failing = queue.run(() => Promise.reject(new Error('no such table')));
    const throwing = queue.run(() => {
      throw new Error('thrown before any await');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('no such table');
    await expect(throwing).rejects.toThrow('thrown before any await');
    await expect(next).resolves.toBe('next');
  });

  it('lets the server accept a connection while a long queue of blocking work drains', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const queue = new TimeSlicedQueue(5);
      let done = 0;
      let doneAtAccept: number | undefined;
      server.once('connection', () => (doneAtAccept = done));
      let client: net.Socket | undefined;
      // The visitor connects once the queue is draining, as under load.
      const tasks = Array.from({ length: 200 }, (_, i) =>
        queue.run(async () => {
          if (i === 0) client = net.connect(port, '127.0.0.1').on('error', () => {});
          busy(1);
          done += 1;
        }),
      );
      await Promise.all(tasks);
      client?.destroy();
      // Without slices the connection waits for all 200 (as it did behind PGlite under load).
      expect(doneAtAccept).toBeDefined();
      expect(doneAtAccept).toBeLessThan(100);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
