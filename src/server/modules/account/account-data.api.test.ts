import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../../../../tests/support/shared/zip';
import {
  sessionsExportSchema,
  WEBHOOK_SECRET_WITHHELD,
  webhooksExportSchema,
} from '../../../shared/account-data';
import type { AuditEntry } from '../../../shared/admin';
import { authSessions } from '../../db/schema';
import type { Card } from '../../../shared/card';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { png } from '../../../../tests/support/shared/images';
import {
  startLoopbackStripeApi,
  stripeDriverEnv,
  subscriptionObject,
  type LoopbackStripeApi,
} from '../../../../tests/support/fakes/loopback-stripe-api';
import { multipart } from '../../../../tests/support/shared/multipart';
import { grantSubscription, makeAdmin } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { neutraliseFormula } from '../../../shared/csv';
import { cookieHeader, createUser, type TestUser } from '../../../../tests/support/api/users';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

const imageFile = async (field: string, colour: string) => ({
  field,
  filename: `${field}.png`,
  contentType: 'image/png',
  content: await sharp({
    create: { width: 48, height: 40, channels: 3, background: colour },
  })
    .png()
    .toBuffer(),
});

interface RichUser extends TestUser {
  cards: Card[];
}

describe('take your data and leave', () => {
  let t: TestApp;
  let uploads: string;

  beforeAll(async () => {
    t = await createTestApp({
      ANALYTICS_FLUSH_MS: '300000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      // Endpoints on loopback (a closed port): nothing is sent anywhere else.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    uploads = t.config.storage.uploadsDir;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  /** A user with a picture, two cards with every image, daily figures and a support request. */
  async function richUser(fullName: string): Promise<RichUser> {
    const user = await createUser(t.app, { fullName });
    await grantSubscription(t.database.db, user.id, { cards: 5 });
    const avatar = multipart({ fullName }, [await imageFile('profileImage', '#1d4ed8')]);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-user',
      headers: { ...avatar.headers, cookie: user.cookie },
      payload: avatar.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const cards: Card[] = [];
    for (const [index, name] of [`${fullName} Work`, `${fullName} Side`].entries()) {
      const form = multipart(
        { ...SAMPLE_CARD_FIELDS, fullName: name, template: 'dark', accentColor: '#ffcc00' },
        [
          await imageFile('profileImage', '#b91c1c'),
          await imageFile('companyLogo', '#15803d'),
          await imageFile('brandLogo', '#7e22ce'),
        ],
      );
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/card/create-card',
        headers: { ...form.headers, cookie: user.cookie },
        payload: form.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      const card = created.json<Card>();
      cards.push(card);
      await t.database.db.execute(sql`
        insert into card_daily_stats (card_id, day, metric, dimension, count) values
          (${card.id}, '2026-11-20', 'view', '', ${10 + index}),
          (${card.id}, '2026-11-20', 'unique', '', 4),
          (${card.id}, '2026-11-20', 'scan', '', 3),
          (${card.id}, '2026-11-21', 'save', '', 2),
          (${card.id}, '2026-11-21', 'lead', '', 1),
          (${card.id}, '2026-11-21', 'source', 'qr', 3)`);
    }
    const support = multipart({ subject: 'Support', body: `From ${user.email}` }, [
      {
        field: 'attachments',
        filename: 'shot.png',
        contentType: 'image/png',
        content: await png(),
      },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/support/request',
      headers: { ...support.headers, cookie: user.cookie },
      payload: support.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { ...user, cards };
  }

  async function exportOf(user: TestUser) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: user.cookie },
    });
    return response;
  }

  /**
   * Every row of every table but the audit log, as text, that holds the user's id or address. The
   * audit log is kept as written (auditRowsNaming).
   */
  async function rowsNaming(user: { id: string; email: string }) {
    const tables = (await t.database.db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        and table_name <> 'audit_log'
    `)) as { rows: { schema: string; name: string }[] };
    expect(tables.rows.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const table of tables.rows) {
      const name = sql.raw(`"${table.schema}"."${table.name}"`);
      const result = (await t.database.db.execute(sql`
        select r::text as row from ${name} r
        where position(${user.email.toLowerCase()} in lower(r::text)) > 0
          or position(${user.id} in r::text) > 0`)) as { rows: { row: string }[] };
      found.push(...result.rows.map((row) => `${table.name}: ${row.row}`));
    }
    return found;
  }

  /** The audit entries that name the user (as actor, target or in the details), whole, as text. */
  async function auditRowsNaming(user: { id: string; email: string }) {
    const result = (await t.database.db.execute(sql`
      select r::text as row from audit_log r
      where position(${user.email.toLowerCase()} in lower(r::text)) > 0
        or position(${user.id} in r::text) > 0
      order by r.created_at, r.id`)) as { rows: { row: string }[] };
    return result.rows.map((row) => row.row);
  }

  /** After a deletion: the entries of before, unchanged, and the deletion's own. */
  async function expectAuditKept(user: TestUser, before: string[], action: string) {
    const after = await auditRowsNaming(user);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after.filter((row) => !before.includes(row)).join()).toContain(action);
  }

  it('exports everything of the user as one ZIP, each part readable by an independent reader', async () => {
    const user = await richUser('Xena Export');
    const stranger = await richUser('Sam Stranger');
    // A second sign-in from another browser, and a webhook endpoint each.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'user-agent': 'ExportTestBrowser/2.0 (second device)' },
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const addEndpoint = async (who: TestUser, url: string) => {
      const created = await post(
        '/api/webhooks/create',
        { url, events: ['lead.created'] },
        who.cookie,
      );
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: string; secret: string }>();
    };
    const endpoint = await addEndpoint(user, 'http://127.0.0.1:9/xena-hooks');
    const strangersEndpoint = await addEndpoint(stranger, 'http://127.0.0.1:9/sam-hooks');
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/leads/submit',
      payload: {
        cardId: user.cards[0]!.id,
        name: 'Lena Lead',
        email: 'lena@example.com',
        consent: true,
        elapsedMs: 5_000,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const response = await exportOf(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cardvault-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = await readZip(response.rawPayload);
    const names = [...zip.keys()].sort();
    expect(names).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'cards.json', 'analytics.csv']),
    );

    const readme = zip.get('README.txt')!.toString('utf8');
    for (const part of [
      'profile.json',
      'cards.json',
      '.vcf',
      'images/',
      'analytics.csv',
      'sessions.json',
      'webhooks.json',
    ])
      expect(readme).toContain(part);

    const profile = JSON.parse(zip.get('profile.json')!.toString('utf8')) as {
      account: { id: string; email: string; signInMethods: string[] };
      profile: { fullName: string; profileImage: string };
      subscription: { status: string } | null;
    };
    expect(profile.account).toMatchObject({
      id: user.id,
      email: user.email,
      signInMethods: ['password'],
    });
    expect(profile.profile.fullName).toBe('Xena Export');
    expect(profile.subscription?.status).toBe('trialing');
    expect(zip.has(profile.profile.profileImage)).toBe(true);

    const { cards } = JSON.parse(zip.get('cards.json')!.toString('utf8')) as {
      cards: {
        id: string;
        fullName: string;
        template: string;
        accentColor: string;
        vcard: string;
        images: Record<string, string | null>;
      }[];
    };
    expect(cards.map((card) => card.id).sort()).toEqual(user.cards.map((card) => card.id).sort());
    const imagePaths = [profile.profile.profileImage];
    for (const card of cards) {
      expect(card).toMatchObject({ template: 'dark', accentColor: '#ffcc00' });
      expect(card.vcard).toMatch(new RegExp(`^cards/xena-export-(work|side)-${card.id}\\.vcf$`));
      const parsed = new vCard().parse(zip.get(card.vcard)!.toString('utf8'));
      expect(parsed.get('fn')?.valueOf()).toBe(card.fullName);
      expect(parsed.get('email')?.valueOf()).toBe(SAMPLE_CARD_FIELDS.email);
      for (const image of Object.values(card.images)) {
        expect(image).toMatch(/^images\/cards\//);
        imagePaths.push(image!);
      }
    }
    expect(names.filter((name) => name.startsWith('images/')).sort()).toEqual(imagePaths.sort());
    for (const image of imagePaths) {
      const metadata = await sharp(zip.get(image)).metadata();
      expect(metadata.width, image).toBeGreaterThan(0);
    }

    const leads = parse(zip.get('leads.csv')!, { columns: true }) as Record<string, string>[];
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ Name: 'Lena Lead', Email: 'lena@example.com' });

    const allRows = parse(zip.get('analytics.csv')!, { columns: true }) as Record<string, string>[];
    // Today's row is the lead just shared (a lead is an event too).
    const today = new Date().toISOString().slice(0, 10);
    expect(allRows.filter((row) => row.Date === today)).toEqual([
      expect.objectContaining({ 'Card ID': neutraliseFormula(user.cards[0]!.id), Leads: '1' }),
    ]);
    const rows = allRows.filter((row) => row.Date !== today);
    expect(rows).toHaveLength(4);
    const first = user.cards[0]!;
    // Ids are random: one that starts with '-' is written with an apostrophe, as every formula is.
    const firstId = neutraliseFormula(first.id);
    expect(rows.find((row) => row['Card ID'] === firstId && row.Date === '2026-11-20')).toEqual({
      Date: '2026-11-20',
      'Card ID': firstId,
      'Card name': first.fullName,
      Views: '10',
      'Unique visitors': '4',
      'QR scans': '3',
      'NFC taps': '0',
      Saves: '0',
      'Link clicks': '0',
      Shares: '0',
      Leads: '0',
    });
    expect(
      rows.find((row) => row['Card ID'] === firstId && row.Date === '2026-11-21'),
    ).toMatchObject({ Saves: '2', Leads: '1' });

    // Every session as stored, without its token or id.
    const stored = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user.id))
      .orderBy(authSessions.createdAt, authSessions.id);
    expect(stored).toHaveLength(2);
    const sessions = sessionsExportSchema.parse(
      JSON.parse(zip.get('sessions.json')!.toString('utf8')),
    ).sessions;
    expect(sessions).toEqual(
      stored.map((row) => ({
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
      })),
    );
    expect(sessions.map((session) => session.userAgent)).toContain(
      'ExportTestBrowser/2.0 (second device)',
    );
    expect(sessions.every((session) => session.ipAddress === '127.0.0.1')).toBe(true);

    // The webhook endpoint with the lead's delivery, its secret withheld.
    const webhooks = webhooksExportSchema.parse(
      JSON.parse(zip.get('webhooks.json')!.toString('utf8')),
    );
    expect(webhooks.endpoints).toEqual([
      {
        id: endpoint.id,
        url: 'http://127.0.0.1:9/xena-hooks',
        events: ['lead.created'],
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        disabledAt: null,
        signingSecret: WEBHOOK_SECRET_WITHHELD,
        deliveries: [expect.objectContaining({ type: 'lead.created' })],
      },
    ]);

    // Nothing of the password, the sessions' tokens, the signing secrets or another user.
    const everything = [...zip.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toContain('fast-for-tests$');
    for (const { token, id } of stored) {
      expect(everything).not.toContain(token);
      expect(everything).not.toContain(id);
    }
    for (const { secret } of [endpoint, strangersEndpoint]) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(secret.replace(/^whsec_/, ''));
    }
    expect(everything).not.toContain(strangersEndpoint.id);
    expect(everything).not.toContain(stranger.id);
    expect(everything).not.toContain(stranger.email);
    expect(everything).not.toContain('Sam Stranger');
  });

  it('lets a user export a few times an hour, and nobody signed out', async () => {
    const user = await createUser(t.app, { fullName: 'Rita Ratelimit' });
    for (let count = 0; count < 5; count += 1) expect((await exportOf(user)).statusCode).toBe(200);
    const sixth = await exportOf(user);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'RATE_LIMITED' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a deletion without the e-mail typed again or the right password, and deletes nothing', async () => {
    const user = await createUser(t.app, { fullName: 'Wanda Wrong' });
    const other = await createUser(t.app, { fullName: 'Otto Other' });
    const cases: [object, number, string][] = [
      [
        { confirmation: 'someone@example.com', password: user.password },
        400,
        'CONFIRMATION_MISMATCH',
      ],
      [{ confirmation: other.email, password: other.password }, 400, 'CONFIRMATION_MISMATCH'],
      [{ confirmation: user.email }, 400, 'VALIDATION_ERROR'],
      [
        { confirmation: user.email.toUpperCase(), password: 'not-the-password' },
        400,
        'INVALID_PASSWORD',
      ],
      [{ confirmation: '', password: user.password }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post('/api/account/delete', body, user.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ error: code });
    }
    expect((await post('/api/account/delete', { confirmation: user.email })).statusCode).toBe(401);
    for (const who of [user, other]) {
      expect((await post('/api/user/get-user', {}, who.cookie)).statusCode).toBe(200);
    }
  });

  it('deletes the account and everything in it: no row names the user, no file of theirs is left', async () => {
    const user = await richUser('Dora Delete');
    const stranger = await richUser('Kim Keeps');
    const before = await filesUnder(uploads);
    const [request] = (
      (await t.database.db.execute(
        sql`select id from support_requests where user_id = ${user.id}`,
      )) as { rows: { id: string }[] }
    ).rows;
    const theirs = before.filter(
      (file) =>
        file.includes(user.id) ||
        user.cards.some((card) => file.includes(card.id)) ||
        file.includes(request!.id),
    );
    // A picture, three images per card and the support attachment.
    expect(theirs).toHaveLength(1 + 3 * user.cards.length + 1);
    expect((await rowsNaming(user)).length).toBeGreaterThan(0);
    const audited = await auditRowsNaming(user);

    const response = await post(
      '/api/account/delete',
      { confirmation: ` ${user.email.toUpperCase()} `, password: user.password },
      user.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const cleared = [response.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/cardvault\.session_token=;[^\n]*Max-Age=0/i);

    expect(await rowsNaming(user)).toEqual([]);
    await expectAuditKept(user, audited, 'user.delete_self');
    const after = await filesUnder(uploads);
    expect(after.filter((file) => theirs.includes(file))).toEqual([]);
    expect(after.sort()).toEqual(before.filter((file) => !theirs.includes(file)).sort());

    const [entry] = (
      (await t.database.db.execute(
        sql`select actor_id, actor_email, actor_name, target_type, details from audit_log
            where action = 'user.delete_self' and target_id = ${user.id}`,
      )) as {
        rows: {
          actor_id: string | null;
          actor_email: string;
          actor_name: string;
          target_type: string;
          details: object;
        }[];
      }
    ).rows;
    expect(entry).toEqual({
      actor_id: null,
      actor_email: 'account owner',
      actor_name: 'Account owner',
      target_type: 'user',
      details: {},
    });

    expect((await post('/api/user/get-user', {}, user.cookie)).statusCode).toBe(401);
    const signIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(401);
    for (const card of user.cards) {
      const page = await t.app.inject({ method: 'GET', url: `/showcase?id=${card.id}` });
      expect(page.statusCode).toBe(404);
    }
    // The other user's account, cards and export are untouched.
    expect((await post('/api/user/get-user', {}, stranger.cookie)).statusCode).toBe(200);
    const theirExport = await readZip((await exportOf(stranger)).rawPayload);
    // README, profile, cards, leads, analytics, sessions, webhooks; two vCards; a picture and
    // three images per card.
    expect(theirExport.size).toBe(7 + 2 + 1 + 3 * 2);
  });

  it('asks an account without a password for a sign-in within 5 minutes', async () => {
    const user = await createUser(t.app, { fullName: 'Olga Oidc' });
    // Signs in with a provider only: no password of ours.
    await t.database.db.execute(
      sql`delete from auth_accounts where user_id = ${user.id} and provider_id = 'credential'`,
    );
    await t.database.db.execute(sql`
      insert into auth_accounts (id, account_id, provider_id, user_id)
      values (${`oidc-${user.id}`}, ${`sub-${user.id}`}, 'oidc', ${user.id})`);
    await t.database.db.execute(
      sql`update auth_sessions set created_at = now() - interval '6 minutes' where user_id = ${user.id}`,
    );
    const stale = await post('/api/account/delete', { confirmation: user.email }, user.cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ error: 'REAUTHENTICATION_REQUIRED' });
    expect(stale.json<{ message: string }>().message).toMatch(/sign in again/);

    await t.database.db.execute(
      sql`update auth_sessions set created_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    const audited = await auditRowsNaming(user);
    const fresh = await post('/api/account/delete', { confirmation: user.email }, user.cookie);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await rowsNaming(user)).toEqual([]);
    await expectAuditKept(user, audited, 'user.delete_self');
  });

  it('lets an admin delete a user from the console, audited with the admin as actor', async () => {
    const admin = await createUser(t.app, { fullName: 'Ada Admin' });
    await makeAdmin(t.database.db, admin.id);
    const member = await createUser(t.app, { fullName: 'Mo Member' });
    const target = await richUser('Tom Target');

    const refused = await post('/api/admin/delete-user', { id: target.id }, member.cookie);
    expect(refused.statusCode).toBe(403);
    const self = await post('/api/admin/delete-user', { id: admin.id }, admin.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: 'SELF_DELETE' });
    const unknown = await post('/api/admin/delete-user', { id: 'no-such-user' }, admin.cookie);
    expect(unknown.statusCode).toBe(404);

    const audited = await auditRowsNaming(target);
    const response = await post('/api/admin/delete-user', { id: target.id }, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowsNaming(target)).toEqual([]);
    await expectAuditKept(target, audited, 'user.delete_by_admin');
    const files = await filesUnder(uploads);
    expect(files.filter((file) => file.includes(target.id))).toEqual([]);
    for (const card of target.cards)
      expect(files.some((file) => file.includes(card.id))).toBe(false);
    const audit = await post('/api/admin/audit-log', { page: 1, search: target.id }, admin.cookie);
    expect(audit.json<{ items: object[] }>().items).toEqual([
      expect.objectContaining({
        action: 'user.delete_by_admin',
        actorId: admin.id,
        actorEmail: admin.email,
        actorName: 'Ada Admin',
        targetType: 'user',
        targetId: target.id,
        details: {},
      }),
    ]);
    expect((await post('/api/user/get-user', {}, target.cookie)).statusCode).toBe(401);
  });

  it('keeps every audit entry of an admin who deletes their own account, naming them as they were', async () => {
    const admin = await createUser(t.app, { fullName: 'Alma Admin' });
    const colleague = await createUser(t.app, { fullName: 'Cleo Colleague' });
    await makeAdmin(t.database.db, colleague.id);
    const member = await richUser('Mia Member');
    const acts: [TestUser, string, object][] = [
      [colleague, '/api/user/set-admin', { userId: admin.id, isAdmin: true }],
      [admin, '/api/user/set-admin', { userId: member.id, isAdmin: true }],
      [admin, '/api/card/admin-delete-card', { id: member.cards[0]!.id }],
    ];
    for (const [who, url, body] of acts) {
      const response = await post(url, body, who.cookie);
      expect(response.statusCode, response.body).toBe(200);
    }
    const audited = await auditRowsNaming(admin);
    expect(audited).toHaveLength(3);

    const response = await post(
      '/api/account/delete',
      { confirmation: admin.email, password: admin.password },
      admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowsNaming(admin)).toEqual([]);
    await expectAuditKept(admin, audited, 'user.delete_self');

    // The console still says who did it, and that their account is gone.
    const log = await post('/api/admin/audit-log', { search: admin.email }, colleague.cookie);
    expect(log.statusCode, log.body).toBe(200);
    const byAdmin = log
      .json<{ items: AuditEntry[] }>()
      .items.filter((entry) => entry.actorId === admin.id);
    expect(byAdmin.map((entry) => entry.action).sort()).toEqual([
      'card.delete',
      'user.grant_admin',
    ]);
    for (const entry of byAdmin) {
      expect(entry).toMatchObject({
        actorEmail: admin.email,
        actorName: 'Alma Admin',
        actorDeleted: true,
      });
    }
    const byName = await post('/api/admin/audit-log', { search: 'Alma Admin' }, colleague.cookie);
    expect(byName.json<{ totalCount: number }>().totalCount).toBe(2);
    const granted = await post('/api/admin/audit-log', { search: member.id }, colleague.cookie);
    expect(granted.json<{ items: AuditEntry[] }>().items[0]).toMatchObject({
      action: 'user.grant_admin',
      actorName: 'Alma Admin',
      actorDeleted: true,
    });
    const colleagues = await post(
      '/api/admin/audit-log',
      { search: colleague.email },
      colleague.cookie,
    );
    expect(colleagues.json<{ items: AuditEntry[] }>().items[0]).toMatchObject({
      actorId: colleague.id,
      actorName: 'Cleo Colleague',
      actorDeleted: false,
      details: { email: admin.email },
    });
  });

  it('refuses in the database itself to change or remove an audit entry', async () => {
    const failure = async (statement: ReturnType<typeof sql>) => {
      const error = await t.database.db.execute(statement).then(
        () => undefined,
        (caught: unknown) => caught as Error & { cause?: Error },
      );
      return error?.cause?.message ?? error?.message;
    };
    const entries = async () =>
      (
        (await t.database.db.execute(
          sql`select r::text as row from audit_log r order by r.id`,
        )) as {
          rows: { row: string }[];
        }
      ).rows;
    const before = await entries();
    expect(before.length).toBeGreaterThan(0);
    expect(await failure(sql`update audit_log set actor_email = 'someone else'`)).toMatch(
      /audit_log rows are never updated or deleted/,
    );
    expect(await failure(sql`delete from audit_log`)).toMatch(
      /audit_log rows are never updated or deleted/,
    );
    expect(await failure(sql`truncate audit_log`)).toMatch(
      /audit_log rows are never updated or deleted/,
    );
    expect(await entries()).toEqual(before);
  });
});

