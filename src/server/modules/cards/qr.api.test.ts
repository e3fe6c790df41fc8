import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardQrCodeUrl, type Card } from '../../../shared/card';
import { contrastRatio, relativeLuminance } from '../../../shared/contrast';
import { resolveQrColors } from '../../../shared/qr-colors';
import { png } from '../../../../tests/support/shared/images';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { multipart } from '../../../../tests/support/shared/multipart';
import { decodeQr, hasQuietZone } from '../../../../tests/support/shared/qr';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';

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
    // The code opens the page marked as a scan (docs/product.md#insights).
    expect(fromPng?.text).toBe(`${PUBLIC_URL}/showcase?id=${card.id}&src=qr`);
    expect(hasQuietZone(fromPng, 4), JSON.stringify(fromPng?.quietZone)).toBe(true);

    // The SVG, drawn by librsvg (through sharp), reads the same.
    const svgAnswer = await get(`/api/card/qr?id=${card.id}&format=svg`);
    const drawn = await sharp(svgAnswer.rawPayload, { density: 300 }).png().toBuffer();
    const fromSvg = await decodeQr(drawn);
    expect(fromSvg?.text).toBe(`${PUBLIC_URL}/showcase?id=${card.id}&src=qr`);
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

type Rgb = [number, number, number];
const hex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** The pixels of an image as sharp decodes it, with a reader for one of them. */
async function pixelsOf(image: Buffer) {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
  };
  return { width: info.width, height: info.height, at };
}

/**
 * The colours a QR code is drawn in, read from its pixels: the corner is the ground, and the first
 * pixel of another colour along the diagonal is the top-left finder pattern's corner, a module.
 */
async function drawnColours(image: Buffer) {
  const pixels = await pixelsOf(image);
  const light = pixels.at(0, 0);
  for (let i = 1; i < pixels.width; i++) {
    const pixel = pixels.at(i, i);
    if (distance(pixel, light) > 0) {
      // A whole-pixel module: the next pixels along are the same colour.
      return {
        light: hex(light),
        dark: hex(pixels.at(i + 2, i + 2)),
        centre: pixels.at(pixels.width / 2, pixels.height / 2),
      };
    }
  }
  throw new Error('no module found');
}

const LOGO_RED: Rgb = [204, 0, 0];
const LOGO_BLUE: Rgb = [0, 51, 204];
const PROFILE_GREEN: Rgb = [0, 170, 85];

/** A wide company logo with transparency (kept as PNG by the upload's re-encoding). */
const logoPng = ([r, g, b]: Rgb) =>
  sharp({ create: { width: 240, height: 96, channels: 4, background: { r, g, b, alpha: 1 } } })
    .png()
    .toBuffer();

