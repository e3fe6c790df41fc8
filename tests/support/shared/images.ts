import zlib from 'node:zlib';
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

/** PNG colour types and the samples each pixel has. */
const PNG_CHANNELS = { gray: [0, 1], rgb: [2, 3], 'gray-alpha': [4, 2], rgba: [6, 4] } as const;

/** Adam7's passes: where each starts and how far apart its pixels are (x0, y0, dx, dy). */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `width` × `height` black (transparent) pixels, written byte by byte: whatever
 * size, bit depth and interlacing its header promises, its pixel data is zeros deflated as they
 * are produced, so a 6320 × 6320 16-bit RGBA image is about 300 KB here and in memory, while
 * decoding it takes 320 MB. What an attacker sends to make a server decode far more than it
 * received.
 */
export async function hostilePng(options: {
  width: number;
  height: number;
  bitDepth?: 8 | 16;
  color?: keyof typeof PNG_CHANNELS;
  interlaced?: boolean;
}): Promise<Buffer> {
  const { width, height, bitDepth = 8, color = 'rgb', interlaced = false } = options;
  const [colorType, channels] = PNG_CHANNELS[color];
  const rowBytes = (pixels: number) => 1 + Math.ceil((pixels * channels * bitDepth) / 8);
  let raw = 0;
  if (!interlaced) raw = height * rowBytes(width);
  else {
    for (const [x0, y0, dx, dy] of ADAM7) {
      const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
      const rows = height > y0 ? Math.ceil((height - y0) / dy) : 0;
      if (columns && rows) raw += rows * rowBytes(columns);
    }
  }
  // Every filter byte and sample zero: deflated a megabyte at a time, never all in memory.
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const zeros = Buffer.alloc(1 << 20);
  for (let left = raw; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colorType;
  header[12] = interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
