/**
 * Runs tasks one at a time, first come first served, outside the turn of the event loop that
 * asked for them, and hands the loop back after every `sliceMs` of work.
 *
 * Why PGlite needs it: its queries run synchronously on the main thread and complete through
 * promise callbacks, so a request that reads the database ran from its socket's callback to its
 * answer without giving the loop back, and a turn of the loop served every socket that was ready:
 * under load turns grew long. Node (libuv) accepts one new connection per turn, so a visitor
 * opening a connection for a cached public page waited seconds behind a burst of signed-in
 * requests, and the load generator counted timeouts. With the queue a socket's callback only
 * starts its request; the queries and the code between them run in slices, and the loop turns
 * every few milliseconds (measured in docs/benchmarks.md, "Fifth round").
 */
export class TimeSlicedQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private draining = false;

  constructor(private readonly sliceMs: number) {}

  /** Tasks waiting for their turn (read by /metrics). */
  get length(): number {
    return this.waiting.length;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(async () => {
        try {
          resolve(await task());
        } catch (error) {
          reject(error as Error);
        }
      });
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    const started = performance.now();
    let next = this.waiting.shift();
    while (next) {
      await next();
      if (performance.now() - started >= this.sliceMs) break;
      next = this.waiting.shift();
    }
    if (this.waiting.length) setImmediate(() => void this.drain());
    else this.draining = false;
  }
}
