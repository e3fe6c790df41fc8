import sharp from 'sharp';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/card';
import { CARD_TEMPLATES, DEFAULT_DESIGN, fontOf } from '../../../shared/card-design';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { jpegWithExif, png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';

type Files = Parameters<typeof multipart>[1];

/** A 64 × 32 PNG logo with a transparent half. */
const transparentLogo = () =>
  sharp({
    create: { width: 64, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 32, height: 32, channels: 4, background: '#c2410c' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const logoFile = async (content?: Buffer) => ({
  field: 'brandLogo',
  filename: 'logo.png',
  contentType: 'image/png',
  content: content ?? (await transparentLogo()),
});

describe('card design through the API', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { fullName: 'Owner' });
    await grantSubscription(t.database.db, owner.id, { cards: 20 });
  });
  afterAll(() => t.close());

  const send = (url: string, values: Record<string, string>, files: Files = [], user = owner) => {
    const form = multipart(values, files);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };
  const create = (values: Record<string, string> = {}, files: Files = [], user = owner) =>
    send('/api/card/create-card', { ...SAMPLE_CARD_FIELDS, ...values }, files, user);
  const update = (
    id: string,
    values: Record<string, string> = {},
    files: Files = [],
    user = owner,
  ) => send('/api/card/update-card', { ...SAMPLE_CARD_FIELDS, id, ...values }, files, user);
  const myCards = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/card/list-user-cards',
        headers: { cookie: owner.cookie },
        payload: { page: 1, pageSize: 50 },
      })
    ).json<{ items: Card[] }>().items;
  const storedCard = async (card: Card) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/card?id=${card.id}`,
        headers: { cookie: owner.cookie },
      })
    ).json<Card>();

  it('lists the templates with their names and which are premium, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/card/templates' });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ id: string; name: string; premium: boolean }[]>();
    expect(list).toHaveLength(8);
    expect(list.map((t) => t.id)).toEqual(CARD_TEMPLATES.map((t) => t.id));
    expect(list.filter((t) => !t.premium).length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toEqual({ id: 'classic', name: 'Classic', premium: false });
  });

  it('gives a new card the classic design unless told otherwise, and stores every field it is sent', async () => {
    const plain = await create();
    expect(plain.statusCode).toBe(201);
    expect(plain.json<Card>()).toMatchObject({ ...DEFAULT_DESIGN, brandLogoUrl: null });

    const designed = await create({
      template: 'corporate',
      accentColor: '#0E7490',
      backgroundColor: '#f3fafc',
      fontFamily: 'lora',
      buttonShape: 'pill',
      hideBranding: 'true',
      qrLogo: 'logo',
    });
    expect(designed.statusCode, designed.body).toBe(201);
    const card = designed.json<Card>();
    expect(card).toMatchObject({
      template: 'corporate',
      accentColor: '#0e7490',
      backgroundColor: '#f3fafc',
      fontFamily: 'lora',
      buttonShape: 'pill',
      hideBranding: true,
      qrLogo: 'logo',
    });
    // Read back as stored; an update that leaves the design out keeps it.
    const kept = await update(card.id, { jobTitle: 'Commodore' });
    expect(kept.json<Card>()).toMatchObject({
      template: 'corporate',
      fontFamily: 'lora',
      jobTitle: 'Commodore',
    });
    const shown = await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` });
    expect(shown.json<Card>()).toMatchObject({ template: 'corporate', hideBranding: true });
  });

  it("with our branding hidden, the card's vCard names no CardVault; turned back on, it labels the page CardVault again", async () => {
    const card = (await create({ hideBranding: 'true' })).json<Card>();
    const vcard = () => t.app.inject({ method: 'GET', url: `/api/card/get-vcard?id=${card.id}` });
    const pageUrl = (text: string) =>
      [new vCard().parse(text).get('url')]
        .flat()
        .filter((url) => String(url?.valueOf()).includes(`/showcase?id=${card.id}`))
        .map((url) => url?.toJSON()[1].type);
    const hidden = await vcard();
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toMatch(/cardvault/i);
    expect(pageUrl(hidden.body)).toEqual(['digital card']);

    expect((await update(card.id, { hideBranding: 'false' })).statusCode).toBe(200);
    const shown = await vcard();
    expect(pageUrl(shown.body)).toEqual(['cardvault']);
  });

  it('refuses bad design values with 400 naming the field, and stores nothing', async () => {
    const card = (await create()).json<Card>();
    for (const [field, value] of [
      ['accentColor', 'red'],
      ['accentColor', '#12345'],
      ['backgroundColor', 'red;background:url(https://evil.example/x)'],
      ['backgroundColor', '#ffffff</style><script>alert(1)</script>'],
      ['template', 'fancy'],
      ['fontFamily', "Comic Sans'; }"],
      ['buttonShape', 'blob'],
      ['qrLogo', 'banner'],
      ['hideBranding', 'maybe'],
    ] as const) {
      const refusedCreate = await create({ [field]: value });
      expect(refusedCreate.statusCode, `${field}=${value}`).toBe(400);
      expect(refusedCreate.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
      expect(refusedCreate.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: `));
      const refusedUpdate = await update(card.id, { [field]: value, jobTitle: 'Changed' });
      expect(refusedUpdate.statusCode).toBe(400);
    }
    expect(await storedCard(card)).toMatchObject({ ...DEFAULT_DESIGN, jobTitle: card.jobTitle });
  });

  it('puts the design on the public page only as checked values: no user text reaches its CSS', async () => {
    const card = (
      await create({ template: 'dark', accentColor: '#ffff00', backgroundColor: '#ffffff' })
    ).json<Card>();
    const page = await t.app.inject({ method: 'GET', url: `/showcase?id=${card.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en" dir="ltr" data-template="dark">');
    expect(page.body).toMatch(/data-template="dark"/);
    // The Dark template darkened the white background; the yellow accent was kept light enough.
    const style = /<article[^>]*style="([^"]*)"/.exec(page.body)?.[1] ?? '';
    expect(style).toMatch(/--card-surface:#[0-9a-f]{6}/);
    expect(style).not.toContain('--card-surface:#ffffff');
    // Nothing but the palette's colours, a radius from the list and a font stack from the list.
    const rest = style
      .replace(/--card-[a-z-]+:#[0-9a-f]{6};/g, '')
      .replace(/--card-radius:(0\.75rem|0\.125rem|9999px);/, '')
      .replace(`font-family:${fontOf('system').stack.replaceAll("'", '&#x27;')}`, '');
    expect(rest).toBe('');
  });

  it('stores a company logo as a re-encoded PNG with its transparency, shows it, and removes it on an empty name', async () => {
    const created = await create({}, [await logoFile()]);
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json<Card>();
    expect(card.brandLogoUrl).toMatch(/^\/media\/cards\/.+\/logo-.+\.png$/);
    const logo = await t.app.inject({ method: 'GET', url: card.brandLogoUrl! });
    expect(logo.statusCode).toBe(200);
    const metadata = await sharp(logo.rawPayload).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.hasAlpha).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: `/showcase?id=${card.id}` });
    expect(page.body).toContain(`src="${card.brandLogoUrl}"`);
    expect(page.body).toContain('alt="Navy logo"');

    const removed = await update(card.id, { brandLogoName: '' });
    expect(removed.json<Card>().brandLogoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: card.brandLogoUrl! })).statusCode).toBe(404);
  });

  it('refuses an SVG or a disguised file as a logo with 415, and stores nothing', async () => {
    const before = (await myCards()).length;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const file of [
      { field: 'brandLogo', filename: 'logo.svg', contentType: 'image/svg+xml', content: svg },
      { field: 'brandLogo', filename: 'logo.png', contentType: 'image/png', content: svg },
      {
        field: 'brandLogo',
        filename: 'logo.png',
        contentType: 'image/png',
        content: Buffer.from('GIF89a not really'),
      },
    ]) {
      const refused = await create({}, [file]);
      expect(refused.statusCode, refused.body).toBe(415);
      expect(refused.json<{ error: string }>().error).toBe('INVALID_IMAGE');
    }
    // No card was made for any of them.
    expect((await myCards()).length).toBe(before);
  });

  it('after the subscription ends: the card keeps its premium look and free changes, premium choices answer 403 PREMIUM_REQUIRED', async () => {
    const lapsed = await createUser(t.app, { fullName: 'Lapsed' });
    await grantSubscription(t.database.db, lapsed.id, { cards: 2 });
    const card = (
      await create({ template: 'photo', fontFamily: 'playfair', hideBranding: 'true' }, [], lapsed)
    ).json<Card>();
    await grantSubscription(t.database.db, lapsed.id, { cards: 2, status: 'canceled' });

    // Keeping what it has, and changing free things, still works.
    const kept = await update(
      card.id,
      {
        template: 'photo',
        fontFamily: 'playfair',
        hideBranding: 'true',
        accentColor: '#166534',
        buttonShape: 'square',
      },
      [],
      lapsed,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await update(card.id, { template: 'minimal' }, [], lapsed)).statusCode).toBe(200);

    for (const [values, files, field] of [
      [{ template: 'dark' }, [], 'template'],
      [{ fontFamily: 'lora' }, [], 'fontFamily'],
      [{ template: 'minimal', hideBranding: 'false' }, [], null],
      [{}, [await logoFile()], 'brandLogo'],
    ] as const) {
      const response = await update(card.id, values, [...files], lapsed);
      if (field === null) {
        expect(response.statusCode).toBe(200);
        continue;
      }
      expect(response.statusCode, JSON.stringify(values)).toBe(403);
      const body = response.json<{ error: string; message: string }>();
      expect(body.error).toBe('PREMIUM_REQUIRED');
      expect(body.message).toMatch(
        new RegExp(`^${field}: .+ needs an active subscription or free trial`),
      );
    }
    // hideBranding back on is premium again now.
    expect((await update(card.id, { hideBranding: 'true' }, [], lapsed)).statusCode).toBe(403);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/card?id=${card.id}`,
      headers: { cookie: lapsed.cookie },
    });
    expect(stored.json<Card>()).toMatchObject({
      template: 'minimal',
      fontFamily: 'playfair',
      hideBranding: false,
      brandLogoUrl: null,
    });
  });

  it('with a live subscription every template and option is open, a JPEG logo too', async () => {
    for (const template of CARD_TEMPLATES) {
      const response = await create({
        template: template.id,
        fontFamily: 'montserrat',
        hideBranding: 'true',
      });
      expect(response.statusCode, template.id).toBe(201);
    }
    const jpeg = await create({}, [
      {
        field: 'brandLogo',
        filename: 'logo.jpg',
        contentType: 'image/jpeg',
        content: await jpegWithExif(300, 100),
      },
    ]);
    expect(jpeg.json<Card>().brandLogoUrl).toMatch(/\.jpg$/);
    expect(
      (
        await create({}, [
          {
            field: 'brandLogo',
            filename: 'l.png',
            contentType: 'image/png',
            content: await png(40, 40, true),
          },
        ])
      ).statusCode,
    ).toBe(201);
  });
});
