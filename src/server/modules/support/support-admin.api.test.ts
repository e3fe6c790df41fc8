import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSupportRequestListSchema } from '../../../shared/admin';
import { outbox, supportRequests } from '../../db/schema';
import { png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, uniqueEmail, type TestUser } from '../../../../tests/support/api/users';
import { contentDisposition } from './routes';
import { purgeUnconfirmedSupportRequests } from './service';

const ADMIN = 'support-admin@example.com';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

describe('support requests in the admin console', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_EMAILS: ADMIN,
      SUPPORT_ALLOWED_MIME_TYPES: 'image/png, application/pdf',
    });
    admin = await createUser(t.app, { email: ADMIN, fullName: 'Admin' });
    member = await createUser(t.app, { fullName: 'Member' });
    const form = multipart({ subject: 'Bug Report', body: 'Crash on export, see files' }, [
      {
        field: 'attachments',
        filename: 'C:\\logs\\trace 1.pdf',
        contentType: 'application/pdf',
        content: PDF,
      },
      {
        field: 'attachments',
        filename: 'écran.png',
        contentType: 'image/png',
        content: await png(),
      },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/support/request',
      headers: { ...form.headers, cookie: member.cookie },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(200);
    for (const [subject, body] of [
      ['Billing', 'Refund please'],
      ['Suggestion', 'Add a dark theme'],
    ]) {
      const visitor = multipart({ subject: subject!, body: body!, email: uniqueEmail('visitor') });
      await t.app.inject({
        method: 'POST',
        url: '/api/support/request',
        headers: visitor.headers,
        payload: visitor.payload,
      });
    }
  });
  afterAll(() => t.close());

  const list = (cookie: string | undefined, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support/list-requests',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const download = (cookie: string | undefined, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/support/attachment?${query}`,
      headers: cookie ? { cookie } : {},
    });

  it('is for admins only', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(member.cookie)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, member.id));
    expect((await download(undefined, `id=${row!.id}&index=0`)).statusCode).toBe(401);
    expect((await download(member.cookie, `id=${row!.id}&index=0`)).statusCode).toBe(403);
  });

  it('lists every request newest first, with attachment download addresses', async () => {
    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = adminSupportRequestListSchema.parse(response.json());
    expect(body.totalCount).toBe(3);
    expect(body.items.map((item) => item.subject)).toEqual(['Suggestion', 'Billing', 'Bug Report']);
    const [suggestion, , bug] = body.items;
    expect(suggestion).toMatchObject({
      status: 'awaiting_confirmation',
      userId: null,
      confirmedAt: null,
    });
    expect(bug).toMatchObject({ status: 'submitted', userId: member.id, email: member.email });
    expect(bug?.attachments).toEqual([
      {
        name: 'trace 1.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        url: `/api/support/attachment?id=${bug!.id}&index=0`,
      },
      expect.objectContaining({ name: 'écran.png', contentType: 'image/png' }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/storageKey|private\/|token/i);
  });

  it('searches the sender, the subject and the body, and pages', async () => {
    const subjects = async (payload: object) =>
      adminSupportRequestListSchema
        .parse((await list(admin.cookie, payload)).json())
        .items.map((item) => item.subject);
    expect(await subjects({ search: 'REFUND' })).toEqual(['Billing']);
    expect(await subjects({ search: 'bug report' })).toEqual(['Bug Report']);
    expect(await subjects({ search: member.email })).toEqual(['Bug Report']);
    expect(await subjects({ search: '100%_' })).toEqual([]);
    expect(await subjects({ page: 2, pageSize: 2 })).toEqual(['Bug Report']);
    expect((await list(admin.cookie, { pageSize: 0 })).statusCode).toBe(400);
  });

  it('serves an attachment as a private download, other types stored as sent', async () => {
    const [row] = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, member.id));
    const response = await download(admin.cookie, `id=${row!.id}&index=0`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="trace 1.pdf"; filename*=UTF-8''trace%201.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const image = await download(admin.cookie, `id=${row!.id}&index=1`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toContain(`filename*=UTF-8''%C3%A9cran.png`);

    expect((await download(admin.cookie, `id=${row!.id}&index=2`)).statusCode).toBe(404);
    expect((await download(admin.cookie, `id=${crypto.randomUUID()}&index=0`)).statusCode).toBe(
      404,
    );
    expect((await download(admin.cookie, 'id=../../etc/passwd&index=0')).statusCode).toBe(400);
  });

  it('documents every support route in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, { tags: string[] }>> }>()
      .paths;
    expect(paths['/api/support/request']?.post?.tags).toEqual(['support']);
    expect(paths['/api/support/confirm']?.get?.tags).toEqual(['support']);
    expect(paths['/api/support/list-requests']?.post?.tags).toContain('admin');
    expect(paths['/api/support/attachment']?.get?.tags).toContain('admin');
  });

  it('encodes any file name safely in Content-Disposition', () => {
    expect(contentDisposition('a"b\\c;d%.txt')).toBe(
      `attachment; filename="a_b_c_d_.txt"; filename*=UTF-8''a%22b%5Cc%3Bd%25.txt`,
    );
    expect(contentDisposition('x\r\ny.png')).not.toMatch(/[\r\n]/);
  });

  it('purges visitors’ requests never confirmed after a week, and keeps the rest', async () => {
    await t.database.db
      .update(supportRequests)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(supportRequests.subject, 'Billing'));
    await t.database.db
      .update(supportRequests)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(supportRequests.userId, member.id));
    expect(await purgeUnconfirmedSupportRequests(t.app)).toBe(1);
    const left = await t.database.db.select().from(supportRequests);
    expect(left.map((row) => row.subject).sort()).toEqual(['Bug Report', 'Suggestion']);
  });
});

