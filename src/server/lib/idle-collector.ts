/**
 * Gives memory back once the server has gone quiet: V8 keeps the heap a busy spell grew to, so
 * after `quietMs` without a request (and only after a spell with requests) it runs one full
 * collection, which compacts the heap and returns its free pages to the system. Needs gc exposed
 * (`--expose-gc`, as `npm start` runs the server: scripts/server-runtime.mjs); without it, or with
 * `quietMs` 0, nothing happens. Costs one increment per request and a timer every `quietMs`.
 */
export class IdleCollector {
  private requests = 0;
  private seenAtLastTick = 0;
  private collectedAt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly quietMs: number,
    private readonly collect: (() => void) | undefined = (globalThis as { gc?: () => void }).gc,
  ) {}

  /** A request was answered. */
  readonly count = (): void => {
    this.requests++;
  };

  start(): void {
    if (!this.collect || this.quietMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.tick(), this.quietMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Collects when no request came since the last tick but some came since the last collection. */
  tick(): void {
    const quiet = this.requests === this.seenAtLastTick;
    this.seenAtLastTick = this.requests;
    if (quiet && this.requests !== this.collectedAt) {
      this.collectedAt = this.requests;
      this.collect?.();
    }
  }
}
