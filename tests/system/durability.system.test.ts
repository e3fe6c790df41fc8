/**
 * Durability: card writes against a real server process, SIGKILL in the middle, a restart on the
 * same data, and every acknowledged write is there with the content that was acknowledged.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { png } from '../support/shared/images';
import { SmtpCapture } from '../support/fakes/smtp-capture';
import {
  createUserOverHttp,
  getCard,
  grantSubscriptionOverHttp,
  postJson,
  sendCard,
  type SignedInUser,
} from '../support/system/client';
import {
  checkPgliteIndexes,
  checkPostgresIndexes,
  createEmptyPostgresDatabase,
} from '../support/system/database';
import {
  reportFigures,
  startServerProcess,
  stopAllServers,
  type ServerProcess,
} from '../support/system/server';
import { uniqueEmail } from '../support/shared/unique-email';

const WORKERS = 4;
/** Kill once this many writes were acknowledged (plus a random moment), so every run kills mid-load. */
const ACKED_BEFORE_KILL = 40;

interface CardRecord {
  id: string;
  title: string;
  /** The last bio the server acknowledged. */
  ackedBio: string;
  /** A bio sent but not answered when the server died: it may or may not have been committed. */
  inFlightBio?: string;
  imageUrl?: string;
}

interface LoadResult {
  cards: Map<string, CardRecord>;
  acknowledged: number;
  /** Create requests in flight at the kill: such a card may exist without an acknowledgement. */
  unansweredCreates: number;
}

/**
 * WORKERS loops, each creating a card (every fourth with an image) and then updating it twice,
 * until `stop` aborts their requests. Only 2xx answers count as acknowledged.
 */