describe('attachment names with control characters', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  // Right-to-left override: shown as "photoexe.png" reversed, a classic way to disguise a type.
  const DISGUISED = 'photo\u202egnp.exe.png';
  // eslint-disable-next-line no-control-regex -- the characters under test
  const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_EMAILS: ADMIN,
      SUPPORT_ALLOWED_MIME_TYPES: 'image/png, application/pdf',
      SUPPORT_MAX_ATTACHMENT_SIZE: '0.01',
    });
    admin = await createUser(t.app, { email: ADMIN, fullName: 'Admin' });
    member = await createUser(t.app, { fullName: 'Member' });
  });
  afterAll(() => t.close());

  const send = async (files: Parameters<typeof multipart>[1]) => {
    const form = multipart({ subject: 'Bug Report', body: 'See the files' }, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/support/request',
      headers: { ...form.headers, cookie: member.cookie },
      payload: form.payload,
    });
  };

  it('strips bidirectional and other control characters wherever the name goes', async () => {
    const sent = await send([
      { field: 'attachments', filename: DISGUISED, contentType: 'image/png', content: await png() },
      {
        field: 'attachments',
        filename: '\u2067notes\u0085\u200b.pdf',
        contentType: 'application/pdf',
        content: PDF,
      },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);

    const listed = adminSupportRequestListSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/support/list-requests',
          headers: { cookie: admin.cookie },
          payload: {},
        })
      ).json(),
    );
    const [request] = listed.items;
    expect(request?.attachments.map((file) => file.name)).toEqual([
      'photognp.exe.png',
      'notes.pdf',
    ]);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/support/attachment?id=${request!.id}&index=0`,
      headers: { cookie: admin.cookie },
    });
    const disposition = String(download.headers['content-disposition']);
    expect(decodeURIComponent(disposition)).not.toMatch(HIDDEN);
    expect(disposition).toContain('photognp.exe.png');

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} like '[Support]%'`);
    expect(mail?.attachments?.map((file) => file.filename)).toEqual([
      'photognp.exe.png',
      'notes.pdf',
    ]);
    // Line breaks and tabs are the mail's own layout.
    expect(`${mail?.text}${mail?.html}`.replace(/[\r\n\t]/g, '')).not.toMatch(HIDDEN);
  });

  it('keeps control characters out of the messages that name a refused file', async () => {
    const refused = await send([
      {
        field: 'attachments',
        filename: DISGUISED,
        contentType: 'image/png',
        content: Buffer.alloc(64 * 1024, 1),
      },
    ]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ message: string }>().message).toContain('photognp.exe.png');
    expect(refused.json<{ message: string }>().message).not.toMatch(HIDDEN);
  });

  it('cleans names stored before this rule, when they are sent', () => {
    expect(contentDisposition(DISGUISED)).not.toContain('%E2%80%AE');
    expect(contentDisposition(DISGUISED)).toContain('photognp.exe.png');
  });
});
