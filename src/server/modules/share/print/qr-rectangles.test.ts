import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrRectangles } from './qr-rectangles';

/** The rectangles painted black on white, `scale` pixels a module, as a PNG. */
async function paint(rects: ReturnType<typeof qrRectangles>, scale: number): Promise<Buffer> {
  const side = rects.total * scale;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" shape-rendering="crispEdges">`,
    `<rect width="${side}" height="${side}" fill="#fff"/>`,
    ...rects.rects.map(
      (r) =>
        `<rect x="${r.x * scale}" y="${r.y * scale}" width="${r.width * scale}" height="${r.height * scale}"/>`,
    ),
    '</svg>',
  ].join('');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('qrRectangles', () => {
  it('draws a code that decodes to the text, with four light modules all round', async () => {
    const text = 'https://cards.example.com/showcase?id=p1wGBz6K81eZKlpB&src=print';
    const code = qrRectangles(text);
    const { data, info } = await sharp(await paint(code, 6))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(text);
    for (const rect of code.rects) {
      expect(rect.x).toBeGreaterThanOrEqual(4);
      expect(rect.y).toBeGreaterThanOrEqual(4);
      expect(rect.x + rect.width).toBeLessThanOrEqual(code.total - 4);
      expect(rect.y + rect.height).toBeLessThanOrEqual(code.total - 4);
    }
  });

  it('joins each run of dark modules in a row into one rectangle', () => {
    const { rects } = qrRectangles('x');
    // The finder pattern's top row is seven dark modules: one rectangle.
    expect(rects[0]).toEqual({ x: 4, y: 4, width: 7, height: 1 });
    for (const [i, rect] of rects.entries()) {
      const next = rects[i + 1];
      if (next && next.y === rect.y) expect(next.x).toBeGreaterThan(rect.x + rect.width);
    }
  });
});
