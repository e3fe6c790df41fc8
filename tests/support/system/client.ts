/**
 * What a user's browser does against a real server process, over HTTP with fetch: sign up, follow
 * the mailed verification link and complete the profile (the steps every layer shares, in
 * tests/support/shared/accounts-over-http.ts, with the link read from the SMTP capture), and make
 * or edit cards (multipart).
 */
import type { SmtpCapture } from '../fakes/smtp-capture';
import { createAccountOverHttp, postJson } from '../shared/accounts-over-http';
import { firstLinkIn } from '../shared/mail-links';
import { multipart } from '../shared/multipart';

export {
  postJson,
  sessionUserId,
  signUpOverHttp,
  verifyOverHttp,
} from '../shared/accounts-over-http';

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

/** The link in the verification mail to `email`, waiting for it to arrive at the SMTP capture. */
export async function mailedLink(smtp: SmtpCapture, email: string, timeoutMs = 20_000) {
  const mail = await smtp.waitFor((message) => message.to.includes(email), timeoutMs);
  return firstLinkIn(mail.text, `the mail to ${email}`);
}

/** Sign-up, verification through the mailed link and a completed profile. */
export async function createUserOverHttp(
  baseUrl: string,
  smtp: SmtpCapture,
  email: string,
): Promise<SignedInUser> {
  return createAccountOverHttp(baseUrl, { email, mailedLink: (to) => mailedLink(smtp, to) });
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
