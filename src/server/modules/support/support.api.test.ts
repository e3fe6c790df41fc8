import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '../../../shared/support';
import { outbox, supportRequests } from '../../db/schema';
import { jpegWithExif, png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';
import { SmtpCapture } from '../../../../tests/support/fakes/smtp-capture';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  createUser,
  latestMailedLink,
  pathOf,
  uniqueEmail,
  type TestUser,
} from '../../../../tests/support/api/users';

type Upload = NonNullable<Parameters<typeof multipart>[1]>[number];
const INBOX = 'help@cardvault.test';

const file = (filename: string, contentType: string, content: Buffer): Upload => ({
  field: 'attachments',
  filename,
  contentType,
  content,
});

describe('support requests', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      SUPPORT_INBOX: INBOX,
      SUPPORT_MAX_ATTACHMENTS: '2',
      SUPPORT_MAX_ATTACHMENT_SIZE: '0.25',
      PUBLIC_URL: 'https://cards.example.com',
      // The limits have their own tests below.
      SUPPORT_RATE_LIMIT_PER_EMAIL: '1000',
      SUPPORT_RATE_LIMIT_PER_IP: '1000',
    });
    user = await createUser(t.app, { fullName: 'Grace Hopper' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const send = (
    fields: Record<string, string>,
    files: Upload[] = [],
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/support/request',
      headers: { ...form.headers, ...headers },
      payload: form.payload,
      remoteAddress,
    });
  };
  const asUser = () => ({ cookie: user.cookie });
  const requestsFrom = (email: string) =>
    t.database.db.select().from(supportRequests).where(eq(supportRequests.email, email));
  const confirm = (link: string) => t.app.inject({ method: 'GET', url: pathOf(link) });

  describe('from a visitor', () => {
    it('waits for the address to be confirmed, then delivers the request once', async () => {
      const email = uniqueEmail('visitor');
      const response = await send({
        subject: 'Bug Report',
        body: 'The <b>QR</b> code & "vCard" break',
        email,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: SUPPORT_MESSAGES.submittedAnonymous,
        status: 'awaiting_confirmation',
      });
      const [stored] = await requestsFrom(email);
      expect(stored).toMatchObject({ status: 'awaiting_confirmation', userId: null });
      expect(stored?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored!.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

      const link = await latestMailedLink(t.app, email);
      expect(link).toMatch(
        /^https:\/\/cards\.example\.com\/api\/support\/confirm\?token=[\w-]{43}$/,
      );
      expect(link).not.toContain(stored!.confirmTokenHash);
      // Nothing reaches the inbox before the sender confirms.
      const queued = await t.database.db.select().from(outbox).where(eq(outbox.to, INBOX));
      expect(queued.filter((mail) => mail.text.includes(email))).toHaveLength(0);

      const confirmed = await confirm(link);
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe('/support?request_sent=true');
      const [after] = await requestsFrom(email);
      expect(after?.status).toBe('submitted');
      expect(after?.confirmedAt).toBeInstanceOf(Date);

      await t.app.mailer.deliverDue();
      const delivered = await smtp.waitFor((mail) => mail.subject.includes(email));
      expect(delivered.to).toEqual([INBOX]);
      expect(delivered.subject).toBe(`[Support] Bug Report from ${email}`);
      expect(delivered.parsed.replyTo?.value[0]?.address).toBe(email);
      expect(delivered.text).toContain('The <b>QR</b> code & "vCard" break');
      expect(delivered.html).toContain(
        'The &lt;b&gt;QR&lt;/b&gt; code &amp; &quot;vCard&quot; break',
      );
      expect(delivered.html).not.toContain('<b>QR</b>');

      const again = await confirm(link);
      expect(again.headers.location).toBe('/support?request_sent=false&error=link_already_used');
      await t.app.mailer.deliverDue();
      expect(smtp.messages.filter((mail) => mail.subject.includes(email))).toHaveLength(1);
    });

    it('sends the confirmation mail with the link as text and as escaped HTML', async () => {
      const email = uniqueEmail('mail');
      await send({ subject: 'Other', body: 'Hello', email });
      await t.app.mailer.deliverDue();
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe('Confirm your CardVault support request');
      const link = await latestMailedLink(t.app, email);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    });

    it('answers link_expired after 24 hours', async () => {
      const email = uniqueEmail('late');
      await send({ subject: 'Support', body: 'Too late', email });
      const link = await latestMailedLink(t.app, email);
      await t.database.db
        .update(supportRequests)
        .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(supportRequests.email, email));
      const response = await confirm(link);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/support?request_sent=false&error=link_expired');
      const [row] = await requestsFrom(email);
      expect(row?.status).toBe('awaiting_confirmation');
    });

    it.each([
      ['/api/support/confirm'],
      ['/api/support/confirm?token='],
      ['/api/support/confirm?token=garbage'],
      [`/api/support/confirm?token=${'a'.repeat(43)}`],
      [`/api/support/confirm?token=${'x'.repeat(5000)}`],
      ['/api/support/confirm?token=a&token=b'],
    ])('redirects %s to invalid_link', async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/support?request_sent=false&error=invalid_link');
    });

    // The text is docs/product.md#validation-support.
    it('refuses a missing or invalid From address with the product text', async () => {
      for (const email of [undefined, '', 'not-an-email', 'a@b']) {
        const response = await send({
          subject: 'Support',
          body: 'Hi',
          ...(email === undefined ? {} : { email }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'VALIDATION_ERROR',
          message: SUPPORT_MESSAGES.invalidFrom,
        });
      }
    });

    it('refuses attachments from visitors', async () => {
      const response = await send({ subject: 'Support', body: 'Hi', email: uniqueEmail() }, [
        file('shot.png', 'image/png', await png()),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'ATTACHMENTS_NOT_ALLOWED' });
      expect(response.json<{ message: string }>().message).toMatch(/signed-in users/);
    });
  });

  describe('from a signed-in user', () => {
    it('delivers at once under the account address, with the attachments re-encoded', async () => {
      const response = await send(
        { subject: 'Billing', body: 'Invoice question', email: 'ignored@example.com' },
        [
          file('receipt.jpg', 'image/jpeg', await jpegWithExif(120, 80)),
          file('screen shot.png', 'image/png', await png(40, 30, true)),
        ],
        asUser(),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: SUPPORT_MESSAGES.submittedSignedIn,
        status: 'submitted',
      });
      const [row] = await requestsFrom(user.email);
      expect(row).toMatchObject({ status: 'submitted', userId: user.id, confirmTokenHash: null });
      expect(row?.attachments.map((a) => [a.name, a.contentType])).toEqual([
        ['receipt.jpg', 'image/jpeg'],
        ['screen shot.png', 'image/png'],
      ]);
      expect(row?.attachments.every((a) => a.storageKey.startsWith('private/support/'))).toBe(true);
      expect(await requestsFrom('ignored@example.com')).toEqual([]);

      await t.app.mailer.deliverDue();
      const mail = await smtp.waitFor((m) => m.subject === `[Support] Billing from ${user.email}`);
      expect(mail.to).toEqual([INBOX]);
      expect(mail.parsed.replyTo?.value[0]?.address).toBe(user.email);
      const attachments = mail.parsed.attachments;
      expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['receipt.jpg', 'image/jpeg'],
        ['screen shot.png', 'image/png'],
      ]);
      const jpeg = await sharp(attachments[0]!.content).metadata();
      expect([jpeg.format, jpeg.width, jpeg.height, jpeg.exif]).toEqual([
        'jpeg',
        120,
        80,
        undefined,
      ]);
      expect(attachments[0]!.content.includes('SpyCam')).toBe(false);
      const pngMeta = await sharp(attachments[1]!.content).metadata();
      expect([pngMeta.format, pngMeta.hasAlpha]).toEqual(['png', true]);
    });

    it('sends without attachments too', async () => {
      const response = await send({ subject: 'Suggestion', body: 'Dark mode' }, [], asUser());
      expect(response.json()).toMatchObject({ status: 'submitted' });
    });

    it('needs a verified address and a completed profile', async () => {
      const firstTimer = await createUser(t.app, { profile: false });
      const response = await send({ subject: 'Other', body: 'Hi' }, [], {
        cookie: firstTimer.cookie,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'FIRST_TIME_USER' });
    });

    it.each<[string, Record<string, string>, string]>([
      ['no body', { subject: 'Support', body: '' }, SUPPORT_MESSAGES.bodyRequired],
      ['a blank body', { subject: 'Support', body: '   \n ' }, SUPPORT_MESSAGES.bodyRequired],
      ['an unknown subject', { subject: 'Spam', body: 'Hi' }, 'subject must be one of'],
      ['no subject', { body: 'Hi' }, 'subject must be one of'],
      ['a body too long', { subject: 'Support', body: 'x'.repeat(5001) }, 'at most 5000'],
      ['an unknown field', { subject: 'Support', body: 'Hi', admin: 'yes' }, 'admin'],
    ])('refuses %s', async (_label, fields, message) => {
      const response = await send(fields, [], asUser());
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    });

    it('refuses one attachment too many', async () => {
      const image = await png();
      const response = await send(
        { subject: 'Support', body: 'Three files' },
        [
          file('a.png', 'image/png', image),
          file('b.png', 'image/png', image),
          file('c.png', 'image/png', image),
        ],
        asUser(),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'Maximum 2 attachments reached' });
    });

    it('refuses a file over the size limit, naming it', async () => {
      const response = await send(
        { subject: 'Support', body: 'Big file' },
        [file('huge.png', 'image/png', Buffer.alloc(300 * 1024, 1))],
        asUser(),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'Attachment too large: huge.png' });
    });

    it.each<[string, string, () => Promise<Buffer> | Buffer]>([
      ['a type outside the allowed list', 'report.pdf', () => Buffer.from('%PDF-1.7\n%%EOF')],
      ['bytes that are not an image named .png', 'fake.png', () => Buffer.from('hello world')],
      ['a truncated image', 'broken.png', async () => (await png(200, 200)).subarray(0, 60)],
      [
        'an SVG (it could carry script)',
        'logo.svg',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      ],
    ])('refuses %s, naming the file', async (_label, name, content) => {
      const type = name.endsWith('.pdf') ? 'application/pdf' : 'image/png';
      const response = await send(
        { subject: 'Support', body: 'File' },
        [file(name, type, await content())],
        asUser(),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'FILE_TYPE_NOT_ALLOWED',
        message: `File type not allowed: ${name}`,
        details: { file: name },
      });
    });

    it('trusts the bytes, not the name or declared type', async () => {
      await send(
        { subject: 'Complaint', body: 'Renamed' },
        [file('photo.png', 'application/octet-stream', await jpegWithExif())],
        asUser(),
      );
      const rows = await requestsFrom(user.email);
      const row = rows.find((r) => r.body === 'Renamed');
      expect(row?.attachments[0]).toMatchObject({ name: 'photo.jpg', contentType: 'image/jpeg' });
    });

    it('never serves attachments under /media/', async () => {
      const [row] = (await requestsFrom(user.email)).filter((r) => r.attachments.length);
      const key = row!.attachments[0]!.storageKey;
      for (const url of [
        `/media/${key}`,
        `/media/${key.replace('private', '%70rivate')}`,
        `/media/${key.replace('private', 'PRIVATE')}`,
        `/media/./${key}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    });
  });
});

describe('support request rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_RATE_LIMIT_PER_EMAIL: '2', SUPPORT_RATE_LIMIT_PER_IP: '4' });
  });
  afterAll(() => t.close());

  const send = (email: string, remoteAddress: string) => {
    const form = multipart({ subject: 'Support', body: 'Again', email });
    return t.app.inject({
      method: 'POST',
      url: '/api/support/request',
      headers: form.headers,
      payload: form.payload,
      remoteAddress,
    });
  };

  it('limits requests per sender address, whatever the IP', async () => {
    const email = uniqueEmail('limited');
    const codes = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      codes.push((await send(email, ip)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const limited = await send(email.toUpperCase(), '198.51.100.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('limits requests per IP, whatever the address', async () => {
    const codes = [];
    for (let n = 0; n < 5; n += 1)
      codes.push((await send(uniqueEmail(), '203.0.113.7')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    expect((await send(uniqueEmail(), '203.0.113.8')).statusCode).toBe(200);
  });
});
