/**
 * Mail through an SMTP outage: users sign up while the SMTP listener is down, the server is killed
 * (SIGKILL) and restarted while mail is still queued, more users sign up, and when the listener
 * comes back on the same port every verification mail arrives exactly once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, test } from 'vitest';
import { SmtpCapture } from '../support/fakes/smtp-capture';
import { signUpOverHttp } from '../support/system/client';
import { createEmptyPostgresDatabase, withPostgres } from '../support/system/database';
import { reportFigures, startServerProcess, stopAllServers } from '../support/system/server';
import { uniqueEmail } from '../support/shared/unique-email';

const PORT = 4821;
const SMTP_PORT = 4822;
const USERS_BEFORE_KILL = 5;
const USERS_AFTER_RESTART = 3;

interface OutboxState {
  to: string;
  status: string;
  attempts: number;
  claimed: boolean;
}

const outboxRows = (url: string) =>
  withPostgres(url, async (client) => {
    const { rows } = await client.query<OutboxState>(
      `select "to", status, attempts, coalesce(locked_until > now(), false) as claimed from outbox`,
    );
    return rows;
  });

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(stopAllServers);

test('verification mail queued through an SMTP outage and a SIGKILL arrives exactly once', async () => {
  const entry = inject('systemServerEntry');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-mail-'));
  const database = await createEmptyPostgresDatabase();
  const smtp = new SmtpCapture();
  const env = { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, ...database.env };
  try {
    const first = await startServerProcess({ entry, name: 'first', port: PORT, dataDir, env });
    const before = Array.from({ length: USERS_BEFORE_KILL }, () => uniqueEmail('outage'));
    await Promise.all(before.map((email) => signUpOverHttp(first.url, email)));

    // Every message has had its first, failed attempt and is not held by a sender: the moment a
    // crash must not lose anything.
    await until(
      async () => {
        const rows = await outboxRows(database.url);
        return (
          rows.length === before.length &&
          rows.every((row) => row.status === 'pending' && row.attempts >= 1 && !row.claimed)
        );
      },
      20_000,
      'the first failed delivery attempts',
    );
    await first.stop('SIGKILL');

    const second = await startServerProcess({ entry, name: 'second', port: PORT, dataDir, env });
    const after = Array.from({ length: USERS_AFTER_RESTART }, () => uniqueEmail('outage'));
    await Promise.all(after.map((email) => signUpOverHttp(second.url, email)));
    const everyone = [...before, ...after];
    const queued = await outboxRows(database.url);
    expect(queued.filter((row) => row.status === 'sent')).toEqual([]);

    const downFor = performance.now();
    await smtp.start(SMTP_PORT);
    await until(
      async () => (await outboxRows(database.url)).every((row) => row.status === 'sent'),
      45_000,
      'every queued mail to be sent',
    );
    const deliveredAfterMs = Math.round(performance.now() - downFor);
    // A second worker pass after the last send would show a duplicate now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    const received = everyone.map(
      (email) => smtp.messages.filter((mail) => mail.to.includes(email)).length,
    );
    expect(received).toEqual(everyone.map(() => 1));
    expect(smtp.messages).toHaveLength(everyone.length);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(everyone.length);
    for (const mail of smtp.messages)
      expect(mail.text).toMatch(/\/api\/auth\/verify-email\?token=/);
    const attempts = (await outboxRows(database.url)).map((row) => row.attempts);
    reportFigures(
      `[mail outage] sign-ups: ${everyone.length} (${before.length} before SIGKILL, ` +
        `${after.length} after restart), mails received: ${smtp.messages.length}, ` +
        `duplicates: ${smtp.messages.length - everyone.length}, attempts per mail: ` +
        `${Math.min(...attempts)}–${Math.max(...attempts)}, all delivered ${deliveredAfterMs} ms ` +
        `after SMTP came back, restart after SIGKILL: ${second.startupMs} ms`,
    );
  } finally {
    await stopAllServers();
    await smtp.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
