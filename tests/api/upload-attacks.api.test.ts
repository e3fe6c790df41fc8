import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, supportRequests } from '../../src/server/db/schema';
import { setAdmin } from '../../src/server/modules/user';
import { hostilePng, jpegWithExif, png } from '../support/shared/images';
import { multipart } from '../support/shared/multipart';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';

const SCRIPT = '<script>alert(document.cookie)</script>';

/** Each upload route with the fields it needs besides the file, and the file field's name. */
const ROUTES = [
  {
    url: '/api/card/create-card',
    file: 'profileImage',
    fields: {
      fullName: 'Upload Test',
      jobTitle: 'Tester',
      email: 'upload@example.com',
      phone: '0412 345 678',
      location: 'Perth',
    },
  },
  { url: '/api/user/update-user', file: 'profileImage', fields: { fullName: 'Upload Test' } },
  {
    url: '/api/support/request',
    file: 'attachments',
    fields: { subject: 'Bug Report', body: 'See the attached file' },
  },
] as const;

/** Every field of every route that decodes an uploaded image (cards, avatar, support, logo). */
const DECODING_FIELDS = [
  ...['profileImage', 'companyLogo', 'brandLogo'].map((file) => ({ ...ROUTES[0], file })),
  ROUTES[1],
  ROUTES[2],
];

