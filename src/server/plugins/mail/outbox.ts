import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import { outbox, type OutboxAttachment, type OutboxRow } from '../../db/schema';
import type { Storage } from '../storage';
import { createTransport } from './transports';
import type { MailMessage, MailTransport, OutgoingAttachment } from './types';
import { doublingDelayMs, pollingWorker } from '../../lib/polling-worker';

export interface Mailer {
  readonly driver: MailTransport['driver'];
  /** Queues a message; pass a transaction to queue it atomically with other writes. */
  enqueue(message: MailMessage, executor?: Database): Promise<string>;
  /** Delivers every message that is due now, once; returns how many were attempted. */
  deliverDue(): Promise<number>;
  list(limit?: number): Promise<OutboxRow[]>;
  /** How many mails wait to be delivered, by every instance, and since when the oldest waits. */
  backlog(): Promise<{ pending: number; oldestPendingAt: Date | null }>;
  get(id: string): Promise<OutboxRow | undefined>;
  start(): void;
  stop(): Promise<void>;
}

export interface MailerOptions {
  config: Config['mail'];
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Where queued attachments are read from; a mailer without it cannot send attachments. */
  storage?: Storage;
  transport?: MailTransport;
  pollIntervalMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
}

const BATCH_SIZE = 10;
/** A claimed message is someone else's until then; long enough for a slow SMTP exchange. */
const CLAIM_SECONDS = 120;
const MAX_BACKOFF_MS = 30 * 60 * 1000;

export const retryDelayMs = (attempts: number, baseMs: number) =>
  doublingDelayMs(attempts, baseMs, MAX_BACKOFF_MS);

export async function createMailer(options: MailerOptions): Promise<Mailer> {
  const { config, database, log } = options;
  const db = database.db;
  const transport = options.transport ?? createTransport(config, log);
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 10;

  async function readAttachments(
    attachments: OutboxAttachment[] | null,
  ): Promise<OutgoingAttachment[] | undefined> {
    if (!attachments?.length) return undefined;
    const storage = options.storage;
    return Promise.all(
      attachments.map(async ({ filename, contentType, storageKey, contentBase64 }) => {
        if (contentBase64 !== undefined)
          return { filename, contentType, content: Buffer.from(contentBase64, 'base64') };
        if (!storage) throw new Error('the mailer has no storage to read attachments from');
        const stream = await storage.get(storageKey);
        if (!stream) throw new Error(`attachment ${storageKey} is missing from storage`);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
        return { filename, contentType, content: Buffer.concat(chunks) };
      }),
    );
  }

  /** Claims due messages with SKIP LOCKED so several instances never send the same one twice. */
  async function claimDue(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(outbox.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow) {
    try {
      await transport.send({
        id: row.id,
        from: config.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        replyTo: row.headers?.['reply-to'],
        attachments: await readAttachments(row.attachments),
      });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= maxAttempts;
      const delay = retryDelayMs(row.attempts, retryBaseMs);
      log.warn(
        { mailId: row.id, attempts: row.attempts, giveUp, err: message },
        'mail delivery failed',
      );
      await db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(outbox.id, row.id));
    }
  }

  async function deliverDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await claimDue();
      for (const row of batch) await deliver(row);
      total += batch.length;
      if (batch.length < BATCH_SIZE) return total;
    }
  }

  const worker = pollingWorker({ name: 'mail worker', pollIntervalMs, pass: deliverDue, log });

  return {
    driver: transport.driver,
    async enqueue(message, executor = db) {
      const [row] = await executor
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.replyTo ? { 'reply-to': message.replyTo } : null,
          attachments: message.attachments?.length ? message.attachments : null,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      // Deliver soon rather than at the next poll; a transaction's row shows up once committed.
      worker.wake(executor === db ? 0 : 50);
      return row.id;
    },
    deliverDue,
    list: (limit = 100) => db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit),
    get: async (id) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0],
    async backlog() {
      const [row] = await db
        .select({
          pending: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${outbox.createdAt})::text`,
        })
        .from(outbox)
        .where(eq(outbox.status, 'pending'));
      return {
        pending: row?.pending ?? 0,
        oldestPendingAt: row?.oldest ? new Date(row.oldest) : null,
      };
    },
    start: () => worker.start(),
    async stop() {
      await worker.stop();
      await transport.close();
    },
  };
}
