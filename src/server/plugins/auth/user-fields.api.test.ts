import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_NAME_MAX_LENGTH } from '../../../shared/user';
import { authUsers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, uniqueEmail } from '../../../../tests/support/api/users';

/** better-auth's own user fields, `name` and `image`, within the same rules as our profile. */
describe('the auth library’s name and image fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (fields: Record<string, unknown>) => {
    const email = uniqueEmail();
    return {
      email,
      response: t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'long-enough-1', name: '', ...fields },
      }),
    };
  };
  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(authUsers).where(eq(authUsers.email, email)))[0];

  it('refuses an over-long name or an image that is not https on sign-up', async () => {
    for (const fields of [
      { name: 'x'.repeat(200 * 1024) },
      { name: 'x'.repeat(FULL_NAME_MAX_LENGTH + 1) },
      { name: 42 },
      { image: 'http://images.example.com/me.png' },
      { image: 'javascript:alert(1)' },
      { image: 'data:image/png;base64,AAAA' },
      { image: `https://images.example.com/${'a'.repeat(3000)}` },
    ]) {
      const { email, response } = signUp(fields);
      const answer = await response;
      expect(answer.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
      expect(await userByEmail(email)).toBeUndefined();
    }
    const { email, response } = signUp({
      name: 'n'.repeat(FULL_NAME_MAX_LENGTH),
      image: 'https://images.example.com/me.png',
    });
    expect((await response).statusCode).toBe(200);
    expect(await userByEmail(email)).toMatchObject({
      name: 'n'.repeat(FULL_NAME_MAX_LENGTH),
      image: 'https://images.example.com/me.png',
    });
  });

  it('refuses them on update-user too', async () => {
    const user = await createUser(t.app);
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie: user.cookie },
        payload,
      });
    for (const payload of [
      { name: 'x'.repeat(200 * 1024) },
      { image: 'http://images.example.com/me.png' },
      { image: 'ftp://images.example.com/me.png' },
    ]) {
      const answer = await update(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
    expect(await userByEmail(user.email)).toMatchObject({ name: '', image: null });
    expect(
      (await update({ name: 'Ada', image: 'https://images.example.com/a.png' })).statusCode,
    ).toBe(200);
    expect(await userByEmail(user.email)).toMatchObject({
      name: 'Ada',
      image: 'https://images.example.com/a.png',
    });
    expect((await update({ image: null })).statusCode).toBe(200);
    expect((await userByEmail(user.email))?.image).toBeNull();
  });
});
