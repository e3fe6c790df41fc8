import { parse } from 'csv-parse/sync';
import { and, count, eq, like } from 'drizzle-orm';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '../../../shared/analytics';
import type { Card } from '../../../shared/card';
import {
  consentText,
  LEAD_COPY_LINK_HOURS,
  LEAD_CSV_HEADER,
  LEAD_MESSAGES,
  LEADS_EXCEL_MAX,
  type Lead,
  type LeadSubmission,
} from '../../../shared/leads';
import {
  createCardAs,
  SAMPLE_CARD_FIELDS,
  updateCardAs,
} from '../../../../tests/support/api/cards';
import { SmtpCapture, type CapturedMail } from '../../../../tests/support/fakes/smtp-capture';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, uniqueEmail, type TestUser } from '../../../../tests/support/api/users';
import { readXlsx, textsOf } from '../../../../tests/support/shared/xlsx';
import { leads, outbox } from '../../db/schema';
import { COPY_CONFIRMS_PER_IP_PER_HOUR } from './service';

/** A desktop browser: Insights counts its lead as a person's, not a bot's. */
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const PER_IP = 5;
const PER_CARD = 8;

describe('contact exchange', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let addresses = 0;
  /** A client address of its own for each submission, unless a test shares one on purpose. */
  const nextAddress = () => {
    addresses += 1;
    return `10.1.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://cards.example.com',
      LEADS_RATE_LIMIT_PER_IP: String(PER_IP),
      LEADS_RATE_LIMIT_PER_CARD: String(PER_CARD),
      // Flushed by the test that reads Insights, so its figure is exact.
      ANALYTICS_FLUSH_MS: '300000',
    });
    owner = await createUser(t.app, { fullName: 'Olive Owner' });
    stranger = await createUser(t.app, { fullName: 'Sam Stranger' });
    await grantSubscription(t.database.db, owner.id, { cards: 20 });
    await grantSubscription(t.database.db, stranger.id, { cards: 5 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const newCard = (fields: Record<string, string> = {}, user = owner): Promise<Card> =>
    createCardAs(t.app, user.cookie, { ...SAMPLE_CARD_FIELDS, ...fields });

  const submit = (body: { [K in keyof LeadSubmission]?: unknown }, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/leads/submit',
      headers: { 'user-agent': DESKTOP },
      payload: {
        name: 'Vera Visitor',
        email: uniqueEmail('visitor'),
        consent: true,
        elapsedMs: 6_000,
        ...body,
      },
      remoteAddress,
    });

  const as = (user: TestUser) => ({ cookie: user.cookie });

  const totalsOf = async (cardId: string) => {
    await t.app.analytics.flush();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/summary',
      headers: as(owner),
      payload: { cardId, days: 7 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnalyticsSummary>().totals;
  };

  const list = async (body: Record<string, unknown>, user = owner) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads/list',
      headers: as(user),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Lead[]; totalCount: number }>();
  };

  const leadsOfCard = (cardId: string) =>
    t.database.db.select().from(leads).where(eq(leads.cardId, cardId));

  /** Mails queued for `to` (a new lead's, when `leadsOnly`: not the sign-up's verification). */
  const mailsTo = async (to: string, leadsOnly = false) =>
    (
      await t.database.db
        .select({ value: count() })
        .from(outbox)
        .where(and(eq(outbox.to, to), leadsOnly ? like(outbox.subject, 'New lead:%') : undefined))
    )[0]?.value ?? 0;

  const isLeadMail = (mail: CapturedMail) =>
    mail.to.includes(owner.email) && mail.subject.startsWith('New lead:');

  it("stores the lead with its consent, mails the owner once with the visitor's text escaped, and counts it in Insights", async () => {
    const card = await newCard({ title: 'Conference card' });
    const email = uniqueEmail('vera');
    const response = await submit({
      cardId: card.id,
      name: '<b>x</b> & "Vera"',
      email,
      phone: '+61 412 345 678',
      company: '<img src=x onerror=alert(1)>',
      jobTitle: 'Buyer',
      note: 'Line one\n<script>alert(1)</script>',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: LEAD_MESSAGES.submitted });

    const { items, totalCount } = await list({ cardId: card.id });
    expect(totalCount).toBe(1);
    const lead = items[0];
    expect(lead).toMatchObject({
      cardId: card.id,
      cardName: 'Conference card',
      name: '<b>x</b> & "Vera"',
      email,
      phone: '+61 412 345 678',
      company: '<img src=x onerror=alert(1)>',
      jobTitle: 'Buyer',
      note: 'Line one\n<script>alert(1)</script>',
      consentText: consentText(SAMPLE_CARD_FIELDS.fullName ?? ''),
      ownerNote: '',
      followedUp: false,
    });
    expect(lead?.consentText).toContain('Grace Hopper');
    expect(Math.abs(Date.parse(lead?.consentedAt ?? '') - Date.now())).toBeLessThan(60_000);

    await t.app.mailer.deliverDue();
    const mail = await smtp.waitFor(isLeadMail);
    expect(mail.subject).toContain('<b>x</b>');
    expect(mail.parsed.replyTo?.value[0]?.address).toBe(email);
    expect(mail.text).toContain('<b>x</b> & "Vera"');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt; &amp; &quot;Vera&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    for (const raw of ['<b>x</b>', '<img', '<script']) expect(mail.html).not.toContain(raw);
    expect(mail.html).toContain('https://cards.example.com/leads');
    // Delivered once, and nothing more is queued for the owner.
    await t.app.mailer.deliverDue();
    expect(smtp.messages.filter(isLeadMail)).toHaveLength(1);
    expect(await mailsTo(owner.email, true)).toBe(1);

    await t.app.analytics.flush();
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/summary',
      headers: as(owner),
      payload: { cardId: card.id, days: 7 },
    });
    expect(summary.json<AnalyticsSummary>().totals.leads).toBe(1);
  });

  it("on a card with our branding hidden, stores the dialog's consent text, which names the site, not CardVault", async () => {
    const card = await newCard({ hideBranding: 'true' });
    expect(card.hideBranding).toBe(true);
    // What the public page gives its dialog to word the consent with.
    const page = await t.app.inject({ url: `/showcase?id=${card.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-card-name="Grace Hopper"');
    expect(page.body).toContain('data-hide-branding="true"');
    const shown = consentText('Grace Hopper', true);
    expect(shown).toBe(
      'I agree to share these details with Grace Hopper, who may contact me. This site keeps them for Grace Hopper as its Privacy Policy describes.',
    );

    expect((await submit({ cardId: card.id, name: 'Hidden Brand' })).statusCode).toBe(201);
    const [lead] = await leadsOfCard(card.id);
    expect(lead?.consentText).toBe(shown);
    expect(lead?.consentText).not.toMatch(/cardvault/i);

    // With our branding shown, the page says so by leaving the mark out, and the text names us.
    const branded = await newCard();
    const brandedPage = await t.app.inject({ url: `/showcase?id=${branded.id}` });
    expect(brandedPage.body).not.toContain('data-hide-branding');
    expect((await submit({ cardId: branded.id })).statusCode).toBe(201);
    expect((await leadsOfCard(branded.id))[0]?.consentText).toBe(consentText('Grace Hopper'));
  });

  describe('refuses what is not a person agreeing to share', () => {
    it('without consent: 400 naming consent, nothing stored', async () => {
      const card = await newCard();
      for (const consent of [false, undefined, 'true']) {
        const response = await submit({ cardId: card.id, consent });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
        expect(response.json<{ message: string }>().message).toMatch(/^consent: /);
      }
      expect(await leadsOfCard(card.id)).toHaveLength(0);
    });

    it('over-long and malformed fields: 400 naming the field', async () => {
      const card = await newCard();
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'n'.repeat(101) }, 'name'],
        [{ name: '   ' }, 'name'],
        [{ email: 'not-an-address' }, 'email'],
        [{ phone: 'call me maybe' }, 'phone'],
        [{ company: 'c'.repeat(101) }, 'company'],
        [{ jobTitle: 'j'.repeat(101) }, 'jobTitle'],
        [{ note: 'x'.repeat(501) }, 'note'],
        [{ sendCopy: 'yes' }, 'sendCopy'],
        [{ elapsedMs: -1 }, 'elapsedMs'],
      ];
      for (const [fields, field] of cases) {
        const response = await submit({ cardId: card.id, ...fields });
        expect(response.statusCode, field).toBe(400);
        expect(response.json<{ message: string }>().message, field).toMatch(
          new RegExp(`^${field}: `),
        );
      }
      expect(await leadsOfCard(card.id)).toHaveLength(0);
    });

    it('the honeypot filled, or sent too soon after the page began to load: answered as a success, stored nowhere, mailed to no one, counted as blocked for the owner', async () => {
      const card = await newCard();
      const visitor = uniqueEmail('bot');
      const outboxBefore = await mailsTo(owner.email);
      for (const trap of [{ website: 'https://spam.example' }, { elapsedMs: 300 }]) {
        const response = await submit({ cardId: card.id, email: visitor, sendCopy: true, ...trap });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ message: LEAD_MESSAGES.submitted });
      }
      expect(await leadsOfCard(card.id)).toHaveLength(0);
      expect(await mailsTo(owner.email)).toBe(outboxBefore);
      expect(await mailsTo(visitor)).toBe(0);
      // Whatever browser it claims to be, the owner sees what was kept from them.
      const curl = await t.app.inject({
        method: 'POST',
        url: '/api/leads/submit',
        headers: { 'user-agent': 'curl/8.5.0' },
        payload: { cardId: card.id, name: 'Bot', email: visitor, consent: true, website: 'x' },
        remoteAddress: nextAddress(),
      });
      expect(curl.statusCode).toBe(201);
      expect(await totalsOf(card.id)).toMatchObject({ leads: 0, blockedLeads: 3 });
    });

    it('a person quick to send (autofill and a tap, 1.2 s after the page began to load) reaches the owner', async () => {
      const card = await newCard();
      const email = uniqueEmail('quick');
      // Autofill and a tap: the dialog open for well under a second, the page for 1.2 s.
      const response = await submit({ cardId: card.id, email, elapsedMs: 1_200 });
      expect(response.statusCode).toBe(201);
      expect((await leadsOfCard(card.id)).map((lead) => lead.email)).toEqual([email]);
      await t.app.mailer.deliverDue();
      const mail = await smtp.waitFor(
        (m) => isLeadMail(m) && (m.parsed.replyTo?.value[0]?.address ?? '') === email,
      );
      expect(mail.text).toContain(email);
      // A page left open for days before its visitor writes is a person too.
      const late = await submit({ cardId: card.id, elapsedMs: 5 * 86_400_000 });
      expect(late.statusCode).toBe(201);
      expect(await leadsOfCard(card.id)).toHaveLength(2);
      expect(await totalsOf(card.id)).toMatchObject({ leads: 2, blockedLeads: 0 });
    });

    it('past the limit per client address: 429', async () => {
      const address = '10.9.9.9';
      const cards = [await newCard(), await newCard()];
      for (let i = 0; i < PER_IP; i++) {
        const response = await submit({ cardId: cards[i % 2]?.id }, address);
        expect(response.statusCode, response.body).toBe(201);
      }
      const refused = await submit({ cardId: cards[0]?.id }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back.
      expect((await submit({ cardId: cards[0]?.id })).statusCode).toBe(201);
    });

    it('past the limit per card: 429, whatever the address', async () => {
      const card = await newCard();
      for (let i = 0; i < PER_CARD; i++) {
        expect((await submit({ cardId: card.id })).statusCode).toBe(201);
      }
      expect((await submit({ cardId: card.id })).statusCode).toBe(429);
      expect(await leadsOfCard(card.id)).toHaveLength(PER_CARD);
    });

    it('a card with the exchange switched off, or no card: 404', async () => {
      const card = await newCard({ exchangeEnabled: 'false' });
      expect(card.exchangeEnabled).toBe(false);
      const off = await submit({ cardId: card.id });
      expect(off.statusCode).toBe(404);
      expect(off.json()).toEqual({ error: 'NOT_FOUND', message: LEAD_MESSAGES.exchangeOff });
      const page = await t.app.inject({ url: `/api/card/showcase?id=${card.id}` });
      expect(page.json<Card>().exchangeEnabled).toBe(false);

      const on = await updateCardAs(t.app, owner.cookie, card.id, {
        ...SAMPLE_CARD_FIELDS,
        exchangeEnabled: 'true',
      });
      expect(on.exchangeEnabled).toBe(true);
      expect((await submit({ cardId: card.id })).statusCode).toBe(201);
      // Left out of an update, the choice is kept.
      const kept = await updateCardAs(t.app, owner.cookie, card.id, SAMPLE_CARD_FIELDS);
      expect(kept.exchangeEnabled).toBe(true);
      const bad = await updateCardAs(t.app, owner.cookie, card.id, {
        ...SAMPLE_CARD_FIELDS,
        exchangeEnabled: 'false',
      });
      expect(bad.exchangeEnabled).toBe(false);
      expect((await submit({ cardId: card.id })).statusCode).toBe(404);

      expect((await submit({ cardId: 'no-such-card-id' })).statusCode).toBe(404);
      // A new card takes details unless told otherwise.
      expect((await newCard()).exchangeEnabled).toBe(true);
    });
  });

  describe('a copy of the card for the visitor', () => {
    const copy = (token: string, remoteAddress = nextAddress()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/leads/copy',
        payload: { token },
        remoteAddress,
      });
    /** The token of the link in the confirmation mail sent to `email`. */
    const linkTokenFor = async (email: string) => {
      await t.app.mailer.deliverDue();
      const mail = await smtp.waitFor(
        (m) => m.to.includes(email) && m.subject.startsWith('Confirm your address'),
      );
      const link = /https:\/\/cards\.example\.com\/card-copy\?token=([A-Za-z0-9_-]+)/.exec(
        mail.text,
      );
      expect(link, mail.text).not.toBeNull();
      return { mail, token: link?.[1] ?? '' };
    };

    it('mails only a link with nothing the owner chose in it; the copy, its vCard attached, once the link is followed, and only once', async () => {
      // An owner who writes an advertisement into their card cannot mail it to strangers.
      const card = await newCard({ fullName: 'Zoë Müller', title: 'CHEAP PILLS at pills.example' });
      const local = `copy-${Date.now().toString(36)}`;
      const email = `${local}@example.com`;
      const response = await submit({ cardId: card.id, email, sendCopy: true });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: LEAD_MESSAGES.submitted });
      // The lead reaches the owner at once.
      await t.app.mailer.deliverDue();
      await smtp.waitFor((m) => isLeadMail(m) && m.subject.includes('CHEAP PILLS'));

      const { mail, token } = await linkTokenFor(email);
      expect(mail.subject).toBe('Confirm your address to get a contact card from CardVault');
      for (const part of [mail.subject, mail.text, mail.html]) {
        for (const chosen of ['Zoë', 'Müller', 'CHEAP', 'pills.example', 'Vera']) {
          expect(part).not.toContain(chosen);
        }
      }
      expect(mail.parsed.attachments).toHaveLength(0);
      // Nothing but the link until it is followed; the token is stored only as its hash.
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
      const [stored] = await leadsOfCard(card.id);
      expect(stored?.copyTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored?.copySentAt).toBeNull();
      const hours = ((stored?.copyExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(LEAD_COPY_LINK_HOURS - 0.1);
      expect(hours).toBeLessThanOrEqual(LEAD_COPY_LINK_HOURS);

      const followed = await copy(token);
      expect(followed.statusCode, followed.body).toBe(200);
      expect(followed.json()).toEqual({ message: LEAD_MESSAGES.copySent });
      await t.app.mailer.deliverDue();
      const sent = await smtp.waitFor(
        (m) => m.to.includes(email) && m.subject.startsWith('The contact card'),
      );
      expect(sent.subject).toBe('The contact card of Zoë Müller');
      expect(sent.html).toContain('https://cards.example.com/showcase?id=');
      const [attachment] = sent.parsed.attachments;
      expect(attachment?.filename).toBe('zoë-müller.vcf');
      expect(attachment?.contentType).toBe('text/vcard');
      const parsed = new vCard().parse(attachment?.content.toString('utf8') ?? '');
      expect(parsed.get('fn')?.valueOf()).toBe('Zoë Müller');
      expect(parsed.get('email')?.valueOf()).toBe(SAMPLE_CARD_FIELDS.email);

      // The link works once.
      const again = await copy(token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'LINK_ALREADY_USED',
        message: LEAD_MESSAGES.copyLinkUsed,
      });
      await t.app.mailer.deliverDue();
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(2);

      // The same mailbox again (other case, a +tag), even from another card: no second link.
      const other = await newCard();
      for (const spelt of [email.toUpperCase(), `${local}+again@example.com`]) {
        const response = await submit({ cardId: other.id, email: spelt, sendCopy: true });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ message: LEAD_MESSAGES.submitted });
      }
      await t.app.mailer.deliverDue();
      expect(await mailsTo(email.toUpperCase())).toBe(0);
      expect(await mailsTo(`${local}+again@example.com`)).toBe(0);
      expect(smtp.messages.filter((m) => m.to.some((to) => to.includes(local)))).toHaveLength(2);
      // The leads themselves are stored, without a link.
      const others = await leadsOfCard(other.id);
      expect(others).toHaveLength(2);
      expect(others.every((lead) => lead.copyTokenHash === null)).toBe(true);
    });

    it('refuses a link past its time, and one that is no link', async () => {
      const card = await newCard();
      const email = uniqueEmail('late');
      expect((await submit({ cardId: card.id, email, sendCopy: true })).statusCode).toBe(201);
      const { token } = await linkTokenFor(email);
      await t.database.db
        .update(leads)
        .set({ copyExpiresAt: new Date(Date.now() - 1_000) })
        .where(eq(leads.cardId, card.id));
      const late = await copy(token);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        error: 'LINK_EXPIRED',
        message: LEAD_MESSAGES.copyLinkExpired,
      });
      for (const wrong of ['', 'not-a-token', 'A'.repeat(43), `${token.slice(0, -1)}x`]) {
        const response = await copy(wrong);
        expect(response.statusCode, wrong).toBe(404);
        expect(response.json()).toEqual({
          error: 'NOT_FOUND',
          message: LEAD_MESSAGES.copyLinkInvalid,
        });
      }
      expect((await copy('x'.repeat(513))).statusCode).toBe(400);
      await t.app.mailer.deliverDue();
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    });

    it('limits how many links one address may follow', async () => {
      const address = '10.77.0.1';
      for (let i = 0; i < COPY_CONFIRMS_PER_IP_PER_HOUR; i++)
        expect((await copy('A'.repeat(43), address)).statusCode).toBe(404);
      const refused = await copy('A'.repeat(43), address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    });
  });

  describe("the owner's leads", () => {
    let card: Card;
    let second: Card;
    let ids: string[];

    beforeAll(async () => {
      card = await newCard({ title: 'Trade show' });
      second = await newCard({ fullName: 'Second Card' });
      const people: [Card, Record<string, string>][] = [
        [
          card,
          {
            name: 'Alice Archer',
            company: 'Acme',
            note: 'Call me next week',
            phone: '+61 400 111 222',
          },
        ],
        [card, { name: 'bob Baker', company: '=HYPERLINK("http://evil.example","x")' }],
        [second, { name: 'Carol Cook', company: 'Acme', jobTitle: '+SUM(A1:A2)' }],
      ];
      for (const [target, fields] of people) {
        expect((await submit({ cardId: target.id, ...fields })).statusCode).toBe(201);
      }
      const { items } = await list({ cardId: undefined, sort: 'name', pageSize: 100 });
      ids = items
        .filter((lead) => ['Alice Archer', 'bob Baker', 'Carol Cook'].includes(lead.name))
        .map((lead) => lead.id);
      expect(ids).toHaveLength(3);
    });

    it('lists them searched, by card, by day, sorted and a page at a time', async () => {
      const byCard = await list({ cardId: card.id, sort: 'name' });
      expect(byCard.items.map((lead) => lead.name)).toEqual(['Alice Archer', 'bob Baker']);
      expect(byCard.items.every((lead) => lead.cardName === 'Trade show')).toBe(true);
      const searched = await list({ q: 'acme', sort: 'name' });
      expect(searched.items.map((lead) => lead.name)).toEqual(['Alice Archer', 'Carol Cook']);
      expect((await list({ q: 'next week' })).items.map((l) => l.name)).toEqual(['Alice Archer']);
      // LIKE wildcards are taken literally.
      expect((await list({ q: '%' })).totalCount).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list({ cardId: card.id, from: today, to: today })).totalCount).toBe(2);
      expect((await list({ cardId: card.id, to: '2020-01-01' })).totalCount).toBe(0);
      expect((await list({ cardId: card.id, from: '2999-01-01' })).totalCount).toBe(0);
      const newest = await list({ cardId: card.id, sort: 'newest' });
      const oldest = await list({ cardId: card.id, sort: 'oldest' });
      expect(oldest.items.map((l) => l.id)).toEqual(newest.items.map((l) => l.id).reverse());
      const page = await list({ cardId: card.id, page: 2, pageSize: 1, sort: 'name' });
      expect(page).toMatchObject({ totalCount: 2, items: [{ name: 'bob Baker' }] });
      expect(await list({ cardId: card.id, page: 3, pageSize: 1 })).toEqual({
        items: [],
        totalCount: 2,
      });
      const badDay = await t.app.inject({
        method: 'POST',
        url: '/api/leads/list',
        headers: as(owner),
        payload: { from: '2024-13-40' },
      });
      expect(badDay.statusCode).toBe(400);
    });

    it("keeps the owner's private note and follow-up mark", async () => {
      const id = ids[0] ?? '';
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/leads/update',
        headers: as(owner),
        payload: { id, note: 'Sent <b>pricing</b>', followedUp: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Lead>()).toMatchObject({
        id,
        ownerNote: 'Sent <b>pricing</b>',
        followedUp: true,
      });
      // The visitor's note is untouched.
      expect(response.json<Lead>().note).toBe('Call me next week');
      const onlyMark = await t.app.inject({
        method: 'POST',
        url: '/api/leads/update',
        headers: as(owner),
        payload: { id, followedUp: false },
      });
      expect(onlyMark.json<Lead>()).toMatchObject({
        ownerNote: 'Sent <b>pricing</b>',
        followedUp: false,
      });
      const tooLong = await t.app.inject({
        method: 'POST',
        url: '/api/leads/update',
        headers: as(owner),
        payload: { id, note: 'x'.repeat(2001) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json<{ message: string }>().message).toMatch(/^note: /);
    });

    it('exports the filtered leads as CSV that a CSV parser reads back, formulas neutralised', async () => {
      const response = await t.app.inject({
        url: `/api/leads/export.csv?cardId=${card.id}&sort=name`,
        headers: as(owner),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="cardvault-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = parse(response.body) as string[][];
      expect(rows[0]).toEqual([...LEAD_CSV_HEADER]);
      expect(rows.slice(1).map((row) => row[2])).toEqual(['Alice Archer', 'bob Baker']);
      const column = (name: string) => LEAD_CSV_HEADER.indexOf(name as never);
      expect(rows[2]?.[column('Company')]).toBe(`'=HYPERLINK("http://evil.example","x")`);
      expect(rows[1]?.[column('Card')]).toBe('Trade show');
      expect(rows[1]?.[column('Consent')]).toBe(consentText('Grace Hopper'));
      // The CSV keeps its formula guard: safe to open, not exact (the Excel file is both).
      expect(rows[1]?.[column('Phone')]).toBe("'+61 400 111 222");

      const all = await t.app.inject({
        url: '/api/leads/export.csv?q=Carol',
        headers: as(owner),
      });
      const carol = (parse(all.body) as string[][])[1];
      expect(carol?.[column('Job title')]).toBe("'+SUM(A1:A2)");
    });

    it('exports the same leads as an Excel file an independent reader reads back: the phone number exactly as typed, formulas as text', async () => {
      const response = await t.app.inject({
        url: `/api/leads/export.xlsx?cardId=${card.id}&sort=name`,
        headers: as(owner),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="cardvault-leads-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const sheets = await readXlsx(response.rawPayload);
      expect(sheets.map((sheet) => sheet.name)).toEqual(['Leads']);
      const sheet = sheets[0]!;

      // The CSV's columns and order, each value as stored: nothing added, nothing guarded.
      const { items } = await list({ cardId: card.id, sort: 'name' });
      expect(textsOf(sheet, LEAD_CSV_HEADER.length)).toEqual([
        [...LEAD_CSV_HEADER],
        ...items.map((lead) => [
          lead.createdAt,
          lead.cardName,
          lead.name,
          lead.email,
          lead.phone,
          lead.company,
          lead.jobTitle,
          lead.note,
          lead.consentText,
          lead.consentedAt,
          lead.ownerNote,
          lead.followedUp ? 'yes' : 'no',
        ]),
      ]);
      // Every value is a text cell (a shared or inline string in the Text format), and no cell
      // holds a formula.
      const cells = sheet.rows.flat().filter((cell) => cell !== undefined);
      for (const cell of cells.filter((c) => c.text !== '')) {
        expect(['s', 'inlineStr'], cell.ref).toContain(cell.type);
        expect(cell.format, cell.ref).toBe('@');
      }
      expect(cells.filter((cell) => cell.formula !== undefined)).toEqual([]);
      const column = LEAD_CSV_HEADER.indexOf('Phone');
      const alice = sheet.rows.find((row) => row[2]?.text === 'Alice Archer');
      expect(alice?.[column]).toMatchObject({ type: 's', text: '+61 400 111 222', format: '@' });
      const bob = sheet.rows.find((row) => row[2]?.text === 'bob Baker');
      expect(bob?.[LEAD_CSV_HEADER.indexOf('Company')]).toMatchObject({
        type: 's',
        text: '=HYPERLINK("http://evil.example","x")',
      });

      // The list's filters, as in the CSV.
      const carol = await t.app.inject({
        url: '/api/leads/export.xlsx?q=Carol',
        headers: as(owner),
      });
      const [carolSheet] = await readXlsx(carol.rawPayload);
      const carolRows = textsOf(carolSheet!, LEAD_CSV_HEADER.length);
      expect(carolRows.map((row) => row[2])).toEqual(['Name', 'Carol Cook']);
      expect(carolRows[1]?.[LEAD_CSV_HEADER.indexOf('Job title')]).toBe('+SUM(A1:A2)');
    });

    it('gives a lead as a vCard 3.0 that a vCard parser reads', async () => {
      const response = await t.app.inject({
        url: `/api/leads/vcard?id=${ids[0]}`,
        headers: as(owner),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="alice-archer.vcf"',
      );
      const parsed = new vCard().parse(response.body);
      expect(parsed.version).toBe('3.0');
      expect(parsed.get('fn')?.valueOf()).toBe('Alice Archer');
      expect(parsed.get('org')?.valueOf()).toBe('Acme');
      expect(parsed.get('note')?.valueOf()).toBe('Call me next week');
    });

    it('counts leads per card', async () => {
      const response = await t.app.inject({ url: '/api/leads/counts', headers: as(owner) });
      const { items } = response.json<{ items: { cardId: string; leads: number }[] }>();
      expect(items.find((item) => item.cardId === card.id)?.leads).toBe(2);
      expect(items.find((item) => item.cardId === second.id)?.leads).toBe(1);
    });

    it('shows another user none of them: 404 on every route that names one', async () => {
      const mine = await list({}, stranger);
      expect(mine).toEqual({ items: [], totalCount: 0 });
      const calls = [
        { method: 'POST' as const, url: '/api/leads/list', payload: { cardId: card.id } },
        { method: 'POST' as const, url: '/api/leads/update', payload: { id: ids[0], note: 'x' } },
        { method: 'POST' as const, url: '/api/leads/delete', payload: { ids: [ids[0]] } },
        { method: 'GET' as const, url: `/api/leads/vcard?id=${ids[0]}` },
        { method: 'GET' as const, url: `/api/leads/export.csv?cardId=${card.id}` },
        { method: 'GET' as const, url: `/api/leads/export.xlsx?cardId=${card.id}` },
      ];
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: as(stranger) });
        expect(response.statusCode, call.url).toBe(404);
        expect(response.json(), call.url).toMatchObject({ error: 'NOT_FOUND' });
      }
      const csv = await t.app.inject({ url: '/api/leads/export.csv', headers: as(stranger) });
      expect(parse(csv.body)).toEqual([[...LEAD_CSV_HEADER]]);
      const xlsx = await t.app.inject({ url: '/api/leads/export.xlsx', headers: as(stranger) });
      const [empty] = await readXlsx(xlsx.rawPayload);
      expect(textsOf(empty!, LEAD_CSV_HEADER.length)).toEqual([[...LEAD_CSV_HEADER]]);
      const counts = await t.app.inject({ url: '/api/leads/counts', headers: as(stranger) });
      expect(counts.json()).toEqual({ items: [] });
      // Nothing changed.
      expect((await list({ cardId: card.id })).totalCount).toBe(2);
    });

    it('answers unknown lead ids with 404', async () => {
      for (const id of ['0b9f6e0e-8a56-4c1e-9a3e-3f1f4a3b2c1d', 'not-a-uuid', "'; drop--"]) {
        const update = await t.app.inject({
          method: 'POST',
          url: '/api/leads/update',
          headers: as(owner),
          payload: { id, followedUp: true },
        });
        expect(update.statusCode, id).toBe(404);
        const vcard = await t.app.inject({
          url: `/api/leads/vcard?id=${encodeURIComponent(id)}`,
          headers: as(owner),
        });
        expect(vcard.statusCode, id).toBe(404);
      }
    });

    it('deletes one or many, and none when an id is unknown', async () => {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/leads/delete',
        headers: as(owner),
        payload: { ids: [ids[0], '0b9f6e0e-8a56-4c1e-9a3e-3f1f4a3b2c1d'] },
      });
      expect(unknown.statusCode).toBe(404);
      expect((await list({ cardId: card.id })).totalCount).toBe(2);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/leads/delete',
        headers: as(owner),
        payload: { ids: [ids[0], ids[1], ids[0]] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ deleted: 2 });
      expect((await list({ cardId: card.id })).totalCount).toBe(0);
      expect((await list({ cardId: second.id })).totalCount).toBe(1);
    });

    it(`holds up to ${LEADS_EXCEL_MAX} leads in one Excel file; past that 413 EXPORT_TOO_LARGE, and the CSV takes them all`, async () => {
      const many = await newCard({ title: 'Expo' });
      const insert = async (from: number, to: number) => {
        for (let start = from; start < to; start += 1_000) {
          await t.database.db.insert(leads).values(
            Array.from({ length: Math.min(1_000, to - start) }, (_, i) => ({
              cardId: many.id,
              userId: owner.id,
              name: `Visitor ${start + i}`,
              email: `visitor${start + i}@example.com`,
              phone: '+61 400 111 222',
              consentText: consentText('Grace Hopper'),
              consentedAt: new Date(),
            })),
          );
        }
      };
      await insert(0, LEADS_EXCEL_MAX);
      const url = `/api/leads/export.xlsx?cardId=${many.id}`;
      const full = await t.app.inject({ url, headers: as(owner) });
      expect(full.statusCode, full.body).toBe(200);
      const [sheet] = await readXlsx(full.rawPayload);
      expect(sheet?.rows).toHaveLength(LEADS_EXCEL_MAX + 1);

      await insert(LEADS_EXCEL_MAX, LEADS_EXCEL_MAX + 1);
      const over = await t.app.inject({ url, headers: as(owner) });
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        error: 'EXPORT_TOO_LARGE',
        message: LEAD_MESSAGES.excelTooMany,
      });
      expect(LEAD_MESSAGES.excelTooMany).toBe(
        'An Excel file holds up to 5,000 leads. Narrow the list with the filters, or export CSV.',
      );
      // Narrowed by the filters, it fits again; the CSV has no such bound.
      const narrowed = await t.app.inject({ url: `${url}&q=Visitor%201`, headers: as(owner) });
      expect(narrowed.statusCode).toBe(200);
      const csv = await t.app.inject({
        url: `/api/leads/export.csv?cardId=${many.id}`,
        headers: as(owner),
      });
      expect(parse(csv.body)).toHaveLength(LEADS_EXCEL_MAX + 2);
    });

    it('goes with its card', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/card/delete-card',
        headers: as(owner),
        payload: { id: second.id },
      });
      expect(response.statusCode).toBe(200);
      expect(await leadsOfCard(second.id)).toHaveLength(0);
    });
  });
});