describe('deleting an account ends its subscription at the payment provider at once', () => {
  let t: TestApp;
  let api: LoopbackStripeApi;

  beforeAll(async () => {
    api = await startLoopbackStripeApi();
    t = await createTestApp(stripeDriverEnv(api, 'whsec_account_data'));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('cancels a paid subscription now, not at the period end, and nothing more is invoiced', async () => {
    const user = await createUser(t.app, { fullName: 'Pat Paying' });
    api.subscriptions.set(
      'sub_leaving',
      subscriptionObject({ id: 'sub_leaving', status: 'active', userId: user.id, quantity: 2 }),
    );
    await t.database.db.execute(sql`
      insert into subscriptions (user_id, provider, provider_customer_id, provider_subscription_id,
        status, card_allocation, current_period_start, current_period_end)
      values (${user.id}, 'stripe', 'cus_test_1', 'sub_leaving', 'active', 2, now(),
        now() + interval '1 year')`);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: user.cookie },
      payload: { confirmation: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cancel = api.requests.find(
      (request) => request.method === 'DELETE' && request.path === '/v1/subscriptions/sub_leaving',
    );
    expect(cancel?.query.get('invoice_now')).toBe('false');
    expect(cancel?.query.get('prorate')).toBe('false');
    expect(api.subscriptions.get('sub_leaving')?.status).toBe('canceled');
    const rows = (await t.database.db.execute(
      sql`select 1 from subscriptions where user_id = ${user.id}`,
    )) as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
    expect(cookieHeader(response.headers['set-cookie'])).toContain('session_token=');
  });
});
