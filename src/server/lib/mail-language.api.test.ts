import { findOne } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { multipart } from '../../../tests/support/shared/multipart';
import {
  allQueuedMailDelivered,
  createMailingTestApp,
  createOrganisation,
  invite,
  mailsTo,
  postAs,
  waitForMails,
  type MailingTestApp,
} from '../../../tests/support/api/organisations';
import { createUser, uniqueEmail, type TestUser } from '../../../tests/support/api/users';

/** The HTML part's `<html lang dir>`, as an HTML parser reads it. */
function htmlLanguage(html: string) {
  const root = findOne((node) => node.name === 'html', parseDocument(html).children);
  return { lang: root?.attribs.lang, dir: root?.attribs.dir };
}

/** A node's text, as a mail program shows it (tags gone, entities read). */
function textOf(node: unknown): string {
  const n = node as { type?: string; data?: string; children?: unknown[] } | undefined;
  if (n?.type === 'text') return n.data ?? '';
  return (n?.children ?? []).map(textOf).join(' ');
}

const htmlText = (html: string) =>
  textOf(findOne((node) => node.name === 'body', parseDocument(html).children));

const INBOX = 'support-inbox@cardvault.test';

describe('every mail in its recipient’s language', () => {
  let t: MailingTestApp;

  beforeAll(async () => {
    t = await createMailingTestApp({
      PUBLIC_URL: 'https://cards.example.com',
      SUPPORT_INBOX: INBOX,
      PRICE_PER_CARD_YEAR: '12.5',
    });
  });
  afterAll(() => t.close());

  /** A user whose profile keeps `language`, chosen from the language menu. */
  async function userReading(language: Language, fullName = 'Test Person'): Promise<TestUser> {
    const user = await createUser(t.app, { fullName });
    const chosen = await postAs(t, user, '/api/user/set-language', { language });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return user;
  }

  const sendSupport = (fields: Record<string, string>, headers: Record<string, string>) => {
    const form = multipart(fields, []);
    return t.app.inject({
      method: 'POST',
      url: '/api/support/request',
      headers: { ...form.headers, ...headers },
      payload: form.payload,
    });
  };

  it('tells a German user in German that their support request arrived, even from an English browser; the inbox reads English', async () => {
    const user = await userReading('de');
    const response = await sendSupport(
      { subject: 'Billing', body: 'Meine Rechnung fehlt.' },
      { cookie: user.cookie, 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(response.statusCode, response.body).toBe(200);

    const [mail] = await waitForMails(t.smtp, user.email, /Support-Anfrage/);
    expect(mail?.subject).toBe('Wir haben Ihre Support-Anfrage bei CardVault erhalten');
    expect(mail?.text).toContain(
      'Danke, dass Sie dem CardVault-Team geschrieben haben. Ihre Anfrage „Abrechnung“ ist bei uns eingegangen, und wir antworten an diese Adresse.',
    );
    expect(mail?.text).toContain('Ihre Nachricht:\n\nMeine Rechnung fehlt.');
    expect(htmlLanguage(mail?.html ?? '')).toEqual({ lang: 'de', dir: 'ltr' });
    expect(htmlText(mail?.html ?? '')).toContain('Wir haben Ihre Support-Anfrage erhalten');

    // The inbox's address has no account: the team reads English, word for word.
    const [delivered] = await waitForMails(t.smtp, INBOX, new RegExp(user.email));
    expect(delivered?.subject).toBe(`[Support] Billing from ${user.email}`);
    expect(delivered?.text).toContain(`From: ${user.email}\nAccount: signed-in user ${user.id}`);
    expect(htmlLanguage(delivered?.html ?? '')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('asks a visitor reading German to confirm their request in German', async () => {
    const email = uniqueEmail('besucher');
    const response = await sendSupport(
      { subject: 'Other', body: 'Hallo', email },
      { 'accept-language': 'de-AT,de;q=0.9' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await waitForMails(t.smtp, email, /CardVault/);
    expect(mail?.subject).toBe('Bestätigen Sie Ihre Support-Anfrage bei CardVault');
    expect(mail?.text).toContain('Der Link funktioniert einmal und ist 24 Stunden lang gültig.');
    expect(mail?.text).toContain('https://cards.example.com/api/support/confirm?token=');
    expect(htmlLanguage(mail?.html ?? '')).toEqual({ lang: 'de', dir: 'ltr' });
  });

  it('invites someone who reads Arabic in Arabic, right to left, whatever the inviter reads', async () => {
    const owner = await createUser(t.app, { fullName: 'Olive Owner' });
    const org = await createOrganisation(t, owner, 'Arabesque Ltd');
    const invitee = await userReading('ar');
    await invite(t, owner, org.id, invitee.email, 'admin');

    const [mail] = await waitForMails(t.smtp, invitee.email, /Arabesque/);
    // Names and the address keep their own direction inside the Arabic sentence.
    expect(mail?.subject).toBe(
      'دعاك \u2068Olive Owner\u2069 إلى \u2068Arabesque Ltd\u2069 على CardVault',
    );
    expect(mail?.text).toContain(
      'دعاك \u2068Olive Owner\u2069 إلى الانضمام إلى \u2068Arabesque Ltd\u2069 مشرفًا.',
    );
    expect(mail?.text).toContain(`(\u2068${invitee.email}\u2069)`);
    expect(mail?.text).toContain('لمدة 7 أيام');
    const html = mail?.html ?? '';
    expect(htmlLanguage(html)).toEqual({ lang: 'ar', dir: 'rtl' });
    const cell = findOne(
      (node) => node.name === 'td' && node.attribs.dir !== undefined,
      parseDocument(html).children,
    );
    expect(cell?.attribs).toMatchObject({ dir: 'rtl', align: 'right' });
    // The link under the button stays left to right.
    const link = findOne(
      (node) => node.name === 'p' && node.attribs.dir === 'ltr',
      parseDocument(html).children,
    );
    expect(textOf(link)).toMatch(/^https:\/\/cards\.example\.com\/team\/join\?token=/);
  });

  it('invites a new address in the inviter’s language, and in English word for word from an English one', async () => {
    const owner = await createUser(t.app, { fullName: 'Nadia Nour' });
    const org = await createOrganisation(t, owner, 'Cedar Co');
    const fresh = uniqueEmail('new-ar');
    const response = await postAs(
      t,
      undefined,
      '/api/org/invite',
      { orgId: org.id, email: fresh, role: 'member' },
      { cookie: `${owner.cookie}; cv_lang=ar` },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [arabic] = await waitForMails(t.smtp, fresh, /Cedar/);
    expect(htmlLanguage(arabic?.html ?? '')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(arabic?.text).toContain('عضوًا');

    const english = uniqueEmail('new-en');
    await invite(t, owner, org.id, english, 'admin');
    const [mail] = await waitForMails(t.smtp, english, /Cedar/);
    expect(mail?.subject).toBe('Nadia Nour invited you to Cedar Co on CardVault');
    for (const paragraph of [
      'Join Cedar Co on CardVault',
      "Nadia Nour invited you to join Cedar Co as an admin. Its team's business cards are managed together on CardVault.",
      `Sign in or create an account with this address (${english}) to accept. The link works for 7 days and only once. If you did not expect this, ignore this message.`,
      'Join Cedar Co: https://cards.example.com/team/join?token=',
      '— CardVault',
    ]) {
      expect(mail?.text).toContain(paragraph);
    }
    expect(htmlLanguage(mail?.html ?? '')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('writes a Japanese user’s billing mail in Japanese, with the amount and date as Japanese writes them', async () => {
    const user = await userReading('ja');
    const started = await postAs(t, user, '/api/payments/create-checkout-session', {
      card_quantity: 2,
    });
    expect(started.statusCode, started.body).toBe(200);
    const id = new URL(started.json<{ url: string }>().url, 'http://x').searchParams.get('session');
    const paid = await postAs(t, user, `/api/billing/local/checkout/${id}/complete`, {
      outcome: 'pay',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const [mail] = await waitForMails(t.smtp, user.email, /トライアル/);
    expect(mail?.subject).toBe('CardVault の無料トライアルが始まりました');
    expect(mail?.text).toContain('2 枚の名刺のトライアルが有効になりました。');
    expect(mail?.text).toMatch(
      /それまでに解約しない限り、\d{4}年\d{1,2}月\d{1,2}日に 2 枚の名刺の 1 年分として \$25\.00 が初回請求されます。/,
    );
    expect(mail?.text).toContain('サブスクリプションを管理: https://');
    expect(htmlLanguage(mail?.html ?? '')).toEqual({ lang: 'ja', dir: 'ltr' });
  });

  it('keeps a user without a saved language on the language of their request, else English', async () => {
    const user = await createUser(t.app);
    const response = await sendSupport(
      { subject: 'Other', body: 'Bonjour' },
      { cookie: `${user.cookie}; cv_lang=fr` },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await waitForMails(t.smtp, user.email, /assistance/);
    expect(mail?.subject).toBe('Nous avons reçu votre demande d’assistance CardVault');

    const other = await createUser(t.app);
    await sendSupport({ subject: 'Other', body: 'Hello' }, { cookie: other.cookie });
    const [english] = await waitForMails(t.smtp, other.email, /support request/);
    expect(english?.subject).toBe('We received your CardVault support request');
    expect(english?.text).toContain(
      'Thank you for writing to the CardVault team. Your request "Other" has reached us, and we will reply to this address.',
    );
    await allQueuedMailDelivered(t);
    expect(mailsTo(t.smtp, other.email, /support/i)).toHaveLength(1);
  });
});
