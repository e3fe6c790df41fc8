import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKGROUND_HEIGHT,
  BACKGROUND_LAYOUT_IDS,
  BACKGROUND_PREVIEW_HEIGHT,
  BACKGROUND_PREVIEW_WIDTH,
  BACKGROUND_WIDTH,
  cardBackgroundUrl,
} from '../../src/shared/background';
import {
  BACKGROUND_PREVIEWS_PER_WINDOW,
  BACKGROUNDS_PER_WINDOW,
} from '../../src/server/modules/share';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../support/api/cards';
import { multipart } from '../support/shared/multipart';
import { decodeQr } from '../support/shared/qr';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

const PUBLIC_URL = 'https://cards.example.com';

/** The video-call background (docs/product.md#share-background), read back with sharp and jsQR. */
describe('the video-call background of a card', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 20 });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it('is a 1920×1080 PNG download whose QR code opens the card marked as from a background, in every layout', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    for (const layout of BACKGROUND_LAYOUT_IDS) {
      const response = await get(
        `/api/card/background?id=${card.id}&layout=${layout}`,
        owner.cookie,
      );
      expect(response.statusCode, `${layout}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="grace-hopper-background.png"',
      );
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height], layout).toEqual([
        'png',
        BACKGROUND_WIDTH,
        BACKGROUND_HEIGHT,
      ]);
      const decoded = await decodeQr(response.rawPayload);
      expect(decoded?.text, layout).toBe(`${PUBLIC_URL}/showcase?id=${card.id}&src=background`);
    }
  });

  it('previews each layout at 480×270: the same drawing, its own ETag; an unknown size is 400', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    for (const layout of BACKGROUND_LAYOUT_IDS) {
      const url = cardBackgroundUrl(card, layout, 'preview');
      expect(url).toContain('&size=preview');
      const preview = await get(url, owner.cookie);
      expect(preview.statusCode, `${layout}: ${preview.body.slice(0, 200)}`).toBe(200);
      expect(preview.headers['content-type']).toBe('image/png');
      const metadata = await sharp(preview.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height], layout).toEqual([
        'png',
        BACKGROUND_PREVIEW_WIDTH,
        BACKGROUND_PREVIEW_HEIGHT,
      ]);
      // The full image scaled down to the preview's size looks like the preview.
      const full = await get(cardBackgroundUrl(card, layout), owner.cookie);
      expect(full.headers.etag).not.toBe(preview.headers.etag);
      const pixels = (bytes: Buffer) =>
        sharp(bytes)
          .resize(BACKGROUND_PREVIEW_WIDTH / 5, BACKGROUND_PREVIEW_HEIGHT / 5)
          .removeAlpha()
          .raw()
          .toBuffer();
      const [small, large] = await Promise.all([
        pixels(preview.rawPayload),
        pixels(full.rawPayload),
      ]);
      let difference = 0;
      for (let i = 0; i < small.length; i++) difference += Math.abs(small[i]! - large[i]!);
      expect(difference / small.length, layout).toBeLessThan(8);
    }
    const unknown = await get(
      `/api/card/background?id=${card.id}&layout=corner&size=huge`,
      owner.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });

  it('draws the QR code at least 280 px square, high on one side, clear of the middle', async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    for (const layout of BACKGROUND_LAYOUT_IDS) {
      const response = await get(
        `/api/card/background?id=${card.id}&layout=${layout}`,
        owner.cookie,
      );
      const { data, info } = await sharp(response.rawPayload)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const jsQR = (await import('jsqr')).default;
      const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      expect(code, layout).toBeTruthy();
      if (!code) continue;
      const { topLeftCorner: tl, topRightCorner: tr, bottomLeftCorner: bl } = code.location;
      // The symbol alone (finder to finder) plus the 4-module quiet zone each side.
      const moduleSize = (tr.x - tl.x) / (code.version * 4 + 17);
      const withQuietZone = tr.x - tl.x + 8 * moduleSize;
      expect(withQuietZone, layout).toBeGreaterThanOrEqual(280);
      // In the upper half, and not across the middle third where a head is.
      expect(bl.y, layout).toBeLessThan(BACKGROUND_HEIGHT * 0.6);
      const middle = [BACKGROUND_WIDTH / 3, (BACKGROUND_WIDTH * 2) / 3];
      expect(tr.x < middle[0]! || tl.x > middle[1]!, layout).toBe(true);
    }
  });

  it('draws Arabic, Hebrew and Japanese text beside a QR code that still reads, in every layout', async () => {
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'سارة المصري',
      jobTitle: 'מנהלת מוצר',
      company: '株式会社サンプル Acme 2024',
    });
    for (const layout of BACKGROUND_LAYOUT_IDS) {
      const response = await get(
        `/api/card/background?id=${card.id}&layout=${layout}`,
        owner.cookie,
      );
      expect(response.statusCode, layout).toBe(200);
      expect((await decodeQr(response.rawPayload))?.text, layout).toBe(
        `${PUBLIC_URL}/showcase?id=${card.id}&src=background`,
      );
    }
  });

  it('sets a card shown in Arabic (?lang=ar) from the right: each line ends at its column’s right edge, the QR code on the other side still reads', async () => {
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      accentColor: '#b91c1c',
    });
    const translated = await t.app.inject({
      method: 'POST',
      url: '/api/card/set-card-languages',
      headers: { cookie: owner.cookie },
      payload: {
        id: card.id,
        language: 'en',
        translations: [
          {
            language: 'ar',
            fullName: 'سارة المصري',
            jobTitle: 'مديرة المنتجات',
            // A short Latin line: by its own first letter it would start at the left.
            company: 'Acme',
            location: '',
            bio: '',
          },
        ],
      },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    // The preview: the same drawing at a quarter of the size, cheaper to draw and to read.
    const preview = await get(
      `${cardBackgroundUrl(card, 'corner', 'preview')}&lang=ar`,
      owner.cookie,
    );
    expect(preview.statusCode, preview.body.slice(0, 200)).toBe(200);
    const decoded = await decodeQr(preview.rawPayload);
    expect(decoded?.text).toBe(`${PUBLIC_URL}/showcase?id=${card.id}&src=background`);

    const scale = BACKGROUND_PREVIEW_WIDTH / BACKGROUND_WIDTH;
    const { data, info } = await sharp(preview.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Corner, mirrored: the text column is the right-hand 980 px, 120 px in from the edge.
    const columnRight = (BACKGROUND_WIDTH - 120) * scale;
    const columnLeft = columnRight - 980 * scale;
    // The name is in the product's ink; the job title and company in the (red) accent.
    const isName = (r: number, g: number, b: number) => r + g + b < 160 && r < 90;
    const isDetail = (r: number, g: number, b: number) => r > 120 && g < 90 && b < 90;
    /** Where pixels of one kind are in the text column, on the rows given (all when none). */
    const inkOf = (kind: typeof isName, rows?: number[]) => {
      const found: { x: number; y: number }[] = [];
      for (const y of rows ?? Array.from({ length: info.height }, (_, row) => row)) {
        // A little past the column, short of the accent bar along the right edge.
        for (let x = Math.floor(columnLeft); x < columnRight + 8; x++) {
          const at = (y * info.width + x) * 3;
          if (kind(data[at]!, data[at + 1]!, data[at + 2]!)) found.push({ x, y });
        }
      }
      const xs = found.map((pixel) => pixel.x);
      return { found, left: Math.min(...xs), right: Math.max(...xs) };
    };
    const name = inkOf(isName);
    expect(name.found.length).toBeGreaterThan(50);
    expect(name.right).toBeGreaterThanOrEqual(columnRight - 4);
    expect(name.right).toBeLessThanOrEqual(columnRight + 1);
    // The company is the last line and Latin (no descenders): the details' lowest rows are its.
    const lowest = Math.max(...inkOf(isDetail).found.map((pixel) => pixel.y));
    const company = inkOf(isDetail, [lowest - 3, lowest - 2, lowest - 1, lowest]);
    expect(company.right).toBeGreaterThanOrEqual(columnRight - 4);
    expect(company.right).toBeLessThanOrEqual(columnRight + 1);
    // Short, so it starts far from the column's left edge, not where a left-to-right line would.
    expect(company.left).toBeGreaterThan((columnLeft + columnRight) / 2);
  });

  it('fits a very long name without breaking the image or its QR code', async () => {
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName:
        `Maximiliana ${'Wolfeschlegelsteinhausenberger'.repeat(2)} Łukasiewicz-Ørsted ${'y'.repeat(20)}`.slice(
          0,
          100,
        ),
      jobTitle: 'Chief '.repeat(16).trim(),
      company: 'Company '.repeat(12).trim(),
    });
    for (const layout of BACKGROUND_LAYOUT_IDS) {
      const response = await get(
        `/api/card/background?id=${card.id}&layout=${layout}`,
        owner.cookie,
      );
      expect(response.statusCode, layout).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([BACKGROUND_WIDTH, BACKGROUND_HEIGHT]);
      expect((await decodeQr(response.rawPayload))?.text, layout).toBe(
        `${PUBLIC_URL}/showcase?id=${card.id}&src=background`,
      );
    }
  });

  it("draws the company logo and the card's dark colours, name in a colour that reads", async () => {
    const logo = await sharp({
      create: { width: 400, height: 160, channels: 4, background: '#16a34a' },
    })
      .png()
      .toBuffer();
    const form = multipart(
      { ...SAMPLE_CARD_FIELDS, accentColor: '#38bdf8', backgroundColor: '#0f172a' },
      [{ field: 'brandLogo', filename: 'logo.png', contentType: 'image/png', content: logo }],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: owner.cookie },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json<{ id: string }>();
    const response = await get(`/api/card/background?id=${card.id}&layout=side`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect((await decodeQr(response.rawPayload))?.text).toBe(
      `${PUBLIC_URL}/showcase?id=${card.id}&src=background`,
    );
    // The side layout puts the logo top left (96, 96), fitted into 320×120.
    const { data } = await sharp(response.rawPayload)
      .extract({ left: 150, top: 150, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x16, 0xa3, 0x4a]);
  });

  it("answers a re-download of an unchanged card with 304, and a changed card's anew", async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const url = `/api/card/background?id=${card.id}&layout=corner`;
    const first = await get(url, owner.cookie);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(url, owner.cookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another layout is another image.
    const side = await get(`/api/card/background?id=${card.id}&layout=side`, owner.cookie);
    expect(side.headers.etag).not.toBe(etag);
  });

  it("is the owner's only: signed out 401, another user's card 404, unknown layout 400", async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const url = `/api/card/background?id=${card.id}&layout=corner`;
    expect((await get(url)).statusCode).toBe(401);
    const stranger = await createUser(t.app);
    const theirs = await get(url, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(
      (await get(`/api/card/background?id=missing&layout=corner`, owner.cookie)).statusCode,
    ).toBe(404);
    const unknown = await get(`/api/card/background?id=${card.id}&layout=diagonal`, owner.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect((await get(`/api/card/background?id=${card.id}`, owner.cookie)).statusCode).toBe(400);
  });

  it('limits how many an owner draws in a window: 429 past it, with the seconds to wait', async () => {
    const busy = await createUser(t.app);
    await grantSubscription(t.database.db, busy.id, { cards: 1 });
    const card = await createCardAs(t.app, busy.cookie, SAMPLE_CARD_FIELDS);
    const url = `/api/card/background?id=${card.id}&layout=minimal`;
    for (let i = 0; i < BACKGROUNDS_PER_WINDOW; i++) {
      expect((await get(url, busy.cookie)).statusCode, `request ${i + 1}`).toBe(200);
    }
    const limited = await get(url, busy.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Previews are counted apart, so the share page still shows the layouts.
    expect((await get(cardBackgroundUrl(card, 'minimal', 'preview'), busy.cookie)).statusCode).toBe(
      200,
    );
    // Someone else is not held back by it.
    const other = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    expect(
      (await get(`/api/card/background?id=${other.id}&layout=minimal`, owner.cookie)).statusCode,
    ).toBe(200);
  });

  it('limits previews on their own, at a higher count', async () => {
    const busy = await createUser(t.app);
    await grantSubscription(t.database.db, busy.id, { cards: 1 });
    const card = await createCardAs(t.app, busy.cookie, SAMPLE_CARD_FIELDS);
    expect(BACKGROUND_PREVIEWS_PER_WINDOW).toBeGreaterThan(BACKGROUNDS_PER_WINDOW);
    const url = cardBackgroundUrl(card, 'corner', 'preview');
    for (let i = 0; i < BACKGROUND_PREVIEWS_PER_WINDOW; i++) {
      expect((await get(url, busy.cookie)).statusCode, `preview ${i + 1}`).toBe(200);
    }
    const limited = await get(url, busy.cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(cardBackgroundUrl(card, 'corner'), busy.cookie)).statusCode).toBe(200);
  });
});
