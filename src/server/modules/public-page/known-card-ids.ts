import type { WriteCount } from '../../db/client';

/** More cards than this and the ids are not kept: every unknown id is one query, as before. */
export const KNOWN_CARD_IDS_LIMIT = 100_000;

/** Reads again at most this often while the cards are being written. */
const REREAD_INTERVAL_MS = 1_000;

/**
 * Every card id there is, kept in memory where the database counts its writes (PGlite: one
 * process, every statement through it; db/client.ts `writesTo`), so that a request for an id no
 * card has is answered without a query: a flood of made-up ids costs what the same number of real
 * cards costs.
 *
 * The ids are trusted only while the count of statements that may write the cards table is where it
 * stood before the read that found them began (a statement is counted as it is sent and again when
 * it has finished, transactions included), so "no such card" is exactly what a query would have
 * answered. After a write the next lookup reads them again, once, in the background, and until
 * then every lookup goes to the database. Without a count (PostgreSQL, written by other processes)
 * or past `limit` cards, nothing is kept and every lookup queries.
 */
export class KnownCardIds {
  private ids: Set<string> | undefined;
  /** The write count the ids were read at. */
  private readAt = -1;
  private reading = false;
  private lastReadStarted = Number.NEGATIVE_INFINITY;
  /** Past the limit: not read again while this process runs. */
  private tooMany = false;

  constructor(
    private readonly writes: WriteCount | undefined,
    /** Up to `limit` card ids (any card's, public or not). */
    private readonly readIds: (limit: number) => Promise<string[]>,
    private readonly limit = KNOWN_CARD_IDS_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  /** False when no card has `id` now; true when one may (then the database answers). */
  mayExist(id: string): boolean {
    if (!this.writes || this.tooMany) return true;
    if (this.ids && this.readAt === this.writes.value) return this.ids.has(id);
    this.readAgain(this.writes);
    return true;
  }

  private readAgain(writes: WriteCount): void {
    const now = this.now();
    if (this.reading || now - this.lastReadStarted < REREAD_INTERVAL_MS) return;
    this.reading = true;
    this.lastReadStarted = now;
    const before = writes.value;
    this.readIds(this.limit + 1)
      .then((ids) => {
        if (ids.length > this.limit) {
          this.tooMany = true;
          this.ids = undefined;
          return;
        }
        this.ids = new Set(ids);
        this.readAt = before;
      })
      // A failed read keeps nothing: lookups query until the next read succeeds.
      .catch(() => {
        this.ids = undefined;
      })
      .finally(() => {
        this.reading = false;
      });
  }
}
