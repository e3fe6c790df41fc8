import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A4, CARD_SIZE, LETTER, mm, US_CARD_SIZE } from '../../src/shared/print';
import { resolveQrColors } from '../../src/shared/qr-colors';
import { PRINTS_PER_MINUTE } from '../../src/server/modules/share';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../support/api/cards';
import { readPdf, type PdfPage } from '../support/shared/pdf';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

const PUBLIC_URL = 'https://cards.example.com';

/** Half a point: what a print shop's software would still take for the same cut. */
const close = (actual: number, expected: number) => Math.abs(actual - expected) <= 0.5;

/**
 * The QR code a page draws in `dark`, redrawn from the rectangles pdfjs read (one pixel per unit
 * of `scale`) and decoded by jsQR: what a phone would read from the printed card.
 */
async function decodeDrawnQr(page: PdfPage, dark: string, clip: [number, number, number, number]) {
  const [cx, cy, cw, ch] = clip;
  const rects = page.filledRects.filter(
    ({ color, rect: [x, y] }) => color === dark && x >= cx && y >= cy && x < cx + cw && y < cy + ch,
  );
  if (rects.length === 0) return null;
  const scale = 8;
  const minX = Math.min(...rects.map(({ rect }) => rect[0]));
  const minY = Math.min(...rects.map(({ rect }) => rect[1]));
  const maxX = Math.max(...rects.map(({ rect }) => rect[0] + rect[2]));
  const maxY = Math.max(...rects.map(({ rect }) => rect[1] + rect[3]));
  const margin = 40;
  const width = Math.ceil((maxX - minX) * scale) + 2 * margin;
  const height = Math.ceil((maxY - minY) * scale) + 2 * margin;
  const pixels = Buffer.alloc(width * height * 4, 255);
  for (const { rect } of rects) {
    const left = Math.round((rect[0] - minX) * scale) + margin;
    // PDF's y goes up; the image's goes down.
    const top = Math.round((maxY - rect[1] - rect[3]) * scale) + margin;
    const right = Math.round((rect[0] + rect[2] - minX) * scale) + margin;
    const bottom = Math.round((maxY - rect[1]) * scale) + margin;
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++)
        pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('GET /api/card/print.pdf', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 10 });
  });
  afterAll(() => t.close());

  const download = (id: string, sheet: string, cookie = owner.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/card/print.pdf?id=${id}&sheet=${sheet}`,
      headers: { cookie },
    });

  it('prints one 85 × 55 mm card: a front with the details and a back whose QR opens the card', async () => {
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      company: 'US Navy',
      accentColor: '#166534',
      backgroundColor: '#f7fbf5',
    });
    const response = await download(card.id, 'card');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="grace-hopper-cards.pdf"',
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(2);
    // The trim is the card, the bleed 3 mm past it, and the page leaves room for the marks.
    const trims = pdf.boxes('TrimBox');
    expect(trims).toHaveLength(2);
    for (const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] of trims) {
      expect(close(x2 - x1, CARD_SIZE.width), `${x2 - x1}`).toBe(true);
      expect(close(x2 - x1, mm(85))).toBe(true);
      expect(close(y2 - y1, mm(55))).toBe(true);
    }
    for (const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] of pdf.boxes('BleedBox')) {
      expect(close(x2 - x1, mm(91))).toBe(true);
      expect(close(y2 - y1, mm(61))).toBe(true);
    }
    for (const page of pdf.pages) {
      expect(page.width).toBeGreaterThan(mm(91));
      expect(page.height).toBeGreaterThan(mm(61));
    }

    const [front, back] = pdf.pages as [PdfPage, PdfPage];
    for (const detail of [
      'Grace Hopper',
      'Rear Admiral',
      'US Navy',
      'grace@example.com',
      '0412 345 678',
      'www.example.com',
    ])
      expect(front.text).toContain(detail);

    const address = `${PUBLIC_URL}/showcase?id=${card.id}&src=print`;
    expect(back.text).toContain(address);
    const { dark } = resolveQrColors('#166534', '#f7fbf5');
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = trims[1] ?? [];
    expect(await decodeDrawnQr(back, dark, [x1, y1, x2 - x1, y2 - y1])).toBe(address);
  });

  it('sets names in accented and Cyrillic letters in the card font, and cuts what is too long', async () => {
    const card = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'Zoë Łukasiewicz-Müller',
      jobTitle: 'Главный инженер',
      company: 'Ярослав & Søn',
      fontFamily: 'lora',
      email: `${'very.long.address'.repeat(6)}@example.com`,
    });
    const pdf = await readPdf((await download(card.id, 'card')).rawPayload);
    const front = pdf.pages[0]?.text ?? '';
    expect(front).toContain('Zoë Łukasiewicz-Müller');
    expect(front).toContain('Главный инженер');
    expect(front).toContain('Ярослав & Søn');
    // The long address is cut to the card's width with an ellipsis.
    expect(front).toMatch(/very\.long\.address.*…/);
    expect(front).not.toContain('@example.com');
  });

  it('shapes Arabic, Hebrew and Japanese: read back in reading order, never an empty box', async () => {
    const arabic = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: 'سارة المصري',
      jobTitle: 'מנהלת מוצר',
      company: 'Acme Corp 2024',
    });
    const japanese = await createCardAs(t.app, owner.cookie, {
      ...SAMPLE_CARD_FIELDS,
      fullName: '山田 花子',
      jobTitle: '営業部長',
      company: '株式会社サンプル',
      fontFamily: 'lora',
    });
    for (const card of [arabic, japanese]) {
      const response = await download(card.id, 'card');
      expect(response.statusCode, response.body).toBe(200);
      const pdf = await readPdf(response.rawPayload);
      const [front, back] = pdf.pages as [PdfPage, PdfPage];
      // Every character is drawn by a glyph of a font that has it: no .notdef (glyph 0).
      for (const page of pdf.pages) {
        expect(page.glyphs.length).toBeGreaterThan(0);
        expect(page.glyphs.filter((glyph) => glyph.code <= 0)).toEqual([]);
      }
      for (const detail of [card.fullName, card.jobTitle, card.company])
        expect(front.text, front.text).toContain(detail);
      expect(back.text).toContain(card.fullName);
    }
  });

  it.each([
    ['a4', A4, CARD_SIZE],
    ['letter', LETTER, US_CARD_SIZE],
  ] as const)(
    'prints ten cards on a %s sheet: fronts on page 1, backs on page 2',
    async (sheet, paper, cardSize) => {
      const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
      const response = await download(card.id, sheet);
      expect(response.statusCode).toBe(200);
      const pdf = await readPdf(response.rawPayload);
      expect(pdf.pages).toHaveLength(2);
      for (const page of pdf.pages) {
        expect(close(page.width, paper.width), `${page.width}`).toBe(true);
        expect(close(page.height, paper.height), `${page.height}`).toBe(true);
      }
      const [front, back] = pdf.pages as [PdfPage, PdfPage];
      expect(front.text.match(/Grace Hopper/g)).toHaveLength(10);
      expect(front.text.match(/grace@example\.com/g)).toHaveLength(10);
      const address = `${PUBLIC_URL}/showcase?id=${card.id}&src=print`;
      expect(back.text.split(address)).toHaveLength(11);
      // Every back's code reads: decode the one in each slot of the grid.
      const { dark } = resolveQrColors(card.accentColor, card.backgroundColor);
      const left = (paper.width - 2 * cardSize.width) / 2;
      const bottom = (paper.height - 5 * cardSize.height) / 2;
      for (let row = 0; row < 5; row++) {
        for (let column = 0; column < 2; column++) {
          const slot: [number, number, number, number] = [
            left + column * cardSize.width,
            bottom + row * cardSize.height,
            cardSize.width,
            cardSize.height,
          ];
          expect(await decodeDrawnQr(back, dark, slot), `${row}, ${column}`).toBe(address);
        }
      }
    },
  );

  it("answers 404 for another user's card, 400 for an unknown sheet, 401 signed out", async () => {
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const other = await createUser(t.app);
    const theirs = await download(card.id, 'card', other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: 'NOT_FOUND' });
    const unknown = await download(card.id, 'a5');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/card/print.pdf?id=${card.id}&sheet=card`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`answers 429 after ${PRINTS_PER_MINUTE} PDFs a minute, for that user only`, async () => {
    const busy = await createUser(t.app);
    for (let i = 0; i < PRINTS_PER_MINUTE; i++)
      expect((await download('no-such-card', 'card', busy.cookie)).statusCode).toBe(404);
    const over = await download('no-such-card', 'card', busy.cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    expect((await download(card.id, 'card')).statusCode).toBe(200);
  });
});
