import { existsSync } from 'node:fs';
import path from 'node:path';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKit } from '../../../shared/brand-kit';
import type { Card } from '../../../shared/card';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import {
  createMailingTestApp,
  createOrganisation,
  inviteAndJoin,
  madeOrgCard,
  type MailingTestApp,
  postAs,
} from '../../../../tests/support/api/organisations';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';

/**
 * The brand kit (docs/product.md#brand-kit): owners and admins set an organisation's design and
 * shared content and lock fields; locked fields come from the kit on every card, a member's change
 * to one is refused, and a change to the kit reaches every card's public page at once.
 */
describe('the brand kit', () => {
  let t: MailingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createMailingTestApp();
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser | undefined, url: string, payload: object = {}) =>
    postAs(t, user, url, payload);

  const newOrg = (name: string) => createOrganisation(t, owner, name, { cards: 10 });

  const join = async (orgId: string, role: 'admin' | 'member' = 'member') =>
    (await inviteAndJoin(t, owner, orgId, role, { fullName: 'Mo Member' })).person;

  const setBrand = async (
    user: TestUser,
    orgId: string,
    fields: Record<string, string>,
    locked: string[],
    logo?: Buffer,
  ) => {
    const form = multipart(
      { orgId, locked: JSON.stringify(locked), ...fields },
      logo
        ? [{ field: 'brandLogo', filename: 'l.png', contentType: 'image/png', content: logo }]
        : [],
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/org/update-brand',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  const kitSaved = async (...args: Parameters<typeof setBrand>) => {
    const response = await setBrand(...args);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BrandKit>();
  };

  const made = (orgId: string, fields: Record<string, string> = {}, assigneeId?: string) =>
    madeOrgCard(t, owner, orgId, {
      ...SAMPLE_CARD_FIELDS,
      company: '',
      website: '',
      ...fields,
      ...(assigneeId ? { assigneeId } : {}),
    });

  const update = (user: TestUser, card: Card, fields: Record<string, string>) => {
    const form = multipart({
      ...SAMPLE_CARD_FIELDS,
      company: card.company,
      website: card.website,
      ...fields,
      id: card.id,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/card/update-card',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  const publicCard = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${id}` });
    expect(response.statusCode).toBe(200);
    return response.json<Card>();
  };

  const vcardOf = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/card/get-vcard?id=${id}` });
    expect(response.statusCode).toBe(200);
    return new vCard().parse(response.body.replace(/\r?\n/g, '\r\n'));
  };

  it('writes locked fields to every card, and a change to the kit reaches each public page at once', async () => {
    const org = await newOrg('Kit Ltd');
    const member = await join(org.id);
    const cards = [await made(org.id, {}, member.id), await made(org.id)];
    // Each page read once, so the public cache holds the old values.
    for (const card of cards) expect((await publicCard(card.id)).company).toBe('');

    const kit = await kitSaved(
      owner,
      org.id,
      { company: 'Kit Ltd', website: 'kit.example', accentColor: '#0f766e', template: 'minimal' },
      ['company', 'website', 'accentColor'],
    );
    expect(kit).toMatchObject({
      content: { company: 'Kit Ltd', website: 'https://kit.example' },
      design: { accentColor: '#0f766e', template: 'minimal' },
      locked: ['company', 'website', 'accentColor'],
    });
    for (const card of cards) {
      expect(await publicCard(card.id)).toMatchObject({
        company: 'Kit Ltd',
        website: 'https://kit.example',
        accentColor: '#0f766e',
      });
      expect((await vcardOf(card.id)).get('org')?.valueOf()).toBe('Kit Ltd');
    }

    await kitSaved(owner, org.id, { company: 'Kit Group', website: 'kit.example' }, [
      'company',
      'website',
    ]);
    for (const card of cards) expect((await publicCard(card.id)).company).toBe('Kit Group');

    // A new card starts from the kit: its locked fields, and the unlocked design (the template).
    const fresh = await made(org.id);
    expect(fresh).toMatchObject({ company: 'Kit Group', template: 'minimal' });
  });

  it("refuses a member's change to a locked field, and takes one to an unlocked field", async () => {
    const org = await newOrg('Locks Ltd');
    const member = await join(org.id);
    await kitSaved(owner, org.id, { company: 'Locks Ltd', phone: '+61 2 9000 0000' }, [
      'company',
      'phone',
    ]);
    const card = await made(org.id, { phone: '+61 2 9000 0000' }, member.id);
    expect(card.phone.replace(/\D/g, '')).toBe('61290000000');

    const refused = await update(member, card, { company: 'Side Hustle Pty' });
    expect(refused.statusCode).toBe(403);
    // The field's key and the organisation beside the sentence, for the reader's language.
    expect(refused.json()).toEqual({
      error: 'FIELD_LOCKED',
      message: 'Company is set by Locks Ltd: ask an owner or admin to change the brand kit',
      details: { field: 'company', organisation: 'Locks Ltd' },
    });
    const phone = await update(member, card, { company: 'Locks Ltd', phone: '0412 345 678' });
    expect(phone.statusCode).toBe(403);
    expect(phone.json<{ message: string }>().message).toMatch(/^Main phone is set by Locks Ltd/);
    expect(phone.json()).toMatchObject({ details: { field: 'phone', organisation: 'Locks Ltd' } });

    const accepted = await update(member, card, {
      company: 'Locks Ltd',
      phone: card.phone,
      jobTitle: 'Head of Sales',
      bio: 'Mine to write',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Card>()).toMatchObject({
      jobTitle: 'Head of Sales',
      bio: 'Mine to write',
      company: 'Locks Ltd',
    });
    // An admin's edit of the card is held to the kit as well: the kit is where it changes.
    const admin = await join(org.id, 'admin');
    expect((await update(admin, card, { company: 'Other', phone: card.phone })).statusCode).toBe(
      403,
    );
  });

  it('lets only owners and admins set the kit, every member read it, and no one outside', async () => {
    const org = await newOrg('Roles Kit Ltd');
    const member = await join(org.id);
    const admin = await join(org.id, 'admin');
    const outsider = await createUser(t.app);
    expect((await setBrand(member, org.id, { company: 'X' }, [])).statusCode).toBe(403);
    expect((await setBrand(outsider, org.id, { company: 'X' }, [])).statusCode).toBe(404);
    await kitSaved(admin, org.id, { company: 'Set By Admin' }, ['company']);
    const read = await post(member, '/api/org/get-brand', { orgId: org.id });
    expect(read.statusCode).toBe(200);
    expect(read.json<BrandKit>()).toMatchObject({
      content: { company: 'Set By Admin' },
      locked: ['company'],
    });
    expect((await post(outsider, '/api/org/get-brand', { orgId: org.id })).statusCode).toBe(404);
  });

  it("shares the kit's logo with its cards, and deleting a card never deletes it", async () => {
    const org = await newOrg('Logo Ltd');
    const kit = await kitSaved(owner, org.id, { company: 'Logo Ltd' }, ['brandLogo'], await png());
    expect(kit.logoUrl).toMatch(/\/media\/organisations\//);
    const [first, second] = [await made(org.id), await made(org.id)];
    expect(first.brandLogoUrl).toBe(kit.logoUrl);
    const logoFile = path.join(
      t.config.storage.uploadsDir,
      new URL(kit.logoUrl ?? '', 'http://x').pathname.replace(/^\/media\//, ''),
    );
    expect(existsSync(logoFile)).toBe(true);
    expect((await post(owner, '/api/card/delete-card', { id: first.id })).statusCode).toBe(200);
    expect(existsSync(logoFile)).toBe(true);

    // A member cannot replace a locked logo on their card.
    const logoForm = multipart({ ...SAMPLE_CARD_FIELDS, company: 'Logo Ltd', id: second.id }, [
      { field: 'brandLogo', filename: 'm.png', contentType: 'image/png', content: await png() },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/card/update-card',
      headers: { ...logoForm.headers, cookie: owner.cookie },
      payload: logoForm.payload,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'FIELD_LOCKED' });

    // A new logo in the kit: the cards show it, and the old file goes.
    const next = await kitSaved(owner, org.id, {}, ['brandLogo'], await png());
    expect(next.logoUrl).not.toBe(kit.logoUrl);
    expect((await publicCard(second.id)).brandLogoUrl).toBe(next.logoUrl);
    expect(existsSync(logoFile)).toBe(false);
  });

  it("moves cards an editor has open to their next version, so the editor's save is a conflict", async () => {
    const org = await newOrg('Versions Ltd');
    const card = await made(org.id);
    await kitSaved(owner, org.id, { company: 'Versions Ltd' }, ['company']);
    const stale = await update(owner, card, { version: String(card.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'EDIT_CONFLICT' });
    // Saving the kit again unchanged leaves the cards where they are.
    const now = (await publicCard(card.id)) as Card & { version?: number };
    await kitSaved(owner, org.id, { company: 'Versions Ltd' }, ['company']);
    const current = await post(owner, '/api/card/list-user-cards', { orgId: org.id });
    const [listed] = current.json<{ items: Card[] }>().items;
    expect(listed?.version).toBe(card.version + 1);
    expect(now.company).toBe('Versions Ltd');
  });

  it('refuses a kit that is not one, and keeps what it had', async () => {
    const org = await newOrg('Bad Kit Ltd');
    await kitSaved(owner, org.id, { company: 'Bad Kit Ltd' }, ['company']);
    const cases: [Record<string, string>, string[], RegExp][] = [
      [{ company: 'X' }, ['company', 'nickname'], /locked/],
      [{ phone: '' }, ['phone'], /main phone before locking/],
      [{ accentColor: 'teal' }, [], /accentColor/],
      [{ website: 'not a site at all' }, [], /website|Website/],
      [{ favouriteColour: 'blue' }, [], /favouriteColour|Unrecognized/i],
    ];
    for (const [fields, locked, message] of cases) {
      const response = await setBrand(owner, org.id, fields, locked);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const bad = multipart({ orgId: org.id, locked: '{not json' });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/org/update-brand',
      headers: { ...bad.headers, cookie: owner.cookie },
      payload: bad.payload,
    });
    expect(notJson.statusCode).toBe(400);
    const kept = await post(owner, '/api/org/get-brand', { orgId: org.id });
    expect(kept.json<BrandKit>()).toMatchObject({
      content: { company: 'Bad Kit Ltd' },
      locked: ['company'],
    });
  });

  it("deletes the kit's files with the organisation", async () => {
    const org = await newOrg('Gone Kit Ltd');
    await kitSaved(owner, org.id, {}, [], await png());
    const folder = path.join(t.config.storage.uploadsDir, 'organisations', org.id);
    expect(existsSync(folder)).toBe(true);
    const deleted = await post(owner, '/api/org/delete', {
      orgId: org.id,
      confirmation: 'Gone Kit Ltd',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(existsSync(folder)).toBe(false);
  });
});
