import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { LogCapture } from '../../../../tests/support/log-capture';
import { SmtpCapture } from '../../../../tests/support/smtp-capture';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createUser } from '../../../../tests/support/users';
import { createMailer } from './outbox';

const message = (n: number) => ({
  to: `person${n}@example.com`,
  subject: `Hello ${n}`,
  text: `Open https://cards.example.com/verify?token=abc${n} to continue.`,
});

describe('mail over SMTP', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://cards.example.com',
      MAIL_FROM: 'CardVault <hello@cardvault.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers a queued message through the SMTP server', async () => {
    const id = await t.app.mailer.enqueue(message(1));
    await t.app.mailer.deliverDue();
    const mail = await smtp.waitFor((m) => m.subject === 'Hello 1');
    expect(mail.to).toEqual(['person1@example.com']);
    expect(mail.from).toBe('hello@cardvault.test');
    expect(mail.text).toContain('https://cards.example.com/verify?token=abc1');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(1);
  });

  it('does not expose /dev/mailbox when SMTP is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
  });
});

describe('mail while the SMTP server is down', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // Learn a free port, then stop listening so delivery fails until the server comes back.
    await smtp.start();
    port = smtp.port;
    await smtp.stop();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://cards.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('keeps every message, retries with back-off, and delivers each exactly once later', async () => {
    const mailer = await createMailer({
      config: t.config.mail,
      database: t.database,
      log: t.app.log,
      retryBaseMs: 1,
    });
    const ids = await Promise.all([1, 2, 3].map((n) => mailer.enqueue(message(n))));
    await mailer.deliverDue();

    const failed = await t.database.db.select().from(outbox);
    expect(failed.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    expect(failed.every((row) => row.attempts === 1 && row.lastError)).toBe(true);

    await smtp.start(port);
    // Two passes at once stand in for two instances: SKIP LOCKED must keep them apart.
    await Promise.all([mailer.deliverDue(), mailer.deliverDue()]);
    await mailer.deliverDue();

    for (const n of [1, 2, 3]) await smtp.waitFor((m) => m.subject === `Hello ${n}`);
    expect(smtp.messages).toHaveLength(3);
    const rows = await t.database.db.select().from(outbox);
    expect(rows.filter((row) => ids.includes(row.id)).every((row) => row.status === 'sent')).toBe(
      true,
    );
    await mailer.stop();
  });

  it('gives up after the maximum number of attempts', async () => {
    await smtp.stop();
    const mailer = await createMailer({
      config: t.config.mail,
      database: t.database,
      log: t.app.log,
      retryBaseMs: 1,
      maxAttempts: 2,
    });
    const id = await mailer.enqueue(message(9));
    await mailer.deliverDue();
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, id));
    await mailer.deliverDue();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(2);
    await mailer.stop();
  });
});

describe('local mail driver', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes an .eml file per message and lists it at /dev/mailbox with clickable links', async () => {
    const id = await t.app.mailer.enqueue({
      to: 'ada@example.com',
      subject: 'Verify <your> e-mail',
      text: 'Click https://localhost:3000/verify?token=xyz&next=/ now.',
    });
    await t.app.mailer.deliverDue();

    const files = await readdir(path.join(t.dataDir, 'outbox'));
    expect(files).toContain(`${id}.eml`);
    const eml = await readFile(path.join(t.dataDir, 'outbox', `${id}.eml`), 'utf8');
    expect(eml).toContain('To: ada@example.com');

    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Verify &lt;your&gt; e-mail');
    expect(list.body).toContain(`href="/dev/mailbox/${id}"`);

    const detail = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(detail.body).toContain('<a href="https://localhost:3000/verify?token=xyz&amp;next=/">');
    expect(detail.body).not.toContain('<your>');
  });

  it('attaches files read from storage when the message is written', async () => {
    await t.app.storage.put('private/test/note.txt', Buffer.from('attached words'), 'text/plain');
    const id = await t.app.mailer.enqueue({
      to: 'files@example.com',
      subject: 'With a file',
      text: 'See the attachment.',
      attachments: [
        { filename: 'note.txt', contentType: 'text/plain', storageKey: 'private/test/note.txt' },
      ],
    });
    await t.app.mailer.deliverDue();
    const eml = await readFile(path.join(t.dataDir, 'outbox', `${id}.eml`), 'utf8');
    expect(eml).toMatch(/Content-Disposition: attachment; filename=note\.txt/);
    expect(eml).toContain(Buffer.from('attached words').toString('base64'));
  });

  it('answers only requests from the machine itself', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(404);
    // The router decodes the path, so an encoded one must not slip past the loopback check.
    for (const url of ['/dev/%6dailbox', '/%64ev/mailbox', '/dev/mailbox/']) {
      const encoded = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(encoded.statusCode, url).toBe(404);
      expect(encoded.body, url).not.toContain('Local mailbox');
    }
  });
});

describe('/dev/mailbox behind a reverse proxy', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const start = async (env: Record<string, string>, logStream?: LogCapture) => {
    const t = await createTestApp(env, { logStream });
    apps.push(t);
    return t;
  };
  const readMailbox = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/mailbox', headers });

  it('is refused to every request when TRUST_PROXY is set (a proxy on this machine is loopback too)', async () => {
    const t = await start({ TRUST_PROXY: 'true' });
    const response = await readMailbox(t);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Local mailbox');
  });

  it('is refused to a loopback request that a proxy forwarded, whatever header says so', async () => {
    const t = await start({});
    expect((await readMailbox(t)).statusCode).toBe(200);
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-real-ip': '203.0.113.9' },
      { host: 'cards.example.com' },
    ];
    for (const headers of forwarded) {
      const response = await readMailbox(t, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body).not.toContain('Local mailbox');
    }
  });

  it('with a public PUBLIC_URL and no SMTP: warns at start-up and shows the mailbox only to admins', async () => {
    const log = new LogCapture();
    const t = await start(
      {
        PUBLIC_URL: 'https://cards.example.com',
        ADMIN_EMAILS: 'boss@example.com',
        LOG_LEVEL: 'warn',
      },
      log,
    );
    const warning = log
      .entries()
      .find((entry) => entry.level === 40 && String(entry.msg).includes('SMTP_URL'));
    expect(warning?.msg).toMatch(/public address/);

    expect((await readMailbox(t)).statusCode).toBe(404);
    const member = await createUser(t.app);
    expect((await readMailbox(t, { cookie: member.cookie })).statusCode).toBe(404);
    const boss = await createUser(t.app, { email: 'boss@example.com' });
    const asAdmin = await readMailbox(t, { cookie: boss.cookie });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('Local mailbox');
    expect(asAdmin.body).toContain(member.email);
  });

  it('stays quiet at start-up on the embedded default', async () => {
    const log = new LogCapture();
    await start({ LOG_LEVEL: 'warn' }, log);
    expect(log.text).not.toContain('SMTP_URL');
  });
});