/** Every file under `dir` (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('upload attacks on every upload route', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      SUPPORT_RATE_LIMIT_PER_EMAIL: '1000',
      SUPPORT_RATE_LIMIT_PER_IP: '1000',
      MAILS_PER_ADDRESS_PER_DAY: '1000',
    });
    user = await createUser(t.app);
    admin = await createUser(t.app);
    await setAdmin(t.database.db, admin.id, true);
    await grantSubscription(t.database.db, user.id, { cards: 100, status: 'active' });
  });
  afterAll(() => t.close());

  const upload = (
    url: string,
    fields: Record<string, string>,
    file: string,
    filename: string,
    content: Buffer,
    contentType = 'image/png',
  ) => {
    const form = multipart(fields, [{ field: file, filename, contentType, content }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  /** The stored file's address, wherever the route reports it. */
  async function storedFileUrl(url: string, body: Record<string, unknown>): Promise<string> {
    if (url === '/api/support/request') {
      const list = await t.app.inject({
        method: 'POST',
        url: '/api/support/list-requests',
        headers: { cookie: admin.cookie },
        payload: { page: 1 },
      });
      const first = list.json<{ items: { attachments: { url: string }[] }[] }>().items[0];
      return first?.attachments[0]?.url ?? '';
    }
    return String(body.profileImageUrl ?? '');
  }

  it('refuses files that only pretend to be images', async () => {
    const bomb = await sharp({
      create: { width: 12_000, height: 12_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const attempts: [string, string, Buffer, string, number[]][] = [
      ['empty file', 'empty.png', Buffer.alloc(0), 'image/png', [400, 415]],
      ['truncated PNG', 'cut.png', (await png(300, 300)).subarray(0, 80), 'image/png', [415]],
      ['HTML named .png', 'page.png', Buffer.from(`<html>${SCRIPT}</html>`), 'image/png', [415]],
      [
        'script before PNG bytes',
        'poly.png',
        Buffer.concat([Buffer.from(SCRIPT), await png()]),
        'image/png',
        [415],
      ],
      [
        'SVG with script',
        'x.svg',
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
        'image/svg+xml',
        [415],
      ],
      [
        'SVG named .png',
        'x.png',
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`),
        'image/png',
        [415],
      ],
      ['decompression bomb', 'bomb.png', bomb, 'image/png', [413]],
    ];
    for (const route of ROUTES) {
      for (const [name, filename, content, type, statuses] of attempts) {
        const response = await upload(route.url, route.fields, route.file, filename, content, type);
        expect(
          statuses,
          `${route.url}: ${name} answered ${response.statusCode} ${response.body}`,
        ).toContain(response.statusCode);
        const body = response.json<{ details?: unknown }>();
        // The error body: its code and sentence, and the details some codes carry for the client.
        expect(body).toEqual({
          error: expect.any(String),
          message: expect.any(String),
          ...(body.details === undefined ? {} : { details: expect.any(Object) }),
        });
      }
    }
  });

  it('judges an image by what its header says decoding would cost, before decoding it, and stores nothing', async () => {
    const attempts: [string, Buffer, number][] = [
      // 485 KB at the assessment, 300 KB here: 320 MB once decoded, all of it at once (interlaced).
      [
        '16-bit interlaced RGBA 6320 × 6320',
        await hostilePng({
          width: 6320,
          height: 6320,
          bitDepth: 16,
          color: 'rgba',
          interlaced: true,
        }),
        413,
      ],
      // 60 KB: seconds of CPU, row by row.
      ['2 × 19,900,000', await hostilePng({ width: 2, height: 19_900_000, color: 'gray' }), 415],
      ['1 × 4000', await hostilePng({ width: 1, height: 4000 }), 415],
      ['4000 × 1', await hostilePng({ width: 4000, height: 1 }), 415],
      ['8 × 8', await hostilePng({ width: 8, height: 8 }), 415],
    ];
    const uploads = path.join(t.dataDir, 'uploads');
    const stored = await filesUnder(uploads);
    const rows = async () => [
      await t.database.db.$count(cards),
      await t.database.db.$count(supportRequests),
    ];
    const rowsBefore = await rows();
    for (const route of DECODING_FIELDS) {
      for (const [name, content, status] of attempts) {
        const response = await upload(route.url, route.fields, route.file, 'image.png', content);
        const where = `${route.url} ${route.file}: ${name}`;
        expect(response.statusCode, `${where} answered ${response.body}`).toBe(status);
        const body = response.json<{ error: string; message: string }>();
        expect(body.error, where).toMatch(
          status === 413 ? /^(IMAGE_TOO_LARGE|FILE_TOO_LARGE)$/ : /^IMAGE_SHAPE_NOT_ACCEPTED$/,
        );
        expect(body.message, where).toMatch(status === 413 ? /too large to decode/ : /at least 16/);
      }
    }
    // Nothing was written: no file, no card, no support request.
    expect(await filesUnder(uploads)).toEqual(stored);
    expect(await rows()).toEqual(rowsBefore);
  });

  it('re-encodes real images: trailing payloads, metadata and wrong extensions do not survive', async () => {
    const trailing = Buffer.concat([await png(48, 48), Buffer.from(SCRIPT)]);
    const exif = await jpegWithExif();
    const cases: [string, string, Buffer, string][] = [
      ['PNG with a script appended', 'tail.png', trailing, 'image/png'],
      ['JPEG with EXIF named .png', 'photo.png', exif, 'image/png'],
    ];
    for (const route of ROUTES) {
      for (const [name, filename, content, type] of cases) {
        const response = await upload(route.url, route.fields, route.file, filename, content, type);
        expect(response.statusCode, `${route.url}: ${name}: ${response.body}`).toBeLessThan(300);
        const fileUrl = await storedFileUrl(route.url, response.json());
        expect(fileUrl, `${route.url}: ${name}`).not.toBe('');
        const served = await t.app.inject({ url: fileUrl, headers: { cookie: admin.cookie } });
        expect(served.statusCode, `${route.url}: ${name} served`).toBe(200);
        expect(served.headers['content-type']).toMatch(/^image\/(png|jpeg)/);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from('secret location'))).toBe(false);
        // The bytes decode as the type they are served as, whatever the upload was called.
        const meta = await sharp(served.rawPayload).metadata();
        expect(served.headers['content-type']).toContain(meta.format === 'jpeg' ? 'jpeg' : 'png');
      }
    }
  });
});
