import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../../src/server/db/schema';
import { cookieHeader } from '../shared/cookies';
import { firstLinkIn } from '../shared/mail-links';
import { OPENED_FROM_MAIL } from '../shared/opened-from-mail';
import { uniqueEmail } from '../shared/unique-email';

export { cookieHeader, uniqueEmail };

/** The newest link mailed to `to` (read from the outbox, as the mail worker would send it). */
export async function latestMailedLink(app: FastifyInstance, to: string): Promise<string> {
  const [mail] = await app.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail was sent to ${to}`);
  return firstLinkIn(mail.text, `the newest mail to ${to}`);
}

export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export async function signUp(
  app: FastifyInstance,
  email: string,
  password = 'correct-horse',
  name = '',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name, callbackURL: '/login' },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** Follows the verification link; the response signs the user in. Returns the session cookie. */
export async function verifyEmail(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: pathOf(await latestMailedLink(app, email)),
    headers: OPENED_FROM_MAIL,
  });
  const cookie = cookieHeader(response.headers['set-cookie']);
  if (response.statusCode !== 302 || !cookie) {
    throw new Error(`verification failed: ${response.statusCode} ${response.headers.location}`);
  }
  return cookie;
}

export interface TestUser {
  email: string;
  password: string;
  cookie: string;
  id: string;
}

/** A verified user with a session; with `profile` (default) also a completed profile. */
export async function createUser(
  app: FastifyInstance,
  options: { email?: string; password?: string; fullName?: string; profile?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse';
  await signUp(app, email, password);
  const cookie = await verifyEmail(app, email);
  const session = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  const id = (session.json() as { user: { id: string } }).user.id;
  if (options.profile !== false) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie },
      payload: {
        auth_uid: id,
        email,
        fullName: options.fullName ?? 'Ada Lovelace',
        termsAccepted: true,
      },
    });
    if (created.statusCode !== 201) throw new Error(`create-user failed: ${created.body}`);
  }
  return { email, password, cookie, id };
}
