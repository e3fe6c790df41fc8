import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeImagesAtOnce, imagesWaitingToDecode, reencodeImage } from './images';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Artist: 'secret-author' } })
    .jpeg()
    .toBuffer();

afterEach(() => decodeImagesAtOnce(2));

describe('reencodeImage', () => {
  it('bounds the size and drops the metadata', async () => {
    const image = await reencodeImage(await photo(1600, 900), 800);
    expect(image.contentType).toBe('image/jpeg');
    expect([image.width, image.height]).toEqual([800, 450]);
    expect(image.buffer.includes('secret-author')).toBe(false);
    expect((await sharp(image.buffer).metadata()).exif).toBeUndefined();
  });

  it('decodes as many images at once as it was given slots; the others wait their turn', async () => {
    const bytes = await photo(1200, 1200);
    decodeImagesAtOnce(1);
    const one = Array.from({ length: 3 }, () => reencodeImage(bytes, 400));
    expect(imagesWaitingToDecode()).toBe(2);
    expect((await Promise.all(one)).map((image) => image.width)).toEqual([400, 400, 400]);
    expect(imagesWaitingToDecode()).toBe(0);

    decodeImagesAtOnce(2);
    const two = Array.from({ length: 3 }, () => reencodeImage(bytes, 400));
    expect(imagesWaitingToDecode()).toBe(1);
    await Promise.all(two);
  });

  it('refuses what is not a JPEG or PNG image, and an empty upload', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(reencodeImage(gif, 400)).rejects.toMatchObject({ status: 415 });
    await expect(reencodeImage(Buffer.alloc(0), 400)).rejects.toMatchObject({ status: 415 });
  });
});
