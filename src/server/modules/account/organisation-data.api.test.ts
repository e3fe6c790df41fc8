import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/card';
import type { OrgSummary } from '../../../shared/organisations';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { LoopbackDns } from '../../../../tests/support/fakes/dns-server';
import {
  createUser,
  latestMailedLink,
  uniqueEmail,
  type TestUser,
} from '../../../../tests/support/api/users';
import { grantOrganisationSubscription } from '../../../../tests/support/shared/grants';
import { png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';
import { readZip } from '../../../../tests/support/shared/zip';

/**
 * An organisation's data (docs/product.md#organisation-export): its owners take it as one ZIP, and
 * deleting it leaves no row and no file of it anywhere (every table scanned).
 */
describe("an organisation's data", () => {
  let t: TestApp;
  let owner: TestUser;

  let dns: LoopbackDns;

  beforeAll(async () => {
    dns = await new LoopbackDns().start();
    t = await createTestApp({ LEADS_RATE_LIMIT_PER_IP: '1000', DNS_SERVERS: dns.address });
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(async () => {
    await t.close();
    await dns.stop();
  });

  const post = (user: TestUser, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });

  const sendForm = (
    user: TestUser,
    url: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1] = [],
  ) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  /**
   * An organisation with a member, a kit with a logo, a verified domain, two cards with pictures,
   * a lead.
   */
  async function busyOrganisation(name: string) {
    const org = (await post(owner, '/api/org/create', { name })).json<OrgSummary>();
    await grantOrganisationSubscription(t.database.db, org.id, { cards: 5 });
    const email = uniqueEmail('member');
    await post(owner, '/api/org/invite', { orgId: org.id, email, role: 'member' });
    const token = new URL(await latestMailedLink(t.app, email)).searchParams.get('token') ?? '';
    const member = await createUser(t.app, { email, fullName: 'Max Member' });
    await post(member, '/api/org/accept-invitation', { token });
    await post(owner, '/api/org/invite', {
      orgId: org.id,
      email: uniqueEmail('pending'),
      role: 'admin',
    });
    const picture = [
      { field: 'profileImage', filename: 'p.png', contentType: 'image/png', content: await png() },
    ];
    const kit = { orgId: org.id, company: name, locked: '["company"]' };
    const brand = await sendForm(owner, '/api/org/update-brand', kit, [
      { field: 'brandLogo', filename: 'l.png', contentType: 'image/png', content: await png() },
    ]);
    expect(brand.statusCode, brand.body).toBe(200);
    const cards: Card[] = [];
    for (const fullName of ['Front Desk', 'Max Member']) {
      const made = await sendForm(
        owner,
        `/api/card/create-card?orgId=${org.id}`,
        {
          ...SAMPLE_CARD_FIELDS,
          company: '',
          fullName,
          ...(fullName === 'Max Member' ? { assigneeId: member.id } : {}),
        },
        picture,
      );
      expect(made.statusCode, made.body).toBe(201);
      cards.push(made.json<Card>());
    }
    // A domain, verified (its record published on the test's DNS server).
    const domain = `${org.slug}.test`;
    const record = (await post(owner, '/api/org/domains/add', { orgId: org.id, domain })).json<{
      txtName: string;
      txtValue: string;
    }>();
    dns.publishTxt(record.txtName, record.txtValue);
    const verified = await post(owner, '/api/org/domains/verify', { orgId: org.id, domain });
    expect(verified.json(), verified.body).toMatchObject({ verified: true });
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/leads/submit',
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      },
      payload: {
        cardId: cards[1]?.id,
        name: 'Vera Visitor',
        email: uniqueEmail('visitor'),
        consent: true,
        elapsedMs: 6_000,
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    return { org, member, cards, domain };
  }

  it('gives its owners one ZIP of members, cards with vCards and images, leads, figures and audit log', async () => {
    const { org, member, cards, domain } = await busyOrganisation('Exported Ltd');
    expect(domain).toBe('exported-ltd.test');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/org/export?orgId=${org.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cardvault-exported-ltd-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = await readZip(response.rawPayload);
    const text = (name: string) => zip.get(name)?.toString('utf8') ?? '';
    expect([...zip.keys()]).toEqual(
      expect.arrayContaining([
        'README.txt',
        'organisation.json',
        'members.json',
        'cards.json',
        'leads.csv',
        'analytics.csv',
        'audit-log.json',
      ]),
    );
    const organisation = JSON.parse(text('organisation.json')) as {
      domains: { domain: string; state: string }[];
    };
    expect(organisation.domains.map((item) => [item.domain, item.state])).toEqual([
      ['exported-ltd.test', 'verified'],
    ]);
    const members = JSON.parse(text('members.json')) as {
      members: { email: string; role: string }[];
      invitations: { state: string }[];
    };
    expect(members.members.map((m) => [m.email, m.role]).sort()).toEqual(
      [
        [owner.email, 'owner'],
        [member.email, 'member'],
      ].sort(),
    );
    expect(members.invitations.map((i) => i.state).sort()).toEqual(['accepted', 'pending']);
    const cardsJson = JSON.parse(text('cards.json')) as {
      cards: { id: string; vcard: string; images: { profile: string; brandLogo: string } }[];
    };
    expect(cardsJson.cards.map((card) => card.id).sort()).toEqual(cards.map((c) => c.id).sort());
    for (const card of cardsJson.cards) {
      const read = new vCard().parse(text(card.vcard).replace(/\r?\n/g, '\r\n'));
      expect(read.get('org')?.valueOf()).toBe('Exported Ltd');
      expect(zip.get(card.images.profile)?.length).toBeGreaterThan(0);
      expect(zip.get(card.images.brandLogo)?.length).toBeGreaterThan(0);
    }
    const leads = parse(text('leads.csv'), { columns: true, bom: true }) as Record<
      string,
      string
    >[];
    expect(leads.map((row) => row.Name)).toEqual(['Vera Visitor']);
    const audit = JSON.parse(text('audit-log.json')) as { entries: { action: string }[] };
    expect(audit.entries[0]?.action).toBe('organisation.create');
    expect(audit.entries.map((entry) => entry.action)).toContain('brand.update');

    // Its owners only: an admin or a member gets 403, anyone else 404.
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/org/export?orgId=${org.id}`,
      headers: { cookie: member.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('leaves no row and no file of a deleted organisation anywhere', async () => {
    const { org, cards, domain } = await busyOrganisation('Erased Ltd');
    const keep = await busyOrganisation('Kept Ltd');
    const deleted = await post(owner, '/api/org/delete', {
      orgId: org.id,
      confirmation: 'Erased Ltd',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Every text and JSON column of every table, searched for the organisation's id and its
    // cards' ids: nothing of it is left, while the other organisation's rows are all there.
    const columns = (await t.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'ARRAY')`)) as {
      rows: { table_name: string; column_name: string }[];
    };
    const found: string[] = [];
    const search = async (needle: string) => {
      for (const { table_name: table, column_name: column } of columns.rows) {
        const result = (await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${needle}%`}`,
        )) as { rows: { n: number }[] };
        if ((result.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
      }
    };
    for (const needle of [org.id, domain, ...cards.map((card) => card.id)]) await search(needle);
    // The site's request log and rate-limit keys are not the organisation's data.
    expect(found.filter((where) => !where.startsWith('rate_limits.'))).toEqual([]);

    const files = await readdir(t.config.storage.uploadsDir, { recursive: true });
    const leftovers = files.filter((file) =>
      [org.id, ...cards.map((card) => card.id)].some((id) => file.includes(id)),
    );
    expect(leftovers).toEqual([]);
    expect(files.some((file) => file.includes(keep.org.id))).toBe(true);
    expect(files.some((file) => path.basename(file).length > 0)).toBe(true);
  });
});
