import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../../tests/support/images';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../../tests/support/cards';
import { multipart } from '../../../../tests/support/multipart';
import { decodeQr, hasQuietZone } from '../../../../tests/support/qr';
import { grantSubscription } from '../../../../tests/support/subscriptions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createUser, type TestUser } from '../../../../tests/support/users';

const PUBLIC_URL = 'https://cards.example.com';

/** The card's QR code as a scanner reads it, from an independent decoder (jsQR). */
describe('the QR code of a card', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 5 });
  });
  afterAll(() => t.close());

  const createCard = (fullName: string) =>
    createCardAs(t.app, owner.cookie, { ...SAMPLE_CARD_FIELDS, fullName });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('decodes to the public card address, with a quiet zone of 4 modules on every side', async () => {
    const card = await createCard('Grace Hopper');
    const pngAnswer = await get(`/api/card/qr?id=${card.id}&format=png`);
    expect(pngAnswer.headers['content-type']).toBe('image/png');
    const fromPng = await decodeQr(pngAnswer.rawPayload);
    expect(fromPng?.text).toBe(`${PUBLIC_URL}/showcase?id=${card.id}`);
    expect(hasQuietZone(fromPng, 4), JSON.stringify(fromPng?.quietZone)).toBe(true);

    // The SVG, drawn by librsvg (through sharp), reads the same.
    const svgAnswer = await get(`/api/card/qr?id=${card.id}&format=svg`);
    const drawn = await sharp(svgAnswer.rawPayload, { density: 300 }).png().toBuffer();
    const fromSvg = await decodeQr(drawn);
    expect(fromSvg?.text).toBe(`${PUBLIC_URL}/showcase?id=${card.id}`);
    expect(hasQuietZone(fromSvg, 4), JSON.stringify(fromSvg?.quietZone)).toBe(true);
  });

  it("is named after the card: shown inline, or downloaded as '{full-name}-qr.png' / '.svg'", async () => {
    const card = await createCard('Grace Hopper');
    const base = `/api/card/qr?id=${card.id}`;
    expect((await get(`${base}&format=svg`)).headers['content-disposition']).toBe(
      'inline; filename="grace-hopper-qr.svg"',
    );
    expect((await get(`${base}&format=png&download=1`)).headers['content-disposition']).toBe(
      'attachment; filename="grace-hopper-qr.png"',
    );
    expect((await get(`${base}&format=svg&download=1`)).headers['content-disposition']).toBe(
      'attachment; filename="grace-hopper-qr.svg"',
    );
    const accented = await createCard('Zoë Müller');
    expect(
      (await get(`/api/card/qr?id=${accented.id}&format=png&download=1`)).headers[
        'content-disposition'
      ],
    ).toBe(
      `attachment; filename="zoe-muller-qr.png"; filename*=UTF-8''${encodeURIComponent('zoë-müller-qr.png')}`,
    );
    expect((await get(`${base}&format=png&download=yes`)).statusCode).toBe(400);
  });

  it('may be embedded by other sites, as may the card images; nothing else may', async () => {
    const card = await createCard('Grace Hopper');
    expect(card.profileImageUrl).toMatch(/^\/media\/cards\//);
    const embeddable = [
      `/api/card/qr?id=${card.id}&format=svg`,
      `/api/card/qr?id=${card.id}&format=png`,
      `/api/card/qr?id=${card.id}&format=png&download=1`,
      card.profileImageUrl ?? '',
    ];
    for (const url of embeddable) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    // A second read of the image comes from memory: the same header.
    expect((await get(card.profileImageUrl ?? '')).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );

    const avatar = multipart({ fullName: 'Grace Hopper' }, [
      { field: 'profileImage', filename: 'me.png', contentType: 'image/png', content: await png() },
    ]);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-user',
      headers: { ...avatar.headers, cookie: owner.cookie },
      payload: avatar.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const avatarUrl = updated.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(avatarUrl).toMatch(/^\/media\/avatars\//);

    const sameOrigin = [
      avatarUrl,
      `/showcase?id=${card.id}`,
      `/api/card/showcase?id=${card.id}`,
      `/api/card/get-vcard?id=${card.id}`,
      '/api/card/qr?id=missing&format=png',
      '/media/cards/missing.png',
      '/public-config.json',
    ];
    for (const url of sameOrigin) {
      expect((await get(url)).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});
