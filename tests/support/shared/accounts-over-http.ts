/**
 * An account made the way a browser makes one, over HTTP with fetch against a running server (a
 * system test's process, the journeys' e2e server or embedded server): the sign-up, the mailed
 * verification link opened as from the mail (which signs the user in), and the profile. Each
 * layer reads the verification mail where its server sends it.
 */
import { cookieHeader } from './cookies';
import { OPENED_FROM_MAIL } from './opened-from-mail';

export function postJson(baseUrl: string, cookie: string, pathName: string, body: unknown) {
  return fetch(`${baseUrl}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify(body),
  });
}

export async function signUpOverHttp(baseUrl: string, email: string, password = 'correct-horse') {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, name: '', callbackURL: '/login' }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

/** Follows a verification link (on `baseUrl`, whichever instance sent it); returns the cookie. */
export async function verifyOverHttp(baseUrl: string, link: string): Promise<string> {
  const url = new URL(link);
  const response = await fetch(`${baseUrl}${url.pathname}${url.search}`, {
    redirect: 'manual',
    headers: OPENED_FROM_MAIL,
  });
  const cookie = cookieHeader(response.headers.getSetCookie());
  if (response.status !== 302 || !cookie)
    throw new Error(`verification failed: ${response.status}`);
  return cookie;
}

export async function sessionUserId(baseUrl: string, cookie: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
  const body = (await response.json()) as { user?: { id: string } } | null;
  return body?.user?.id;
}

export interface AccountOverHttp {
  id: string;
  email: string;
  /** The session, as one Cookie request header. */
  cookie: string;
}

/** Sign-up, verification through the mailed link and, unless `profile: false`, the profile. */
export async function createAccountOverHttp(
  baseUrl: string,
  options: {
    email: string;
    /** The link of the verification mail sent to `email`, wherever this server sends its mail. */
    mailedLink: (email: string) => Promise<string>;
    password?: string;
    fullName?: string;
    /** false: verified and signed in, but the profile is not completed. */
    profile?: boolean | undefined;
  },
): Promise<AccountOverHttp> {
  const { email } = options;
  await signUpOverHttp(baseUrl, email, options.password);
  const cookie = await verifyOverHttp(baseUrl, await options.mailedLink(email));
  const id = await sessionUserId(baseUrl, cookie);
  if (!id) throw new Error('no session after verification');
  if (options.profile !== false) {
    const created = await postJson(baseUrl, cookie, '/api/user/create-user', {
      auth_uid: id,
      email,
      fullName: options.fullName ?? 'Ada Lovelace',
      termsAccepted: true,
    });
    if (created.status !== 201)
      throw new Error(`create-user failed: ${created.status} ${await created.text()}`);
  }
  return { id, email, cookie };
}
