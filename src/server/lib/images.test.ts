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

  it('decodes as many images at once as it was given slots; the others wait their turn', async () => {
    const bytes = await photo(1200, 1200);
    const oneAtOnce = new ImageReencoder(1);
    const one = Array.from({ length: 3 }, () => oneAtOnce.reencode(bytes, 400));
    expect(oneAtOnce.waiting).toBe(2);
    expect((await Promise.all(one)).map((image) => image.width)).toEqual([400, 400, 400]);
    expect(oneAtOnce.waiting).toBe(0);

    const twoAtOnce = new ImageReencoder(2);
    const two = Array.from({ length: 3 }, () => twoAtOnce.reencode(bytes, 400));
    expect(twoAtOnce.waiting).toBe(1);
    // Each app has its own: another one's queue does not hold this one's uploads.
    expect(oneAtOnce.waiting).toBe(0);
    await Promise.all(two);
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
