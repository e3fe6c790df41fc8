import type { AddressInfo } from 'node:net';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/shared/card';
import type { SetCardLanguagesBody } from '../../src/shared/card-languages';
import { SIGNATURE_LAYOUT_IDS } from '../../src/shared/email-signature';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../support/api/cards';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

const PUBLIC_URL = 'https://cards.example.com';

const ARABIC = {
  language: 'ar',
  fullName: 'غريس هوبر',
  jobTitle: 'أميرال بحري',
  company: 'البحرية',
  location: 'أرلينغتون',
  bio: 'مترجمات البرمجة، وأشياء أخرى',
} as const;

/**
 * A card in several languages (docs/product.md#card-languages): the rules of its languages, the
 * public page's language (Accept-Language, the app's cookie, `?lang=`), kept apart per language
 * by the cached-response server, and the vCard in the language shown, read by an independent
 * parser (vcf).
 */
describe('a card in several languages', () => {
  let t: TestApp;
  let owner: TestUser;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, PUBLIC_CARD_CACHE_SECONDS: '3600' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 10 });
  });
  afterAll(() => t.close());

  const setLanguages = (body: Omit<SetCardLanguagesBody, 'id'> & { id: string }, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/card/set-card-languages',
      headers: { cookie: cookie ?? owner.cookie },
      payload: body,
    });

  async function cardInEnglishAndArabic(): Promise<Card> {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const response = await setLanguages({ id: card.id, language: 'en', translations: [ARABIC] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Card>();
  }

  /** Over real HTTP, so the cached-response server answers repeats. */
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers });
    return { response, html: await response.text() };
  };
  /** A property's LANGUAGE parameter, as vcf keeps parameters: fields of the property. */
  const languageOf = (property: vCard.Property) =>
    (property as unknown as { language?: string }).language;

  const htmlLang = (html: string) => /<html lang="([^"]+)" dir="([^"]+)"/.exec(html)?.slice(1);

  it('keeps a card’s languages and gives them back with the card', async () => {
    const card = await cardInEnglishAndArabic();
    expect(card.language).toBe('en');
    expect(card.translations).toEqual([ARABIC]);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/card?id=${card.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(again.json<Card>()).toMatchObject({ language: 'en', translations: [ARABIC] });
  });

  it('refuses a language the site does not have, and more than three, with a clear 400', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const unknown = await setLanguages({
      id: card.id,
      language: 'en',
      translations: [{ ...ARABIC, language: 'xx' as 'ar' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain(
      '"xx" is not a language a card can have: use one of en, de, fr, es, ar, he, ja',
    );

    const four = await setLanguages({
      id: card.id,
      language: 'en',
      translations: (['ar', 'de', 'ja'] as const).map((language) => ({ ...ARABIC, language })),
    });
    expect(four.statusCode).toBe(400);
    expect(four.json<{ message: string }>().message).toContain(
      'A card has at most 3 languages: its default language and two more',
    );

    const twice = await setLanguages({
      id: card.id,
      language: 'ar',
      translations: [ARABIC],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toContain(
      "ar is already one of the card's languages",
    );

    const badDefault = await setLanguages({ id: card.id, language: 'klingon' as 'en' });
    expect(badDefault.statusCode).toBe(400);
    expect(badDefault.json<{ message: string }>().message).toContain('"klingon"');
  });

  it('lets only whoever may edit the card set its languages', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const stranger = await createUser(t.app);
    const response = await setLanguages(
      { id: card.id, language: 'en', translations: [ARABIC] },
      stranger.cookie,
    );
    expect(response.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/card/set-card-languages',
      payload: { id: card.id, language: 'en', translations: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the page in the visitor’s language: Accept-Language, then the cookie, then ?lang=', async () => {
    const card = await cardInEnglishAndArabic();
    const path = `/showcase?id=${card.id}`;

    const arabic = await page(path, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(htmlLang(arabic.html)).toEqual(['ar', 'rtl']);
    expect(arabic.html).toContain('غريس هوبر');
    expect(arabic.html).toContain('حفظ جهة الاتصال');
    expect(arabic.html).toContain(`href="/api/card/get-vcard?id=${card.id}&amp;lang=ar"`);
    expect(arabic.response.headers.get('vary')).toBe('accept-language, cookie');
    for (const language of ['en', 'ar']) {
      expect(arabic.html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${PUBLIC_URL}/showcase?id=${card.id}&amp;lang=${language}">`,
      );
    }
    expect(arabic.html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/showcase?id=${card.id}">`,
    );

    // The same address, repeated (now from the cached-response server), in each language.
    for (let i = 0; i < 2; i++) {
      const english = await page(path, { 'accept-language': 'en-GB' });
      expect(htmlLang(english.html)).toEqual(['en', 'ltr']);
      expect(english.html).toContain('Grace Hopper');
      expect(english.html).toContain('Save contact');
      expect(english.html).not.toContain('غريس هوبر');
      const again = await page(path, { 'accept-language': 'ar' });
      expect(htmlLang(again.html)).toEqual(['ar', 'rtl']);
      expect(again.html).toContain('غريس هوبر');
    }

    // A German visitor reads the page in German and the card in its default, English.
    const german = await page(path, { 'accept-language': 'de-AT' });
    expect(htmlLang(german.html)).toEqual(['de', 'ltr']);
    expect(german.html).toContain('Kontakt speichern');
    expect(german.html).toContain('Grace Hopper');

    // The app's language cookie wins over the browser's.
    const cookie = await page(path, { 'accept-language': 'en', cookie: 'cv_lang=ar' });
    expect(htmlLang(cookie.html)).toEqual(['ar', 'rtl']);
    expect(cookie.html).toContain('غريس هوبر');

    // ?lang= wins over both; it is the page's canonical address then.
    const chosen = await page(`${path}&lang=en`, { 'accept-language': 'ar', cookie: 'cv_lang=ar' });
    expect(htmlLang(chosen.html)).toEqual(['en', 'ltr']);
    expect(chosen.html).toContain('Grace Hopper');
    expect(chosen.html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/showcase?id=${card.id}&amp;lang=en">`,
    );

    // An unknown language falls back, never fails.
    for (const lang of ['xx', '%ZZ', 'ar-EG', '']) {
      const unknown = await page(`${path}&lang=${lang}`, { 'accept-language': 'ar' });
      expect(unknown.response.status).toBe(200);
      expect(htmlLang(unknown.html)).toEqual(['ar', 'rtl']);
    }
  });

  it('carries only the active language’s few words for the page’s script', async () => {
    const card = await cardInEnglishAndArabic();
    const { html } = await page(`/showcase?id=${card.id}&lang=ja`);
    const json = /<script type="application\/json" id="page-texts">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    const texts = JSON.parse(json ?? '{}') as Record<string, string>;
    expect(texts.shareCopied).toBe('リンクをクリップボードにコピーしました');
    expect(Object.keys(texts).length).toBeLessThan(40);
    expect(html).not.toContain('Link copied to clipboard!');
  });

  it('gives the vCard in the language asked for, with LANGUAGE parameters a parser reads', async () => {
    const card = await cardInEnglishAndArabic();
    const arabic = await fetch(`${origin}/api/card/get-vcard?id=${card.id}&lang=ar`);
    expect(arabic.status).toBe(200);
    const contact = new vCard().parse(await arabic.text());
    const fn = contact.get('fn') as vCard.Property;
    expect(fn.valueOf()).toBe('غريس هوبر');
    expect(languageOf(fn)).toBe('ar');
    expect((contact.get('org') as vCard.Property).valueOf()).toBe('البحرية');
    expect((contact.get('title') as vCard.Property).valueOf()).toBe('أميرال بحري');
    expect((contact.get('note') as vCard.Property).valueOf()).toBe(ARABIC.bio);
    expect(arabic.headers.get('content-disposition')).toContain("filename*=UTF-8''");

    const english = new vCard().parse(
      await (await fetch(`${origin}/api/card/get-vcard?id=${card.id}`)).text(),
    );
    expect((english.get('fn') as vCard.Property).valueOf()).toBe('Grace Hopper');
    expect(languageOf(english.get('fn') as vCard.Property)).toBe('en');
    // A language the card does not have gives its default.
    const unknown = await fetch(`${origin}/api/card/get-vcard?id=${card.id}&lang=zz`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('FN;LANGUAGE=en:Grace Hopper');
  });

  it('writes the e-mail signature in the language asked for, and its default otherwise', async () => {
    const card = await cardInEnglishAndArabic();
    const signature = async (lang: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/card/email-signature?id=${card.id}&layout=${SIGNATURE_LAYOUT_IDS[0]}${lang}`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ html: string; text: string }>().text;
    };
    expect(await signature('&lang=ar')).toContain(ARABIC.fullName);
    expect(await signature('')).toContain('Grace Hopper');
    expect(await signature('&lang=nope')).toContain('Grace Hopper');
  });

  it('writes the signature’s own words in the language of the card shown', async () => {
    const card = await cardInEnglishAndArabic();
    const signature = async (layout: string, lang: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/card/email-signature?id=${card.id}&layout=${layout}${lang}`,
        // The visitor's language is not the signature's: the card's is.
        headers: { cookie: `${owner.cookie}; cv_lang=ja`, 'accept-language': 'de' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ html: string; text: string }>();
    };
    const english = await signature('classic', '');
    expect(english.html).toContain('View my digital card');
    expect(english.text).toMatch(/^Phone: /m);
    expect(english.text).toMatch(/^My card: https:\/\/cards\.example\.com\/showcase\?id=/m);

    const arabic = await signature('classic', '&lang=ar');
    expect(arabic.html).toContain('عرض بطاقتي الرقمية');
    expect(arabic.html).not.toContain('View my digital card');
    expect(arabic.text).toMatch(/^الهاتف: \u2068.+\u2069$/m);
    expect(arabic.text).toMatch(/^بطاقتي: \u2068https:\/\/cards\.example\.com\/showcase/m);
    expect(arabic.text).not.toMatch(/Phone|E-mail|My card/);
    expect((await signature('compact', '&lang=ar')).html).toContain('>بطاقتي</a>');
    expect((await signature('banner', '&lang=ar')).html).toContain('عرض بطاقتي الرقمية ←');
  });

  it('keeps a card in one language’s vCard as it was, without LANGUAGE', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const text = await (await fetch(`${origin}/api/card/get-vcard?id=${card.id}`)).text();
    expect(text).toContain('\r\nFN:Grace Hopper\r\n');
  });
});