/** Branded codes: the card's colours, corrected when unreadable, and its photo or logo inside. */
describe('a branded QR code', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    owner = await createUser(t.app);
    // A company logo is a premium choice.
    await grantSubscription(t.database.db, owner.id, { cards: 5 });
  });
  afterAll(() => t.close());

  /** What the code encodes: the public address, marked as a scan (docs/product.md#insights). */
  const address = (card: Card) => `${PUBLIC_URL}/showcase?id=${card.id}&src=qr`;

  /** Changes a card's design through the editor's form (all its text fields, as the editor sends). */
  async function updateDesign(
    card: Card,
    design: Record<string, string>,
    files: Parameters<typeof multipart>[1] = [],
  ): Promise<Card> {
    const form = multipart(
      { ...SAMPLE_CARD_FIELDS, fullName: card.fullName, ...design, id: card.id },
      files,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/card/update-card',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Card>();
  }

  const brandLogo = async (colour: Rgb) => [
    {
      field: 'brandLogo',
      filename: 'logo.png',
      contentType: 'image/png',
      content: await logoPng(colour),
    },
  ];

  /** The code as the card links it, as PNG bytes (an SVG drawn by librsvg through sharp), and decoded. */
  async function fetchQr(card: Card, format: 'svg' | 'png') {
    const url = cardQrCodeUrl(card, format);
    expect(url).toBe(
      format === 'svg' ? card.qrCodeUrl : card.qrCodeUrl.replace('format=svg', 'format=png'),
    );
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    const image =
      format === 'svg'
        ? await sharp(response.rawPayload, { density: 300 }).png().toBuffer()
        : response.rawPayload;
    return { response, image, decoded: await decodeQr(image) };
  }

  let card: Card;
  beforeAll(async () => {
    const created = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Grace Hopper',
    });
    card = await updateDesign(created, {}, await brandLogo(LOGO_RED));
    expect(card.brandLogoUrl).toMatch(/\.png$/);
  });

  const PAIRS = [
    ['#4338ca', '#ffffff'],
    // Hostile pairs: too light on white, light on dark, the same colour twice.
    ['#ffff00', '#ffffff'],
    ['#808080', '#000000'],
    ['#123456', '#123456'],
  ] as const;
  const CENTRES = ['none', 'profile', 'logo'] as const;

  for (const qrLogo of CENTRES) {
    for (const [accentColor, backgroundColor] of PAIRS) {
      it(`${accentColor} on ${backgroundColor}, centre ${qrLogo}: scans as the card's address in PNG and SVG`, async () => {
        card = await updateDesign(card, { accentColor, backgroundColor, qrLogo });
        const expected = resolveQrColors(accentColor, backgroundColor);

        const png = await fetchQr(card, 'png');
        expect(png.response.headers['content-type']).toBe('image/png');
        expect(png.decoded?.text).toBe(address(card));
        expect(hasQuietZone(png.decoded, 4), JSON.stringify(png.decoded?.quietZone)).toBe(true);
        const size = await sharp(png.image).metadata();
        expect(size.width).toBeGreaterThanOrEqual(1024);
        expect(size.height).toBe(size.width);

        // Drawn in the card's colours, as corrected: dark modules on a light ground, 4.5:1 apart.
        const drawn = await drawnColours(png.image);
        expect(drawn).toMatchObject({ dark: expected.dark, light: expected.light });
        expect(contrastRatio(drawn.dark, drawn.light)).toBeGreaterThanOrEqual(4.5);
        expect(relativeLuminance(drawn.dark)).toBeLessThan(relativeLuminance(drawn.light));
        if (accentColor === '#4338ca') expect(drawn.dark).toBe(accentColor);

        const svg = await fetchQr(card, 'svg');
        expect(svg.response.headers['content-type']).toBe('image/svg+xml');
        expect(svg.decoded?.text).toBe(address(card));
        expect(hasQuietZone(svg.decoded, 4), JSON.stringify(svg.decoded?.quietZone)).toBe(true);

        // The centre: the chosen picture, or modules.
        const centre = { logo: LOGO_RED, profile: PROFILE_GREEN, none: undefined }[qrLogo];
        for (const image of [png.image, svg.image]) {
          const { centre: pixel } = await drawnColours(image);
          if (centre) expect(distance(pixel, centre), hex(pixel)).toBeLessThan(40);
          else expect([expected.dark, expected.light]).toContain(hex(pixel));
        }
        const svgText = svg.response.body;
        expect(svgText.includes('data:image/png;base64,')).toBe(qrLogo !== 'none');
      });
    }
  }

  it('raises error correction for a centre image: a larger symbol for the same address', async () => {
    card = await updateDesign(card, {
      accentColor: '#4338ca',
      backgroundColor: '#ffffff',
      qrLogo: 'none',
    });
    const plain = (await fetchQr(card, 'png')).decoded;
    card = await updateDesign(card, { qrLogo: 'logo' });
    const withLogo = (await fetchQr(card, 'png')).decoded;
    expect(plain?.text).toBe(address(card));
    expect(withLogo?.text).toBe(address(card));
    expect(withLogo?.version ?? 0).toBeGreaterThan(plain?.version ?? Infinity);
  });

  it('embeds the centre image in the SVG as a small PNG', async () => {
    card = await updateDesign(card, { qrLogo: 'profile' });
    const svg = (await fetchQr(card, 'svg')).response.body;
    const embedded = /href="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(svg)?.[1];
    expect(embedded).toBeDefined();
    const image = await sharp(Buffer.from(embedded ?? '', 'base64')).metadata();
    expect(image.format).toBe('png');
    expect(image.width).toBeLessThanOrEqual(256);
    expect(svg.length).toBeLessThan(64 * 1024);
  });

  it('draws a plain code when the chosen picture is absent', async () => {
    const bare = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Ada Lovelace',
    });
    const plain = (await fetchQr(bare, 'png')).decoded;
    const noLogo = await updateDesign(bare, { qrLogo: 'logo' });
    expect(noLogo.brandLogoUrl).toBeNull();
    const noPhoto = await updateDesign(bare, { qrLogo: 'profile', profileImageName: '' });
    expect(noPhoto.profileImageUrl).toBeNull();
    for (const changed of [noLogo, noPhoto]) {
      for (const format of ['png', 'svg'] as const) {
        const { decoded, image, response } = await fetchQr(changed, format);
        expect(decoded?.text).toBe(address(changed));
        expect(decoded?.version).toBe(plain?.version);
        expect(response.body.includes('data:image/png')).toBe(false);
        const { centre, dark, light } = await drawnColours(image);
        expect([dark, light]).toContain(hex(centre));
      }
    }
  });

  it('is drawn anew when the design changes, and kept (same address, same bytes) for other edits', async () => {
    card = await updateDesign(card, {
      accentColor: '#166534',
      backgroundColor: '#f7fbf5',
      qrLogo: 'logo',
    });
    const before = await fetchQr(card, 'png');

    // Another edit: the same address and the same code, from the cache.
    const renamed = await updateDesign({ ...card, fullName: 'Amazing Grace' }, {});
    expect(renamed.fullName).toBe('Amazing Grace');
    expect(renamed.qrCodeUrl).toBe(card.qrCodeUrl);
    const again = await fetchQr(renamed, 'png');
    expect(again.response.headers.etag).toBe(before.response.headers.etag);

    // A new colour: a new address (browsers keep the code a day) and a new code.
    const recoloured = await updateDesign(renamed, { accentColor: '#a21caf' });
    expect(recoloured.qrCodeUrl).not.toBe(renamed.qrCodeUrl);
    const afterColour = await fetchQr(recoloured, 'png');
    expect(afterColour.response.headers.etag).not.toBe(before.response.headers.etag);
    expect((await drawnColours(afterColour.image)).dark).toBe('#a21caf');

    // A new logo: a new address, and the new logo in the code.
    const relogoed = await updateDesign(recoloured, {}, await brandLogo(LOGO_BLUE));
    expect(relogoed.qrCodeUrl).not.toBe(recoloured.qrCodeUrl);
    const afterLogo = await fetchQr(relogoed, 'png');
    expect(afterLogo.decoded?.text).toBe(address(relogoed));
    const { centre } = await drawnColours(afterLogo.image);
    expect(distance(centre, LOGO_BLUE), hex(centre)).toBeLessThan(40);

    // The route reads the design from the card, whatever `v` says.
    const stale = await t.app.inject({
      method: 'GET',
      url: card.qrCodeUrl.replace('format=svg', 'format=png'),
    });
    expect(stale.headers.etag).toBe(afterLogo.response.headers.etag);
  });
});
