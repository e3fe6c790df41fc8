/**
 * Keeps the public card caches of every instance on one PostgreSQL in step
 * (docs/product.md#several-instances): an instance that edits or deletes a card says so on a
 * PostgreSQL channel (NOTIFY), and every instance listening forgets the card at once, whatever
 * host it runs on. The listening connection reconnects by itself; since notifications sent while
 * it was away are lost, an instance that reconnects forgets every card it kept. The cache's time
 * (PUBLIC_CARD_CACHE_SECONDS) stays the safety net. A cluster's workers each listen; on PGlite,
 * one process, there is nothing to tell.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';

export const CARD_CHANGES_CHANNEL = 'cardvault_card_changed';
/** How this connection shows in pg_stat_activity (operators, and the system test, find it by it). */
export const CARD_CHANGES_APPLICATION_NAME = 'cardvault-card-changes';

/** A card id as service.ts makes them (base64url); anything else on the channel is ignored. */
const CARD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

interface Listener {
  /** A card changed on another process: forget it here. */
  forget(id: string): void;
  /** Notifications may have been missed: forget every card. */
  forgetEverything(): void;
}

export class CardChangeFeed {
  /** Tells this process's own notifications (which come back to it) from the others'. */
  private readonly origin = randomUUID();
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = RECONNECT_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      url: string;
      db: Database;
      listener: Listener;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Connects and listens; rejects when the database cannot be reached at start-up. */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Tells every other process that card `id` changed (after the change is committed). */
  async publish(id: string): Promise<void> {
    await this.options.db.execute(
      sql`select pg_notify(${CARD_CHANGES_CHANNEL}, ${`${this.origin} ${id}`})`,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: CARD_CHANGES_APPLICATION_NAME,
    });
    client.on('notification', (message) => this.received(message.payload));
    // A connection that fails later (server restart, pg_terminate_backend, network) ends here.
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${CARD_CHANGES_CHANNEL}`);
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_FIRST_MS;
  }

  private received(payload: string | undefined): void {
    const [origin, id] = (payload ?? '').split(' ');
    if (origin === this.origin || !id || !CARD_ID.test(id)) return;
    this.options.listener.forget(id);
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    this.options.log.warn({ err }, 'card change feed: connection lost, reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => {
          if (this.closed) return;
          // Whatever changed while nobody listened is unknown: start from the database again.
          this.options.listener.forgetEverything();
          this.options.log.info('card change feed: listening again');
        },
        (err: unknown) => {
          this.options.log.warn({ err }, 'card change feed: reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, wait);
  }
}
