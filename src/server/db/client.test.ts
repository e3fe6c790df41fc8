import { AsyncLocalStorage } from 'node:async_hooks';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './client';

describe('the embedded database under a queue of queries', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite(await PGlite.create());
  });
  afterAll(() => handle.close());

  it("runs a transaction that waited its turn in its caller's async context", async () => {
    // The identity library keeps a request's state in AsyncLocalStorage, inside transactions too.
    const request = new AsyncLocalStorage<string>();
    const seen = await Promise.all(
      ['first', 'second', 'third'].map((name) =>
        request.run(name, () =>
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(0.01)`);
            return request.getStore();
          }),
        ),
      ),
    );
    expect(seen).toEqual(['first', 'second', 'third']);
  });

  it('lets the server accept a connection before the queue has drained', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      let done = 0;
      let doneAtAccept: number | undefined;
      server.once('connection', () => (doneAtAccept = done));
      const count = 400;
      const queries = Array.from({ length: count }, (_, i) =>
        handle.db.execute(sql`select ${i}::int as n`).then(() => {
          // A visitor connects once the database is busy, as under load.
          if (done === 0)
            net
              .connect(port, '127.0.0.1')
              .on('error', () => {})
              .unref();
          done += 1;
        }),
      );
      await Promise.all(queries);
      // PGlite runs each query on this thread; without turns the loop would not accept the
      // connection until all of them had run (lib/time-sliced-queue.ts).
      expect(doneAtAccept).toBeDefined();
      expect(doneAtAccept).toBeLessThan(count);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
