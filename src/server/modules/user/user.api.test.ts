import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithExif, png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';

describe('user routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_FILE_SIZE: '1' });
  });
  afterAll(() => t.close());

  const getUser = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: cookie ? { cookie } : {},
      payload: {},
    });
  const update = (user: TestUser, form: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/update-user',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });

  it('lists no external providers when none is configured, and says mail stays on this machine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/auth-providers' });
    expect(response.json()).toEqual({ providers: [], localMailbox: true });
  });

  it('refuses anonymous callers on every user route', async () => {
    for (const url of [
      '/api/user/get-user',
      '/api/user/create-user',
      '/api/user/update-user',
      '/api/user/logout',
    ]) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(url === '/api/user/create-user' ? 400 : 401);
    }
    const anonymousCreate = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      payload: { auth_uid: 'x', email: 'a@b.co', fullName: 'A', termsAccepted: true },
    });
    expect(anonymousCreate.statusCode).toBe(401);
  });

  it('treats a verified user without a profile as a first-time user until the profile is created', async () => {
    const user = await createUser(t.app, { profile: false });
    const first = await getUser(user.cookie);
    expect(first.statusCode).toBe(404);
    expect(first.json()).toMatchObject({ error: 'FIRST_TIME_USER' });

    const body = {
      auth_uid: user.id,
      email: user.email,
      fullName: '  Grace Hopper  ',
      termsAccepted: true,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie: user.cookie },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: user.id,
      fullName: 'Grace Hopper',
      email: user.email,
      isAdmin: false,
      signInProvider: 'password',
      card_ids: [],
      subscriptionDetails: { has_subscription: false },
    });
    expect(
      Date.now() - Date.parse(created.json<{ termsAcceptedAt: string }>().termsAcceptedAt),
    ).toBeLessThan(60_000);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie: user.cookie },
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect((await getUser(user.cookie)).json()).toMatchObject({ fullName: 'Grace Hopper' });
  });

  it('validates the profile payload and names the field', async () => {
    const user = await createUser(t.app, { profile: false });
    const base = { auth_uid: user.id, email: user.email, fullName: 'Ok Name', termsAccepted: true };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, fullName: '   ' }, /^fullName: Please enter your full name$/],
      [{ ...base, fullName: 'x'.repeat(101) }, /^fullName: /],
      [
        { ...base, termsAccepted: false },
        /^termsAccepted: Please accept the terms and conditions to continue$/,
      ],
      [{ ...base, isAdmin: true }, /isAdmin|Unrecognized/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/create-user',
        headers: { cookie: user.cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const otherId = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie: user.cookie },
      payload: { ...base, auth_uid: 'someone-else' },
    });
    expect(otherId.statusCode).toBe(403);
    const otherEmail = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie: user.cookie },
      payload: { ...base, email: 'other@example.com' },
    });
    expect(otherEmail.statusCode).toBe(400);
    expect((await getUser(user.cookie)).statusCode).toBe(404);
  });

  it('shows each user only their own account', async () => {
    const ada = await createUser(t.app, { fullName: 'Ada' });
    const bob = await createUser(t.app, { fullName: 'Bob' });
    expect((await getUser(ada.cookie)).json()).toMatchObject({ id: ada.id, fullName: 'Ada' });
    expect((await getUser(bob.cookie)).json()).toMatchObject({ id: bob.id, fullName: 'Bob' });
    await update(bob, multipart({ fullName: 'Bobby' }));
    expect((await getUser(ada.cookie)).json()).toMatchObject({ fullName: 'Ada' });
  });

  it('updates the name and re-encodes an uploaded avatar without its metadata', async () => {
    const user = await createUser(t.app);
    const original = await jpegWithExif(1200, 900);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await update(
      user,
      multipart({ fullName: 'Ada King', jobTitle: 'Analyst' }, [
        { field: 'profileImage', filename: 'me.jpg', contentType: 'image/jpeg', content: original },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ fullName: string; jobTitle: string; profileImageUrl: string }>();
    expect(body).toMatchObject({ fullName: 'Ada King', jobTitle: 'Analyst' });
    expect(body.profileImageUrl).toMatch(/^\/media\/avatars\/.+\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url: body.profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(512);
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);

    const removed = await update(user, multipart({ fullName: 'Ada King', profileImageName: '' }));
    expect(removed.json()).toMatchObject({ profileImageUrl: null });
    expect((await t.app.inject({ method: 'GET', url: body.profileImageUrl })).statusCode).toBe(404);
  });

  it('keeps a transparent PNG as PNG', async () => {
    const user = await createUser(t.app);
    const response = await update(
      user,
      multipart({ fullName: 'Ada' }, [
        {
          field: 'profileImage',
          filename: 'a.png',
          contentType: 'image/png',
          content: await png(40, 40, true),
        },
      ]),
    );
    expect(response.json<{ profileImageUrl: string }>().profileImageUrl).toMatch(/\.png$/);
  });

  it('refuses files that are not JPEG or PNG, whatever they claim, and files over the limit', async () => {
    const user = await createUser(t.app);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const polyglot = Buffer.concat([Buffer.from('<script>alert(1)</script>'), await png()]);
    const truncated = (await png(200, 200)).subarray(0, 60);
    const attempts = [
      { filename: 'x.png', contentType: 'image/png', content: Buffer.from('just text') },
      { filename: 'x.gif', contentType: 'image/gif', content: gif },
      { filename: 'x.jpg', contentType: 'image/jpeg', content: polyglot },
      { filename: 'x.png', contentType: 'image/png', content: truncated },
      { filename: 'x.png', contentType: 'image/png', content: Buffer.alloc(0, 0) },
    ];
    for (const file of attempts) {
      const response = await update(
        user,
        multipart({ fullName: 'Ada' }, [{ field: 'profileImage', ...file }]),
      );
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json()).toEqual({
        error: 'INVALID_IMAGE',
        message: 'Invalid file type. Please use JPEG, JPG, or PNG format.',
      });
    }
    const big = Buffer.alloc(1024 * 1024 + 10, 1);
    const tooLarge = await update(
      user,
      multipart({ fullName: 'Ada' }, [
        { field: 'profileImage', filename: 'big.jpg', contentType: 'image/jpeg', content: big },
      ]),
    );
    expect(tooLarge.statusCode).toBe(413);
    // The limit beside the sentence, for the reader's language (error.FILE_TOO_LARGE).
    expect(tooLarge.json()).toEqual({
      error: 'FILE_TOO_LARGE',
      message: 'File too large. Maximum size is 1MB.',
      details: { megabytes: 1 },
    });
    expect((await getUser(user.cookie)).json()).toMatchObject({ profileImageUrl: null });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const user = await createUser(t.app);
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await update(
      user,
      multipart({ fullName: 'Ada' }, [
        { field: 'profileImage', filename: 'bomb.png', contentType: 'image/png', content: bomb },
      ]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'IMAGE_TOO_LARGE' });
  });

  it('refuses an image no card shows, with its sizes and the limits beside the sentence', async () => {
    const user = await createUser(t.app);
    const narrow = await sharp({
      create: { width: 8, height: 800, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const response = await update(
      user,
      multipart({ fullName: 'Ada' }, [
        {
          field: 'profileImage',
          filename: 'narrow.png',
          contentType: 'image/png',
          content: narrow,
        },
      ]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'IMAGE_SHAPE_NOT_ACCEPTED',
      message:
        'The image is 8 × 800 pixels: each side must be at least 16 pixels and at most 20 times the other.',
      details: { width: '8', height: '800', minSide: '16', maxRatio: 20 },
    });
  });

  it('validates account fields by name, refusing unknown and oversized ones', async () => {
    const user = await createUser(t.app);
    const cases: [Record<string, string>, RegExp][] = [
      [{ fullName: 'Ada', isAdmin: 'true' }, /isAdmin/],
      [{ fullName: 'Ada', bio: 'x'.repeat(101) }, /^bio: Bio must be at most 100 characters$/],
      [{ fullName: '' }, /^fullName: Please enter your full name$/],
      [{ bio: 'no name' }, /^fullName: /],
    ];
    for (const [fields, message] of cases) {
      const response = await update(user, multipart(fields));
      expect(response.statusCode, JSON.stringify(fields).slice(0, 50)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-user',
      headers: { cookie: user.cookie },
      payload: { fullName: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const extraFile = await update(
      user,
      multipart({ fullName: 'Ada' }, [
        { field: 'other', filename: 'a.png', contentType: 'image/png', content: await png() },
      ]),
    );
    expect(extraFile.statusCode).toBe(400);
    expect(extraFile.json<{ message: string }>().message).toBe('other: unexpected file');
  });

  it('keeps the language chosen from the menu without moving the profile’s version, and refuses any other', async () => {
    const user = await createUser(t.app);
    const before = (await getUser(user.cookie)).json<{ language: unknown; version: number }>();
    expect(before.language).toBeNull();
    const setLanguage = (payload: unknown, cookie = user.cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/set-language',
        headers: cookie ? { cookie } : {},
        payload: payload as object,
      });

    const chosen = await setLanguage({ language: 'ar' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'ar' });
    const after = (await getUser(user.cookie)).json<{ language: unknown; version: number }>();
    expect(after).toMatchObject({ language: 'ar', version: before.version });

    for (const payload of [{ language: 'tlh' }, { language: 'AR' }, {}, { language: 'de', x: 1 }]) {
      const refused = await setLanguage(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
    expect((await setLanguage({ language: 'de' }, '')).statusCode).toBe(401);
    expect((await getUser(user.cookie)).json()).toMatchObject({ language: 'ar' });
  });

  it('logs out on the server: the old cookie stops working', async () => {
    const user = await createUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/session_token=;|Max-Age=0/);
    expect((await getUser(user.cookie)).statusCode).toBe(401);
  });
});

describe('external providers', () => {
  it('lists only the providers that are configured (and no local mailbox with SMTP)', async () => {
    const t = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_URL: 'https://cards.example.com',
      GITHUB_CLIENT_ID: 'gh',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      OIDC_ISSUER: 'http://127.0.0.1:9/realm',
      OIDC_CLIENT_ID: 'cv',
      OIDC_CLIENT_SECRET: 'cv-secret',
      OIDC_NAME: 'Company SSO',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/user/auth-providers' });
    expect(response.json()).toEqual({
      providers: [
        { id: 'github', name: 'GitHub' },
        { id: 'oidc', name: 'Company SSO' },
      ],
      localMailbox: false,
    });
    await t.close();
  });
});
