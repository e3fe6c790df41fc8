/**
 * Keeps the public card caches of the workers of one cluster (main.ts, WEB_CONCURRENCY > 1) in
 * step: a worker that edits or deletes a card asks the primary to make every other worker forget
 * it, and waits for their confirmation, so the next request sees the change whichever worker
 * answers it. Outside a cluster (one process, tests) every function here does nothing.
 */
import cluster, { type Worker } from 'node:cluster';

const FORGET = 'cardvault:forget-card';
const FORGOTTEN = 'cardvault:card-forgotten';
/** Past this, the edit answers anyway; the other workers' cache TTL still bounds staleness. */
const ACK_TIMEOUT_MS = 1_000;

interface ForgetMessage {
  type: typeof FORGET;
  id: string;
  seq: number;
}
interface ForgottenMessage {
  type: typeof FORGOTTEN;
  seq: number;
}

const isForget = (message: unknown): message is ForgetMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === FORGET &&
  typeof (message as { id?: unknown }).id === 'string' &&
  typeof (message as { seq?: unknown }).seq === 'number';

const isForgotten = (message: unknown): message is ForgottenMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === FORGOTTEN &&
  typeof (message as { seq?: unknown }).seq === 'number';

/* ---------- in a worker ---------- */

/**
 * A worker's side: asks the primary to have the other workers forget a card, and forgets when
 * they ask. One per public card cache (so per app); outside a cluster it does nothing.
 */
export class CacheSync {
  private nextSeq = 1;
  private readonly waiting = new Map<number, () => void>();
  private readonly listeners: ((message: unknown) => void)[] = [];
  private listeningForAcks = false;

  /** Asks the other workers to forget card `id`; resolves once they have (or after a timeout). */
  forgetOnOtherWorkers(id: string): Promise<void> {
    if (!cluster.isWorker || !process.send || !process.connected) return Promise.resolve();
    if (!this.listeningForAcks) {
      this.listeningForAcks = true;
      this.listen((message) => {
        if (isForgotten(message)) this.waiting.get(message.seq)?.();
      });
    }
    const seq = this.nextSeq++;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(seq);
        resolve();
      };
      const timer = setTimeout(done, ACK_TIMEOUT_MS);
      this.waiting.set(seq, done);
      const message: ForgetMessage = { type: FORGET, id, seq };
      process.send?.(message, undefined, undefined, (error: Error | null) => {
        if (error) done();
      });
    });
  }

  /** Calls `forget` whenever another worker asks. */
  onForgetFromOtherWorkers(forget: (id: string) => void): void {
    if (!cluster.isWorker) return;
    this.listen((message) => {
      if (!isForget(message)) return;
      forget(message.id);
      const ack: ForgottenMessage = { type: FORGOTTEN, seq: message.seq };
      process.send?.(ack);
    });
  }

  /** Stops listening to the primary (the app is closing). */
  close(): void {
    for (const listener of this.listeners.splice(0)) process.off('message', listener);
  }

  private listen(listener: (message: unknown) => void): void {
    this.listeners.push(listener);
    process.on('message', listener);
  }
}

/* ---------- in the primary ---------- */

/**
 * Relays forget requests from one worker to the others and, when all of them confirmed, confirms
 * to the one that asked. Call once in the primary.
 */
export function relayCardForgetting(): void {
  let relaySeq = 1;
  const pending = new Map<number, { left: Set<number>; from: Worker; seq: number }>();
  const settle = (relay: number) => {
    const entry = pending.get(relay);
    if (!entry || entry.left.size > 0) return;
    pending.delete(relay);
    if (entry.from.isConnected()) entry.from.send({ type: FORGOTTEN, seq: entry.seq });
  };
  cluster.on('message', (from: Worker, message: unknown) => {
    if (isForget(message)) {
      const relay = relaySeq++;
      const others = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => !!worker && worker !== from && worker.isConnected(),
      );
      pending.set(relay, { left: new Set(others.map((w) => w.id)), from, seq: message.seq });
      for (const worker of others) worker.send({ type: FORGET, id: message.id, seq: relay });
      settle(relay);
    } else if (isForgotten(message)) {
      const entry = pending.get(message.seq);
      if (!entry) return;
      entry.left.delete(from.id);
      settle(message.seq);
    }
  });
  // A worker that dies will not answer: stop waiting for it.
  cluster.on('exit', (worker) => {
    for (const [relay, entry] of pending) {
      entry.left.delete(worker.id);
      settle(relay);
    }
  });
}
