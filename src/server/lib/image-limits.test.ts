import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostilePng } from '../../../tests/support/shared/images';
import {
  decodeCostRefusal,
  decodedBytesOf,
  readImageHeader,
  shapeRefusal,
  type ImageHeader,
} from './image-limits';
import { coverRegion, fitStoredImage } from './images';

const header = (width: number, height: number, more: Partial<ImageHeader> = {}): ImageHeader => ({
  format: 'png',
  width,
  height,
  upright: { width, height },
  frames: 1,
  channels: 3,
  bytesPerSample: 1,
  hasAlpha: false,
  ...more,
});

describe('image limits, from the header alone', () => {
  it('reads what a PNG promises without decoding it: 16-bit interlaced RGBA 6320 × 6320', async () => {
    const bytes = await hostilePng({
      width: 6320,
      height: 6320,
      bitDepth: 16,
      color: 'rgba',
      interlaced: true,
    });
    expect(bytes.length).toBeLessThan(400_000);
    const read = await readImageHeader(bytes);
    expect(read).toMatchObject({ format: 'png', width: 6320, height: 6320, channels: 4 });
    expect(read?.bytesPerSample).toBe(2);
    expect(decodedBytesOf(read!)).toBe(6320 * 6320 * 4 * 2);
    expect(decodeCostRefusal(read!)).toBe(
      'The image is too large to decode: its 6320 × 6320 pixels (4 channels of 16 bits) take 320 MB; at most 24 megapixels and 96 MB are accepted.',
    );
  });

  it('bounds pixels and decoded bytes: a 24-megapixel photo passes, with alpha too, not past it', () => {
    expect(decodeCostRefusal(header(6000, 4000))).toBeUndefined();
    expect(decodeCostRefusal(header(6000, 4000, { channels: 4 }))).toBeUndefined();
    expect(decodeCostRefusal(header(6000, 4001))).toMatch(/too large to decode/);
    // Fewer pixels, twice the bytes each: 16 bits a sample.
    expect(decodeCostRefusal(header(4000, 4000, { bytesPerSample: 2 }))).toBeUndefined();
    expect(decodeCostRefusal(header(4000, 4000, { bytesPerSample: 2, channels: 4 }))).toMatch(
      /128 MB/,
    );
    // Every frame of an animation counts.
    expect(decodeCostRefusal(header(2000, 2000, { frames: 7 }))).toMatch(/in 7 frames/);
  });

  it('refuses sides under 16 pixels and one side more than 20 times the other', () => {
    for (const [width, height] of [
      [16, 320],
      [320, 16],
      [16, 16],
      [4000, 3000],
    ] as const) {
      expect(shapeRefusal(header(width, height)), `${width} × ${height}`).toBeUndefined();
    }
    for (const [width, height] of [
      [16, 321],
      [321, 16],
      [15, 15],
      [1, 4000],
      [2, 19_900_000],
    ] as const) {
      expect(shapeRefusal(header(width, height)), `${width} × ${height}`).toBe(
        `The image is ${width} × ${height} pixels: each side must be at least 16 pixels and at most 20 times the other.`,
      );
    }
  });

  it('knows the upright sides of a photo stored sideways', async () => {
    const sideways = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#000' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await readImageHeader(sideways)).toMatchObject({
      width: 40,
      height: 20,
      upright: { width: 20, height: 40 },
    });
  });

  it('reads nothing from bytes that are not an image', async () => {
    expect(await readImageHeader(Buffer.alloc(0))).toBeUndefined();
    expect(await readImageHeader(Buffer.from('<svg'))).toBeUndefined();
  });
});

describe('stored images drawn to cover a box', () => {
  it('are cut to the part the cover fit draws from (or twice that, for a strategy) first', () => {
    expect(coverRegion({ width: 1, height: 512 }, 1)).toEqual({
      left: 0,
      top: 255,
      width: 1,
      height: 1,
    });
    expect(coverRegion({ width: 512, height: 1 }, 1, 2)).toEqual({
      left: 255,
      top: 0,
      width: 2,
      height: 1,
    });
    expect(coverRegion({ width: 400, height: 300 }, 1, 2)).toBeUndefined();
    expect(coverRegion({ width: 400, height: 300 }, 1)).toEqual({
      left: 50,
      top: 0,
      width: 300,
      height: 300,
    });
  });

  it('are drawn at the size asked when their shape passes, and not at all when it does not', async () => {
    const tall = await sharp({
      create: { width: 30, height: 600, channels: 3, background: '#f00' },
    })
      .png()
      .toBuffer();
    const fitted = await fitStoredImage(tall, {
      width: 512,
      height: 512,
      fit: 'cover',
      position: 'attention',
    });
    const { info } = await fitted!.png().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 512]);
    const column = await hostilePng({ width: 1, height: 512 });
    expect(await fitStoredImage(column, { width: 512, height: 512, fit: 'cover' })).toBeUndefined();
  });
});
