import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/card';
import type { ImportReport } from '../../../shared/import';
import type { OrgInvitation, OrgSummary } from '../../../shared/organisations';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  createUser,
  latestMailedLink,
  uniqueEmail,
  type TestUser,
} from '../../../../tests/support/api/users';
import { grantOrganisationSubscription } from '../../../../tests/support/shared/grants';
import { multipart } from '../../../../tests/support/shared/multipart';
import { authInvitations, cards, outbox } from '../../db/schema';

/**
 * Bulk import (docs/product.md#bulk-import): a CSV file's people become invitations and cards in
 * the brand kit; a dry run changes nothing; the same file again updates; bad files are refused
 * whole with the reason, bad rows one by one.
 */
describe('bulk import', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });

  const newOrg = async (name: string, seats = 20) => {
    const response = await post(owner, '/api/org/create', { name });
    expect(response.statusCode, response.body).toBe(201);
    const org = response.json<OrgSummary>();
    await grantOrganisationSubscription(t.database.db, org.id, { cards: seats });
    return org;
  };

  const upload = (
    user: TestUser,
    orgId: string,
    csv: string | Buffer,
    options: { dryRun?: boolean; mapping?: Record<string, string> } = {},
  ) => {
    const form = multipart(
      {
        orgId,
        dryRun: String(options.dryRun ?? false),
        ...(options.mapping ? { mapping: JSON.stringify(options.mapping) } : {}),
      },
      [
        {
          field: 'file',
          filename: 'people.csv',
          contentType: 'text/csv',
          content: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv,
        },
      ],
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/org/import',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  const imported = async (...args: Parameters<typeof upload>) => {
    const response = await upload(...args);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportReport>();
  };

  const orgCards = async (orgId: string) =>
    t.database.db.select().from(cards).where(eq(cards.organizationId, orgId));

  const mailsTo = async (email: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, email));

  const header = 'Email,Full name,Job title,Phone,Location,Department\r\n';
  const person = (email: string, name = 'Pat Person', phone = '0412 345 678') =>
    `${email},${name},Engineer,${phone},Sydney,Platform\r\n`;

  it('reports every row in a dry run and changes nothing', async () => {
    const org = await newOrg('Dry Run Ltd', 2);
    const [a, b, c, d] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c'), uniqueEmail('d')];
    const csv =
      header +
      person(a) +
      person('not-an-address') +
      person(a, 'Again') +
      person(b, 'Bad Phone', 'call me maybe') +
      person(c) +
      person(d);
    const report = await imported(owner, org.id, csv, { dryRun: true });
    expect(report).toMatchObject({ dryRun: true, created: 2, updated: 0, invited: 0 });
    expect(report.rows.map((row) => [row.row, row.ok, row.action])).toEqual([
      [2, true, 'create'],
      [3, false, 'none'],
      [4, false, 'none'],
      [5, false, 'none'],
      [6, true, 'create'],
      [7, false, 'none'],
    ]);
    expect(report.rows[1]?.errors).toContain('E-mail is not a valid address');
    expect(report.rows[2]?.errors).toEqual(['The same e-mail as row 2']);
    expect(report.rows[3]?.errors.join(' ')).toMatch(/Phone/);
    expect(report.rows[4]?.errors).toEqual([]);
    expect(report.rows[5]?.errors).toEqual([
      "Over the seat count: the organisation's subscription pays for 2 cards",
    ]);
    expect(await orgCards(org.id)).toEqual([]);
    expect(await mailsTo(a)).toEqual([]);
  });

  it('invites each person with a card that becomes theirs when they join, and a second run only updates', async () => {
    const org = await newOrg('People Ltd');
    const [ines, joe] = [uniqueEmail('ines'), uniqueEmail('joe')];
    const csv = header + person(ines, 'Inès Invitee') + person(joe, 'Joe Bloggs');
    const first = await imported(owner, org.id, csv);
    expect(first).toMatchObject({ created: 2, updated: 0, invited: 2 });
    const made = await orgCards(org.id);
    expect(made.map((card) => [card.fullName, card.inviteeEmail, card.assigneeId]).sort()).toEqual(
      [
        ['Inès Invitee', ines, null],
        ['Joe Bloggs', joe, null],
      ].sort(),
    );
    expect(made.find((card) => card.fullName === 'Joe Bloggs')?.title).toBe('Platform');

    // Ines accepts by the mailed link: her card is hers, to edit.
    const token = new URL(await latestMailedLink(t.app, ines)).searchParams.get('token') ?? '';
    const member = await createUser(t.app, { email: ines, fullName: 'Inès Invitee' });
    expect((await post(member, '/api/org/accept-invitation', { token })).statusCode).toBe(200);
    const mine = await post(member, '/api/card/list-user-cards', { orgId: org.id });
    const [card] = mine.json<{ items: Card[] }>().items;
    expect(card).toMatchObject({
      fullName: 'Inès Invitee',
      assigneeId: member.id,
      inviteeEmail: null,
    });

    // The same file with a change: the cards are updated, no card or invitation is added.
    const again = await imported(owner, org.id, csv.replace('Engineer', 'Staff Engineer'));
    expect(again).toMatchObject({ created: 0, updated: 2, invited: 0 });
    expect(await orgCards(org.id)).toHaveLength(2);
    expect(await mailsTo(joe)).toHaveLength(1);
    const invitations = await post(owner, '/api/org/list-invitations', { orgId: org.id });
    expect(invitations.json<{ items: OrgInvitation[] }>().items).toHaveLength(2);
    const updated = await post(member, '/api/card/list-user-cards', { orgId: org.id });
    expect(updated.json<{ items: Card[] }>().items[0]?.jobTitle).toBe('Staff Engineer');
  });

  it('sends an expired invitation again on the next run, and the library accepts it', async () => {
    const org = await newOrg('Late Joiners Ltd');
    const kim = uniqueEmail('kim');
    const csv = header + person(kim, 'Kim Late');
    expect(await imported(owner, org.id, csv)).toMatchObject({ created: 1, invited: 1 });
    const firstToken = new URL(await latestMailedLink(t.app, kim)).searchParams.get('token') ?? '';
    // A week later: the invitation is past its expiry.
    await t.database.db
      .update(authInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authInvitations.id, firstToken));
    const listed = async () =>
      (await post(owner, '/api/org/list-invitations', { orgId: org.id })).json<{
        items: OrgInvitation[];
      }>().items;
    expect((await listed()).map((item) => item.state)).toEqual(['expired']);

    const again = await imported(owner, org.id, csv);
    expect(again).toMatchObject({ created: 0, updated: 1, invited: 1 });
    expect(await mailsTo(kim)).toHaveLength(2);
    // The same invitation, waiting again, by the same link.
    const items = await listed();
    expect(items.map((item) => [item.id, item.state, item.role])).toEqual([
      [firstToken, 'pending', 'member'],
    ]);
    const token = new URL(await latestMailedLink(t.app, kim)).searchParams.get('token');
    expect(token).toBe(firstToken);
    const member = await createUser(t.app, { email: kim, fullName: 'Kim Late' });
    expect((await post(member, '/api/org/accept-invitation', { token })).statusCode).toBe(200);
    const mine = await post(member, '/api/card/list-user-cards', { orgId: org.id });
    expect(mine.json<{ items: Card[] }>().items.map((card) => card.fullName)).toEqual(['Kim Late']);
  });

  it('reads a BOM, semicolons, quoted line breaks, formulas and non-Latin names as written', async () => {
    const org = await newOrg('Readers Ltd');
    const [li, zoe, eq] = [uniqueEmail('li'), uniqueEmail('zoe'), uniqueEmail('eq')];
    const csv =
      '\uFEFFE-mail;Name;Title;Mobile;Office;Bio\n' +
      `${li};李小龍;"Founder; CEO";+852 2345 6789;香港;"First line\nSecond line"\n` +
      `${zoe};Zoë Ó Súilleabháin;Analyst;0412 345 678;Dublin;""\n` +
      `${eq};"=HYPERLINK(""http://evil.example"")";Analyst;0412 345 678;Perth;-2+3\n`;
    const report = await imported(owner, org.id, csv);
    expect(report.rows.every((row) => row.ok)).toBe(true);
    const byEmail = new Map((await orgCards(org.id)).map((card) => [card.email, card]));
    expect(byEmail.get(li)).toMatchObject({
      fullName: '李小龍',
      jobTitle: 'Founder; CEO',
      location: '香港',
      bio: 'First line\nSecond line',
    });
    expect(byEmail.get(li)?.phone.replace(/\D/g, '')).toBe('85223456789');
    expect(byEmail.get(zoe)?.fullName).toBe('Zoë Ó Súilleabháin');
    expect(byEmail.get(eq)).toMatchObject({
      fullName: '=HYPERLINK("http://evil.example")',
      bio: '-2+3',
    });
  });

  it('takes a mapping the screen changed, and names a column that is not in the file', async () => {
    const org = await newOrg('Mapped Ltd');
    const email = uniqueEmail('mapped');
    const csv = `Work address,Who,Role title,Tel,Site\r\n${email},Mo Mapped,Designer,0412 345 678,Hobart\r\n`;
    const mapping = {
      'Work address': 'email',
      Who: 'fullName',
      'Role title': 'jobTitle',
      Tel: 'phone',
      Site: 'location',
    };
    const report = await imported(owner, org.id, csv, { mapping });
    expect(report.created).toBe(1);
    const wrong = await upload(owner, org.id, csv, { mapping: { Nope: 'email' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/no column named "Nope"/);
    const noEmail = await upload(owner, org.id, csv, { mapping: { Who: 'fullName' } });
    expect(noEmail.json<{ message: string }>().message).toBe(
      'Map one column to E-mail: each row needs an address to invite',
    );
  });

  it('refuses a file that is not CSV, empty or over 1,000 rows, and creates nothing', async () => {
    const org = await newOrg('Refused Ltd');
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooMany =
      header + Array.from({ length: 1_001 }, (_, i) => person(`p${i}@x.test`)).join('');
    const cases: [string | Buffer, RegExp][] = [
      [binary, /^This is not a CSV file/],
      [Buffer.from([0xff, 0xfe, 0x41, 0x00]), /not UTF-8 text|not a CSV file/],
      ['', /no rows to import/],
      [header, /no rows to import/],
      ['Email,Name\r\n"open@x.test,Never closed\r\n', /quote is never closed/],
      [tooMany, /at most 1,000 rows; this file has 1,001/],
    ];
    for (const [csv, message] of cases) {
      const response = await upload(owner, org.id, csv);
      expect(response.statusCode, String(message)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const huge = await upload(owner, org.id, Buffer.alloc(3 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(await orgCards(org.id)).toEqual([]);
  });

  it('lets only owners and admins import, and no one outside', async () => {
    const org = await newOrg('Import Roles Ltd');
    const email = uniqueEmail('member');
    await post(owner, '/api/org/invite', { orgId: org.id, email, role: 'member' });
    const token = new URL(await latestMailedLink(t.app, email)).searchParams.get('token') ?? '';
    const member = await createUser(t.app, { email });
    await post(member, '/api/org/accept-invitation', { token });
    const csv = header + person(uniqueEmail('x'));
    expect((await upload(member, org.id, csv)).statusCode).toBe(403);
    expect((await upload(await createUser(t.app), org.id, csv)).statusCode).toBe(404);
  });

  it('imports 1,000 rows in one run', async () => {
    const org = await newOrg('Thousand Ltd', 1_000);
    const csv =
      header +
      Array.from({ length: 1_000 }, (_, i) => person(`k${i}.${org.id.slice(0, 6)}@x.test`)).join(
        '',
      );
    const dry = await imported(owner, org.id, csv, { dryRun: true });
    expect(dry.created).toBe(1_000);
    const report = await imported(owner, org.id, csv);
    expect(report).toMatchObject({ created: 1_000, invited: 1_000 });
    expect(report.rows.every((row) => row.ok)).toBe(true);
    expect(await orgCards(org.id)).toHaveLength(1_000);
  }, 600_000);
});
