/**
 * What a user's browser does against a real server process, over HTTP with fetch: sign up, follow
 * the mailed verification link, complete the profile, and make or edit cards (multipart).
 */
import { multipart } from '../shared/multipart';
import { OPENED_FROM_MAIL } from '../shared/opened-from-mail';
import type { SmtpCapture } from '../fakes/smtp-capture';
import { cookieHeader } from '../api/users';

export interface SignedInUser {
  email: string;
  id: string;
  cookie: string;
}

export const CARD_FIELDS = {
  fullName: 'Ada Lovelace',
  jobTitle: 'Engineer',
  email: 'ada@example.com',
  phone: '+44 20 79460000',
  location: 'London',
};

export async function signUpOverHttp(baseUrl: string, email: string, password = 'correct-horse') {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, name: '', callbackURL: '/login' }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

/** The link in the verification mail to `email`, waiting for it to arrive at the SMTP capture. */
export async function mailedLink(smtp: SmtpCapture, email: string, timeoutMs = 20_000) {
  const mail = await smtp.waitFor((message) => message.to.includes(email), timeoutMs);
  const link = /https?:\/\/[^\s]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`the mail to ${email} has no link`);
  return link;
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

/** Sign-up, verification through the mailed link and a completed profile. */
export async function createUserOverHttp(
  baseUrl: string,
  smtp: SmtpCapture,
  email: string,
): Promise<SignedInUser> {
  await signUpOverHttp(baseUrl, email);
  const cookie = await verifyOverHttp(baseUrl, await mailedLink(smtp, email));
  const id = await sessionUserId(baseUrl, cookie);
  if (!id) throw new Error('no session after verification');
  const created = await postJson(baseUrl, cookie, '/api/user/create-user', {
    auth_uid: id,
    email,
    fullName: 'Ada Lovelace',
    termsAccepted: true,
  });
  if (created.status !== 201) throw new Error(`create-user failed: ${created.status}`);
  return { email, id, cookie };
}

export function postJson(baseUrl: string, cookie: string, pathName: string, body: unknown) {
  return fetch(`${baseUrl}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify(body),
  });
}

/** Needs the user's address in the server's ADMIN_EMAILS. */
export async function grantSubscriptionOverHttp(
  baseUrl: string,
  admin: SignedInUser,
  email: string,
  cardAllocation: number,
) {
  const response = await postJson(baseUrl, admin.cookie, '/api/payments/admin-grant-subscription', {
    email,
    cardAllocation,
  });
  if (response.status !== 200)
    throw new Error(`grant failed: ${response.status} ${await response.text()}`);
}

export type CardImage = { field: 'profileImage' | 'companyLogo'; content: Buffer };

/** POST card/create-card or card/update-card (with `fields.id`) as multipart. */
export function sendCard(
  baseUrl: string,
  cookie: string,
  fields: Record<string, string>,
  images: CardImage[] = [],
  signal?: AbortSignal,
) {
  const body = multipart(
    { ...CARD_FIELDS, ...fields },
    images.map(({ field, content }) => ({
      field,
      filename: 'image.png',
      contentType: 'image/png',
      content,
    })),
  );
  return fetch(`${baseUrl}/api/card/${fields.id ? 'update-card' : 'create-card'}`, {
    method: 'POST',
    headers: { ...body.headers, origin: baseUrl, cookie },
    body: body.payload,
    signal,
  });
}

export interface CardBody {
  id: string;
  title: string;
  bio: string;
  profileImageUrl: string | null;
}

export async function getCard(baseUrl: string, cookie: string, id: string) {
  const response = await fetch(`${baseUrl}/api/card?id=${encodeURIComponent(id)}`, {
    headers: { cookie },
  });
  return {
    status: response.status,
    card: response.ok ? ((await response.json()) as CardBody) : undefined,
  };
}
