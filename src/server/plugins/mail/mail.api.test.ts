import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as DomUtils from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { LogCapture } from '../../../../tests/support/api/log-capture';
import { SmtpCapture } from '../../../../tests/support/fakes/smtp-capture';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { send } from '../../../../tests/support/api/raw-http';
import { startTcpRelay } from '../../../../tests/support/api/tcp-relay';
import { cookieHeader, createUser } from '../../../../tests/support/api/users';
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
    expect(t.app.devMailboxUrl).toBeUndefined();
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

/** The token of the app's local mailbox, from the address its start-up line prints. */
const tokenOf = (t: TestApp) => {
  const address = t.app.devMailboxUrl;
  if (!address) throw new Error('the app has no local mailbox');
  return new URL(address).searchParams.get('token') ?? '';
};

/** Opens the mailbox with its token as the printed address does; returns the cookie it sets. */
async function mailboxCookie(t: TestApp): Promise<string> {
  const opened = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox?token=${encodeURIComponent(tokenOf(t))}`,
  });
  expect(opened.statusCode).toBe(303);
  return cookieHeader(opened.headers['set-cookie']);
}

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

    const cookie = await mailboxCookie(t);
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Verify &lt;your&gt; e-mail');
    expect(list.body).toContain(`href="/dev/mailbox/${id}"`);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/${id}`,
      headers: { cookie },
    });
    expect(detail.body).toContain('<a href="https://localhost:3000/verify?token=xyz&amp;next=/">');
    expect(detail.body).not.toContain('<your>');
  });

  it('shows the HTML part in a frame without scripts whose links open in a new tab', async () => {
    const id = await t.app.mailer.enqueue({
      to: 'grace@example.com',
      subject: 'Verify your e-mail',
      text: 'Open https://localhost:3000/verify?token=abc',
      html: '<!doctype html><html><body><a href="https://localhost:3000/verify?token=abc">Verify email address</a></body></html>',
    });
    await t.app.mailer.deliverDue();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/${id}`,
      headers: { cookie: await mailboxCookie(t) },
    });
    const frames = DomUtils.getElementsByTagName('iframe', parseDocument(detail.body));
    expect(frames).toHaveLength(1);
    const frame = frames[0];
    // Popups only: no scripts, no forms, no top navigation, no origin of the mailbox's own.
    expect(frame?.attribs.sandbox?.split(/\s+/).sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    // The document the frame shows (the attribute, as a browser decodes it).
    const shown = parseDocument(frame?.attribs.srcdoc ?? '', { decodeEntities: true });
    const [base] = DomUtils.getElementsByTagName('base', shown);
    expect(base?.attribs).toEqual({ target: '_blank' });
    const [link] = DomUtils.getElementsByTagName('a', shown);
    expect(link?.attribs.href).toBe('https://localhost:3000/verify?token=abc');
    // The base comes before the mail's own markup, after its doctype.
    expect(frame?.attribs.srcdoc?.startsWith('<!doctype html><base target="_blank">')).toBe(true);
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

  it('answers nobody without its token, the machine itself included', async () => {
    const id = await t.app.mailer.enqueue(message(5));
    for (const remoteAddress of ['203.0.113.9', '127.0.0.1', '::1']) {
      // The router decodes the path, so an encoded one must not slip past the check.
      for (const url of [
        '/dev/mailbox',
        `/dev/mailbox/${id}`,
        '/dev/%6dailbox',
        '/%64ev/mailbox',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
        expect(response.body).not.toContain('Hello 5');
      }
    }
  });
});

describe('/dev/mailbox and its token', () => {
  const apps: TestApp[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await start();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const start = async (env: Record<string, string> = {}, logStream?: LogCapture) => {
    const t = await createTestApp(env, { logStream });
    apps.push(t);
    return t;
  };
  const readMailbox = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/mailbox', headers });

  it('through a proxy that adds no header: 404 without the token, whatever the Host; the token sets a cookie for the mailbox alone', async () => {
    const id = await t.app.mailer.enqueue(message(7));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // HAProxy without forwardfor, stunnel or an SSH tunnel: every request arrives from loopback
    // with no forwarding header, and any Host a stranger writes.
    const relay = await startTcpRelay(port);
    try {
      const hosts = ['localhost', `localhost:${port}`, `127.0.0.1:${port}`, 'cards.example.com'];
      for (const host of hosts) {
        for (const url of ['/dev/mailbox', `/dev/mailbox/${id}`, '/dev/mailbox?token=guess']) {
          const answer = await send(relay.port, url, { host });
          expect(answer.status, `${host} ${url}`).toBe(404);
          expect(answer.body.toString()).not.toContain('Hello 7');
        }
      }

      const token = tokenOf(t);
      const opened = await send(relay.port, `/dev/mailbox?token=${token}`, {
        host: 'cards.example.com',
      });
      expect(opened.status).toBe(303);
      // The address bar and the history keep no token.
      expect(opened.headers.location).toBe('/dev/mailbox');
      const [setCookie = ''] = opened.headers['set-cookie'] ?? [];
      const attributes = setCookie
        .split(';')
        .slice(1)
        .map((item) => item.trim().toLowerCase());
      expect(attributes).toEqual(
        expect.arrayContaining(['path=/dev/mailbox', 'httponly', 'samesite=strict']),
      );
      expect(attributes.some((item) => item.startsWith('domain='))).toBe(false);

      const cookie = cookieHeader(setCookie);
      const list = await send(relay.port, '/dev/mailbox', {
        host: 'localhost',
        headers: { cookie },
      });
      expect(list.status).toBe(200);
      expect(list.body.toString()).toContain('Hello 7');
      const detail = await send(relay.port, `/dev/mailbox/${id}`, {
        host: 'localhost',
        headers: { cookie },
      });
      expect(detail.status).toBe(200);
      expect(detail.body.toString()).toContain('cards.example.com/verify?token=abc7');

      // A message's own address with the token goes to that message.
      const toMessage = await send(relay.port, `/dev/mailbox/${id}?token=${token}`, {
        host: 'localhost',
      });
      expect(toMessage.status).toBe(303);
      expect(toMessage.headers.location).toBe(`/dev/mailbox/${id}`);

      const wrongCookie = await send(relay.port, '/dev/mailbox', {
        host: 'localhost',
        headers: { cookie: 'cardvault_mailbox=guess' },
      });
      expect(wrongCookie.status).toBe(404);
    } finally {
      await relay.close();
    }
  });

  it('behind TRUST_PROXY: its own token opens it, nothing else does (a new start makes a new one)', async () => {
    const proxied = await start({ TRUST_PROXY: 'true' });
    expect(tokenOf(proxied)).toMatch(/^[\w-]{43}$/);
    expect(tokenOf(proxied)).not.toBe(tokenOf(t));
    expect((await readMailbox(proxied)).statusCode).toBe(404);
    expect((await readMailbox(proxied, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    const stale = await proxied.app.inject({
      method: 'GET',
      url: `/dev/mailbox?token=${tokenOf(t)}`,
    });
    expect(stale.statusCode).toBe(404);
    expect((await readMailbox(proxied, { cookie: await mailboxCookie(t) })).statusCode).toBe(404);
    const list = await readMailbox(proxied, { cookie: await mailboxCookie(proxied) });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Local mailbox');
  });

  it('with a public PUBLIC_URL and no SMTP: warns at start-up; the token or an admin opens it', async () => {
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
    expect(t.app.devMailboxUrl).toMatch(/^https:\/\/cards\.example\.com\/dev\/mailbox\?token=/);

    expect((await readMailbox(t)).statusCode).toBe(404);
    const member = await createUser(t.app);
    expect((await readMailbox(t, { cookie: member.cookie })).statusCode).toBe(404);
    const boss = await createUser(t.app, { email: 'boss@example.com' });
    const asAdmin = await readMailbox(t, { cookie: boss.cookie });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('Local mailbox');
    expect(asAdmin.body).toContain(member.email);

    const opened = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox?token=${tokenOf(t)}`,
    });
    expect(String(opened.headers['set-cookie'])).toMatch(/; Secure/i);
  });

  it('stays quiet at start-up on the embedded default', async () => {
    const log = new LogCapture();
    await start({ LOG_LEVEL: 'warn' }, log);
    expect(log.text).not.toContain('SMTP_URL');
  });
});
