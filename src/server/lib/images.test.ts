import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageReencoder } from './images';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Artist: 'secret-author' } })
    .jpeg()
    .toBuffer();

describe('ImageReencoder', () => {
  it('bounds the size and drops the metadata', async () => {
    const image = await new ImageReencoder(2).reencode(await photo(1600, 900), 800);
    expect(image.contentType).toBe('image/jpeg');
    expect([image.width, image.height]).toEqual([800, 450]);
    expect(image.buffer.includes('secret-author')).toBe(false);
    expect((await sharp(image.buffer).metadata()).exif).toBeUndefined();
  });

  it('draws as many images at once as it was given slots; the others wait their turn', async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const task = (n: number) => () => {
      started.push(n);
      return new Promise<number>((resolve) => finish.push(() => resolve(n)));
    };
    const oneAtOnce = new ImageReencoder(1);
    const one = [1, 2, 3].map((n) => oneAtOnce.draw('icon', task(n)));
    expect(oneAtOnce.waiting).toBe(2);
    expect(started).toEqual([1]);
    while (finish.length) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(one)).toEqual([1, 2, 3]);
    expect(oneAtOnce.drawn.icon).toBe(3);

    const twoAtOnce = new ImageReencoder(2);
    const two = [4, 5, 6].map((n) => twoAtOnce.draw('qr', task(n)));
    expect(twoAtOnce.waiting).toBe(1);
    // Each app has its own: another one's queue does not hold this one's work.
    expect(oneAtOnce.waiting).toBe(0);
    while (finish.length) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(two);
  });

  it('re-encodes uploads in those turns, counted', async () => {
    const images = new ImageReencoder(1);
    const bytes = await photo(1200, 1200);
    const done = await Promise.all([1, 2, 3].map(() => images.reencode(bytes, 400)));
    expect(done.map((image) => image.width)).toEqual([400, 400, 400]);
    expect(images.drawn.upload).toBe(3);
  });

  it('refuses what is not a JPEG or PNG image, and an empty upload', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const images = new ImageReencoder(2);
    await expect(images.reencode(gif, 400)).rejects.toMatchObject({ status: 415 });
    await expect(images.reencode(Buffer.alloc(0), 400)).rejects.toMatchObject({ status: 415 });
  });
});
