import sharp from 'sharp';

/** A real JPEG with EXIF data (camera make and GPS-like comment) to prove metadata is stripped. */
export function jpegWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3355aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', ImageDescription: 'secret location 51.5N 0.1W' } })
    .toBuffer();
}

export function png(width = 32, height = 32, alpha = false): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 0, g: 128, b: 0, alpha: 0.5 } : '#00aa55',
    },
  })
    .png()
    .toBuffer();
}

/** A noisy camera-like JPEG of `width` × `height` stored sideways with EXIF orientation 6 (shown upright it is `height` wide). */
export async function noisyRotatedJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
