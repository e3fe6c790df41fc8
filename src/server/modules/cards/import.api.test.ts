import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/card';
import type { ImportReport } from '../../../shared/import';
import type { OrgInvitation } from '../../../shared/organisations';
import {
  allQueuedMailDelivered,
  createMailingTestApp,
  createOrganisation,
  inviteAndJoin,
  mailedInvitation,
  mailsTo,
  type MailingTestApp,
  postAs,
} from '../../../../tests/support/api/organisations';
import { createUser, uniqueEmail, type TestUser } from '../../../../tests/support/api/users';
import { multipart } from '../../../../tests/support/shared/multipart';
import { authInvitations, cards, outbox } from '../../db/schema';

/**
 * Bulk import (docs/product.md#bulk-import): a CSV file's people become invitations and cards in
 * the brand kit; a dry run changes nothing; the same file again updates; bad files are refused
 * whole with the reason, bad rows one by one.
 */
describe('bulk import', () => {
  let t: MailingTestApp;
  let owner: TestUser;

  const env = { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' };

  beforeAll(async () => {
    t = await createMailingTestApp(env);
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: object = {}) => postAs(t, user, url, payload);

  const newOrg = (name: string, seats = 20) => createOrganisation(t, owner, name, { cards: seats });

  const upload = (
    user: TestUser,
    orgId: string,
    csv: string | Buffer,
    options: {
      dryRun?: boolean;
      mapping?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
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
      headers: {
        ...form.headers,
        ...options.headers,
        cookie: [user.cookie, options.headers?.cookie].filter(Boolean).join('; '),
      },
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
    await allQueuedMailDelivered(t);
    expect(mailsTo(t.smtp, a)).toEqual([]);
  });

  it('gives each row problem a code and its values, for the screen to say in any language', async () => {
    const org = await newOrg('Codes Ltd', 1);
    const [a, b] = [uniqueEmail('a'), uniqueEmail('b')];
    const row = (email: string, website = '', role = '') =>
      `${email},Pat,Engineer,0412 345 678,Sydney,${website},${role}\r\n`;
    const csv =
      'Email,Full name,Job title,Phone,Location,Website,Role\r\n' +
      row(a, '', 'chief') +
      row('not-an-address') +
      row(a) +
      row(b, `https://www.example.com/${'p'.repeat(90)}`) +
      row(uniqueEmail('c')) +
      row(uniqueEmail('d'));
    // The request's language changes nothing of the answer: the codes are the same in every one.
    const languages: Record<string, string>[] = [
      {},
      { 'accept-language': 'ar' },
      { cookie: 'cv_lang=ja' },
    ];
    for (const headers of languages) {
      const report = await imported(owner, org.id, csv, { dryRun: true, headers });
      expect(report.rows.map((row) => row.problems)).toEqual([
        [{ code: 'BAD_ROLE' }],
        [{ code: 'BAD_EMAIL' }],
        [{ code: 'DUPLICATE', details: { row: 2 } }],
        [
          {
            code: 'FIELD_INVALID',
            details: { field: 'website', message: 'Website must be at most 100 characters' },
          },
        ],
        [],
        [{ code: 'OVER_SEATS', details: { allocation: 1 } }],
      ]);
      // The English sentences stay beside them, one for each problem.
      expect(report.rows.map((row) => row.errors)).toEqual([
        ['Role must be member or admin'],
        ['E-mail is not a valid address'],
        ['The same e-mail as row 2'],
        ['Website must be at most 100 characters'],
        [],
        ["Over the seat count: the organisation's subscription pays for 1 cards"],
      ]);
    }
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
    const { token } = await mailedInvitation(t, ines);
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
    await allQueuedMailDelivered(t);
    expect(mailsTo(t.smtp, joe)).toHaveLength(1);
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
    const { token: firstToken } = await mailedInvitation(t, kim);
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
    // The second mail, delivered over SMTP, carries the same link.
    const { token } = await mailedInvitation(t, kim, 2);
    // The same invitation, waiting again, by the same link.
    const items = await listed();
    expect(items.map((item) => [item.id, item.state, item.role])).toEqual([
      [firstToken, 'pending', 'member'],
    ]);
    expect(token).toBe(firstToken);
    expect(mailsTo(t.smtp, kim)).toHaveLength(2);
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
    expect(wrong.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'mapping: the file has no column named "Nope"',
      details: { problem: 'UNKNOWN_COLUMNS', columns: '["Nope"]' },
    });
    const noEmail = await upload(owner, org.id, csv, { mapping: { Who: 'fullName' } });
    expect(noEmail.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Map one column to E-mail: each row needs an address to invite',
      details: { problem: 'NO_EMAIL_COLUMN' },
    });
  });

  it('refuses a file that is not CSV, empty or over 1,000 rows, and creates nothing', async () => {
    const org = await newOrg('Refused Ltd');
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooMany =
      header + Array.from({ length: 1_001 }, (_, i) => person(`p${i}@x.test`)).join('');
    // Each with its problem and values, for the Import screen to say it in another language.
    const cases: [string | Buffer, RegExp, Record<string, unknown>][] = [
      [binary, /^This is not a CSV file/, { problem: 'NOT_CSV' }],
      [
        Buffer.from([0xff, 0xfe, 0x41, 0x00]),
        /not UTF-8 text|not a CSV file/,
        { problem: 'NOT_CSV' },
      ],
      ['', /no rows to import/, { problem: 'EMPTY' }],
      [header, /no rows to import/, { problem: 'EMPTY' }],
      [
        'Email,Name\r\n"open@x.test,Never closed\r\n',
        /quote is never closed/,
        { problem: 'NOT_CSV', why: 'UNCLOSED_QUOTE' },
      ],
      [
        'Email,Name\r\n"a@x.test"b,Ann\r\n',
        /line 2 has text after a closing quote/,
        { problem: 'NOT_CSV', why: 'TEXT_AFTER_QUOTE', line: 2 },
      ],
      [
        tooMany,
        /at most 1,000 rows; this file has 1,001/,
        { problem: 'TOO_MANY_ROWS', rows: 1_001, max: 1_000 },
      ],
    ];
    for (const [csv, message, details] of cases) {
      const response = await upload(owner, org.id, csv);
      expect(response.statusCode, String(message)).toBe(400);
      const body = response.json<{ message: string; details?: Record<string, unknown> }>();
      expect(body.message).toMatch(message);
      expect(body.details, String(message)).toMatchObject(details);
    }
    const huge = await upload(owner, org.id, Buffer.alloc(3 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(await orgCards(org.id)).toEqual([]);
  });

  it('lets only owners and admins import, and no one outside', async () => {
    const org = await newOrg('Import Roles Ltd');
    const { person: member } = await inviteAndJoin(t, owner, org.id, 'member', {
      email: uniqueEmail('member'),
    });
    const csv = header + person(uniqueEmail('x'));
    expect((await upload(member, org.id, csv)).statusCode).toBe(403);
    expect((await upload(await createUser(t.app), org.id, csv)).statusCode).toBe(404);
  });

  // On an app of its own whose mail worker starts once the import has answered: the import is
  // timed alone, then its 1,000 invitations go out over SMTP.
  describe('of 1,000 rows', () => {
    let addresses: string[] = [];

    beforeAll(async () => {
      await t.close();
      t = await createMailingTestApp(env, {}, { worker: false });
      owner = await createUser(t.app, { fullName: 'Olivia Owner' });
    });
    // Should a test fail half way, the worker would deliver the rest before the app closes.
    afterAll(() => t.database.db.delete(outbox).where(eq(outbox.status, 'pending')));

    it('imports 1,000 rows in one run', async () => {
      const org = await newOrg('Thousand Ltd', 1_000);
      addresses = Array.from(
        { length: 1_000 },
        (_, i) => `k${i}.${org.id.slice(0, 6).toLowerCase()}@x.test`,
      );
      const csv = header + addresses.map((address) => person(address)).join('');
      const dry = await imported(owner, org.id, csv, { dryRun: true });
      expect(dry.created).toBe(1_000);
      const report = await imported(owner, org.id, csv);
      expect(report).toMatchObject({ created: 1_000, invited: 1_000 });
      expect(report.rows.every((row) => row.ok)).toBe(true);
      expect(await orgCards(org.id)).toHaveLength(1_000);
    }, 600_000);

    it("delivers each person's invitation over SMTP, once", async () => {
      expect(addresses).toHaveLength(1_000);
      t.app.mailer.start();
      const invited = new Set(addresses);
      const invitations = () =>
        t.smtp.messages.filter((mail) => / invited you to Thousand Ltd /.test(mail.subject));
      await t.smtp.waitFor(() => invitations().length >= 1_000, 580_000);
      await allQueuedMailDelivered(t);
      const recipients = invitations().flatMap((mail) => mail.to);
      expect(recipients).toHaveLength(1_000);
      expect(new Set(recipients)).toEqual(invited);
      // A sample read back: the first, the middle and the last row's.
      const tokens = new Set<string>();
      for (const address of [addresses[0], addresses[499], addresses[999]].map(String)) {
        const { mail, link, token } = await mailedInvitation(t, address);
        expect(mail?.subject).toBe('Olivia Owner invited you to Thousand Ltd on CardVault');
        expect(link.pathname).toBe('/team/join');
        tokens.add(token);
      }
      expect(tokens.size).toBe(3);
    }, 600_000);
  });
});