function runLoad(baseUrl: string, user: SignedInUser, image: Buffer) {
  const cards = new Map<string, CardRecord>();
  const abort = new AbortController();
  let acknowledged = 0;
  let unansweredCreates = 0;
  const worker = async (w: number) => {
    for (let n = 0; !abort.signal.aborted; n += 1) {
      const title = `w${w}-card${n}`;
      const withImage = n % 4 === 0;
      let id: string;
      let imageUrl: string | null;
      try {
        const created = await sendCard(
          baseUrl,
          user.cookie,
          { title, bio: 'v0' },
          withImage ? [{ field: 'profileImage', content: image }] : [],
          abort.signal,
        );
        if (created.status !== 201)
          throw new Error(`create-card answered ${created.status} ${await created.text()}`);
        ({ id, profileImageUrl: imageUrl } = (await created.json()) as {
          id: string;
          profileImageUrl: string | null;
        });
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('create-card')) throw error;
        unansweredCreates += 1;
        return;
      }
      acknowledged += 1;
      const record: CardRecord = { id, title, ackedBio: 'v0', imageUrl: imageUrl ?? undefined };
      cards.set(id, record);
      for (const bio of ['v1', 'v2']) {
        record.inFlightBio = bio;
        let status: number;
        try {
          const updated = await sendCard(
            baseUrl,
            user.cookie,
            { id, title, bio },
            [],
            abort.signal,
          );
          status = updated.status;
          await updated.arrayBuffer().catch(() => undefined);
        } catch {
          return;
        }
        if (status !== 200) throw new Error(`update-card answered ${status}`);
        record.ackedBio = bio;
        record.inFlightBio = undefined;
        acknowledged += 1;
      }
    }
  };
  // A worker's failure is reported by finish(); until then it only stops that worker.
  let failure: unknown;
  const done = Promise.all(
    Array.from({ length: WORKERS }, (_, w) =>
      worker(w).catch((error: unknown) => {
        failure ??= error;
        abort.abort();
      }),
    ),
  );
  return {
    get acknowledged() {
      return acknowledged;
    },
    get failure() {
      return failure;
    },
    /** Stops the loops (their requests fail because the server died) and reports. */
    async finish(): Promise<LoadResult> {
      abort.abort();
      await done;
      if (failure) throw failure;
      return { cards, acknowledged, unansweredCreates };
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const errorLines = (server: ServerProcess) =>
  server.output.filter((line) => /"level":(50|60)/.test(line) || /^fatal:/.test(line));

async function killAndRecover(kind: 'pglite' | 'postgres', port: number, smtpPort: number) {
  const entry = inject('systemServerEntry');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `cardvault-durability-${kind}-`));
  const smtp = await new SmtpCapture().start(smtpPort);
  const database = kind === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
  const email = uniqueEmail('durable');
  const env = { SMTP_URL: smtp.url, ADMIN_EMAILS: email, ...database?.env };
  try {
    const first = await startServerProcess({ entry, name: 'first', port, dataDir, env });
    const user = await createUserOverHttp(first.url, smtp, email);
    await grantSubscriptionOverHttp(first.url, user, email, 1000);

    const load = runLoad(first.url, user, await png(48, 48));
    await until(() => load.acknowledged >= ACKED_BEFORE_KILL || Boolean(load.failure), 30_000);
    if (load.failure) await load.finish();
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 250));
    await first.stop('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');
    const { cards, acknowledged, unansweredCreates } = await load.finish();

    const second = await startServerProcess({ entry, name: 'second', port, dataDir, env });
    let verified = 0;
    let inFlightCommitted = 0;
    for (const record of cards.values()) {
      const { status, card } = await getCard(second.url, user.cookie, record.id);
      expect(status, `card ${record.title}`).toBe(200);
      expect(card?.title).toBe(record.title);
      const allowed = [record.ackedBio, record.inFlightBio].filter(Boolean);
      expect(allowed, `bio of ${record.title}`).toContain(card?.bio);
      if (card?.bio !== record.ackedBio) inFlightCommitted += 1;
      if (record.imageUrl) {
        expect(card?.profileImageUrl).toBe(record.imageUrl);
        const image = await fetch(`${second.url}${record.imageUrl}`);
        expect(image.status, `image of ${record.title}`).toBe(200);
        expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
      verified += 1;
    }
    const listed = await postJson(second.url, user.cookie, '/api/card/list-user-cards', {
      page: 1,
      pageSize: 1,
    });
    expect(listed.status).toBe(200);
    const { totalCount } = (await listed.json()) as { totalCount: number };
    expect(totalCount).toBeGreaterThanOrEqual(cards.size);
    expect(totalCount).toBeLessThanOrEqual(cards.size + unansweredCreates);

    // The recovered database takes new writes.
    const after = await sendCard(second.url, user.cookie, { title: 'after restart', bio: 'new' });
    expect(after.status).toBe(201);
    expect(errorLines(second)).toEqual([]);
    await second.stop('SIGTERM');
    expect(
      { exitCode: second.child.exitCode, signal: second.child.signalCode },
      second.output.slice(-5).join('\n'),
    ).toEqual({ exitCode: 0, signal: null });

    const indexes =
      kind === 'pglite'
        ? await checkPgliteIndexes(dataDir)
        : await checkPostgresIndexes(database?.url ?? '');
    expect(indexes).toBeGreaterThan(5);

    reportFigures(
      `[durability ${kind}] acknowledged writes: ${acknowledged} (${cards.size} cards created), ` +
        `verified cards: ${verified}, in-flight writes found committed: ${inFlightCommitted}, ` +
        `cards listed: ${totalCount}, unanswered creates: ${unansweredCreates}, ` +
        `first start: ${first.startupMs} ms, restart after SIGKILL: ${second.startupMs} ms, ` +
        `B-tree indexes checked: ${indexes}`,
    );
    expect(verified).toBe(cards.size);
    expect(verified).toBeGreaterThan(0);
  } finally {
    await stopAllServers();
    await smtp.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('durability after SIGKILL', () => {
  afterAll(stopAllServers);

  test('PGlite: every acknowledged card write survives and the data folder opens cleanly', () =>
    killAndRecover('pglite', 4801, 4811));

  test('PostgreSQL: every acknowledged card write survives', () =>
    killAndRecover('postgres', 4802, 4812));
});
