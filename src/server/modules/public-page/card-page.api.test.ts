import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/card';
import { createCardAs } from '../../../../tests/support/api/cards';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';

describe('the server-rendered public card page', () => {
  let t: TestApp;
  let owner: TestUser;
  let card: Card;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://cards.example.com' });
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 5 });
    card = await createCardAs(t.app, owner.cookie, {
      fullName: 'Eve </script><script>alert(1)</script>',
      jobTitle: '<img src=x onerror=alert(2)>',
      company: 'Acme & Sons',
      bio: 'Builds "things" <b>daily</b>',
      email: 'eve@example.com',
      phone: '0412 345 678',
      location: 'Perth',
      github: 'eve',
    });
  });
  afterAll(() => t.close());

  it('renders the card and its preview tags as text, never as markup', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/showcase?id=${card.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>daily</b>');
    expect(html).toContain('Eve &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain(
      `<meta property="og:url" content="https://cards.example.com/showcase?id=${card.id}">`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/cards\.example\.com\/media\/cards\/.+\.(png|jpg)">/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Builds &quot;things&quot; &lt;b&gt;daily&lt;/b&gt;');

    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(ld).not.toMatch(/<|>/);
    const person = JSON.parse(ld) as Record<string, unknown>;
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Eve </script><script>alert(1)</script>',
      worksFor: { '@type': 'Organization', name: 'Acme & Sons' },
      sameAs: ['https://github.com/eve'],
    });
  });

  it('offers deletion only to the owner', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/showcase?id=${card.id}` });
    expect(anonymous.body).not.toContain('data-action="delete"');
    const other = await createUser(t.app);
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/showcase?id=${card.id}`,
      headers: { cookie: other.cookie },
    });
    expect(asOther.body).not.toContain('data-action="delete"');
    const asOwner = await t.app.inject({
      method: 'GET',
      url: `/showcase?id=${card.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(asOwner.body).toContain('data-action="delete"');
  });

  it('answers unknown and missing ids with their own pages', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/showcase?id=doesnotexist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('404 - Oops! Card Not Found');
    const missing = await t.app.inject({ method: 'GET', url: '/showcase' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Missing card id');
  });

  it('gives the page’s script its lead dialog’s sentences in the page’s language', async () => {
    const texts = async (headers: Record<string, string>) => {
      const html = (await t.app.inject({ method: 'GET', url: `/showcase?id=${card.id}`, headers }))
        .body;
      const json = /<script type="application\/json" id="page-texts">(.*?)<\/script>/s.exec(html);
      return JSON.parse(json?.[1] ?? '{}') as Record<string, string>;
    };
    expect((await texts({})).leadSubmitted).toBe('Thanks! Your details were sent.');
    expect(await texts({ 'accept-language': 'ar' })).toMatchObject({
      leadSubmitted: 'شكرًا! أُرسلت بياناتك.',
      leadConsentRequired: 'يُرجى الموافقة على مشاركة بياناتك',
    });
    expect((await texts({ cookie: 'cv_lang=ja' })).leadExchangeOff).toBe(
      'このカードでは連絡先を受け付けていません。',
    );
    // The contact form's rules, for its refusals in the page's language (web/showcase/lead-failure.ts).
    expect(await texts({ 'accept-language': 'ar' })).toMatchObject({
      leadRuleEmailInvalid: 'أدخل عنوان بريد إلكتروني صالحًا',
      rateLimited: 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
    });
    expect((await texts({ cookie: 'cv_lang=ja' })).leadRuleNameRequired).toBe('名前は必須です');
  });

  it('says the problem pages in the visitor’s language, English by default', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/showcase?id=doesnotexist' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<title>Card not found | CardVault</title>');
    expect(english.headers.vary).toBe('accept-language, cookie');

    const arabic = await t.app.inject({
      method: 'GET',
      url: '/showcase?id=doesnotexist',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
    });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<title>لم نعثر على البطاقة | CardVault</title>');
    expect(arabic.body).toContain('404 - عذرًا! لم نعثر على البطاقة');
    expect(arabic.body).not.toContain('Card Not Found');
    expect(arabic.headers.vary).toBe('accept-language, cookie');

    // The language menu's cookie wins over the browser's languages.
    const japanese = await t.app.inject({
      method: 'GET',
      url: '/showcase',
      headers: { 'accept-language': 'de', cookie: 'cv_lang=ja' },
    });
    expect(japanese.statusCode).toBe(400);
    expect(japanese.body).toContain('<html lang="ja" dir="ltr">');
    expect(japanese.body).toContain(
      '<h1 class="text-2xl font-bold text-slate-900">カード ID がありません</h1>',
    );
    expect(japanese.body).not.toContain('Missing card id');

    const hebrew = await t.app.inject({
      method: 'GET',
      url: '/showcase',
      headers: { 'accept-language': 'he' },
    });
    expect(hebrew.body).toContain('<html lang="he" dir="rtl">');
    expect(hebrew.body).toContain('חסר מזהה כרטיס');
    // The English page again: each language's page is its own.
    const again = await t.app.inject({ method: 'GET', url: '/showcase' });
    expect(again.body).toContain('<title>Missing card id | CardVault</title>');
  });
});
