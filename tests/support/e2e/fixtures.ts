import { expect, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { firstLink, waitForMail } from './mailbox';
import { OPENED_FROM_MAIL } from '../shared/opened-from-mail';
import { uniqueEmail } from '../shared/unique-email';

const controlUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
const appUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;

let databaseUrl: string | undefined;
async function database(): Promise<pg.Client> {
  databaseUrl ??= (
    (await (await fetch(`${controlUrl()}/config`)).json()) as { databaseUrl: string }
  ).databaseUrl;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

export { uniqueEmail };

/** The password of every account the fixtures make. */
export const PASSWORD = 'correct-horse-1';

export interface E2eUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

export interface AccountOptions {
  /** Subscription slots; none when unset. */
  cards?: number;
  status?: 'trialing' | 'active' | 'past_due' | 'canceled';
  fullName?: string;
  /** false: verified, but the profile is not completed (the app sends them to /complete-profile). */
  profile?: boolean;
  email?: string;
}

/**
 * An account made through the real flows over HTTP, as the browser would make it: sign-up, the
 * mailed verification link (which signs the user in), and the profile unless `profile: false`.
 * Faster than the same steps in the page; tests/e2e/auth.spec.ts takes them in the page.
 * Returns the account and the session's Set-Cookie headers.
 */
export async function createAccount(
  options: AccountOptions = {},
): Promise<E2eUser & { setCookies: string[] }> {
  const email = options.email ?? uniqueEmail('e2e');
  const fullName = options.fullName ?? 'Ada Lovelace';
  const headers = { 'content-type': 'application/json', origin: appUrl() };

  const signUp = await fetch(`${appUrl()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: '', callbackURL: '/login' }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const link = firstLink(await waitForMail(email, /verify/i));
  const verified = await fetch(link, {
    redirect: 'manual',
    headers: OPENED_FROM_MAIL,
  });
  const setCookies = verified.headers.getSetCookie();
  const session = setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
  expect(session).toContain('session_token');

  const me = (await (
    await fetch(`${appUrl()}/api/auth/get-session`, { headers: { cookie: session } })
  ).json()) as {
    user: { id: string };
  };
  if (options.profile !== false) {
    const created = await fetch(`${appUrl()}/api/user/create-user`, {
      method: 'POST',
      headers: { ...headers, cookie: session },
      body: JSON.stringify({ auth_uid: me.user.id, email, fullName, termsAccepted: true }),
    });
    expect(created.status).toBe(201);
  }

  if (options.cards !== undefined)
    await grantSubscription(me.user.id, options.cards, options.status ?? 'trialing');
  return { id: me.user.id, email, password: PASSWORD, fullName, setCookies };
}

/** An account made by createAccount, signed in within the page's (or the given) context. */
export async function signedInUser(
  pageOrContext: Page | BrowserContext,
  options: AccountOptions = {},
): Promise<E2eUser> {
  const context = 'context' in pageOrContext ? pageOrContext.context() : pageOrContext;
  const { setCookies, ...user } = await createAccount(options);
  await context.addCookies(
    setCookies.map((cookie) => {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      return {
        name: name ?? '',
        value: value.join('='),
        url: appUrl(),
        httpOnly: true,
        sameSite: 'Lax' as const,
      };
    }),
  );
  return user;
}

/** Gives (or changes) a user's subscription directly in the app's database. */
export async function grantSubscription(
  userId: string,
  cards: number,
  status: 'trialing' | 'active' | 'past_due' | 'canceled' = 'trialing',
): Promise<void> {
  const client = await database();
  try {
    await client.query(
      `insert into subscriptions (user_id, provider, status, card_allocation, trial_end, current_period_start, current_period_end)
       values ($1, 'local', $2, $3, now() + interval '2 months', now(), now() + interval '2 months')
       on conflict (user_id) do update set status = excluded.status, card_allocation = excluded.card_allocation`,
      [userId, status, cards],
    );
  } finally {
    await client.end();
  }
}

/** Makes a user an administrator, as `npm run cli -- admin grant` does. */
export async function makeAdmin(userId: string): Promise<void> {
  const client = await database();
  try {
    await client.query('update profiles set is_admin = true where id = $1', [userId]);
  } finally {
    await client.end();
  }
}

export interface SeededSubscriber {
  id: string;
  email: string;
  fullName: string;
}

/**
 * Verified users with a profile and a complimentary subscription, written straight to the database:
 * enough rows for the admin lists to page without signing anyone up.
 */
export async function seedSubscribers(
  fullNames: string[],
  status: 'trialing' | 'active' | 'past_due' | 'canceled' = 'active',
): Promise<SeededSubscriber[]> {
  const subscribers = fullNames.map((fullName) => {
    const email = uniqueEmail('seeded');
    return { id: `seeded-${email.split('@')[0]}`, email, fullName };
  });
  const ids = subscribers.map((subscriber) => subscriber.id);
  const emails = subscribers.map((subscriber) => subscriber.email);
  const client = await database();
  try {
    await client.query('begin');
    await client.query(
      `insert into auth_users (id, name, email, email_verified)
       select * from unnest($1::text[], $2::text[], $3::text[]) as u(id, name, email), (values (true)) as v(verified)`,
      [ids, fullNames, emails],
    );
    await client.query(
      `insert into profiles (id, full_name, email, terms_accepted_at)
       select id, full_name, email, now() from unnest($1::text[], $2::text[], $3::text[]) as p(id, full_name, email)`,
      [ids, fullNames, emails],
    );
    await client.query(
      `insert into subscriptions (user_id, provider, status, card_allocation, current_period_start, current_period_end)
       select id, 'complimentary', $2, 1, now(), now() + interval '1 year' from unnest($1::text[]) as s(id)`,
      [ids, status],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
  return subscribers;
}

/** A support request as the support inbox holds it once submitted (written to the database). */
export async function seedSupportRequest(request: {
  email: string;
  subject: string;
  body: string;
}): Promise<void> {
  const client = await database();
  try {
    await client.query(
      `insert into support_requests (email, subject, body, status, confirmed_at)
       values ($1, $2, $3, 'submitted', now())`,
      [request.email, request.subject, request.body],
    );
  } finally {
    await client.end();
  }
}

export interface CardFields {
  fullName: string;
  /** The card's own name (My Cards shows it as a badge); none when unset. */
  title?: string | undefined;
  jobTitle?: string | undefined;
  company?: string | undefined;
  bio?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  location?: string | undefined;
  website?: string | undefined;
  linkedin?: string | undefined;
  github?: string | undefined;
  /** Premium: the public page without our branding (docs/product.md#card-design). */
  hideBranding?: 'true' | 'false' | undefined;
}

const CARD_DEFAULTS: Omit<CardFields, 'fullName'> = {
  jobTitle: 'Engineer',
  company: 'Analytical Engines',
  bio: '',
  email: 'ada@example.com',
  phone: '0412 345 678',
  location: 'London',
};

/**
 * A card made over HTTP by the page's signed-in user, for journeys that are not about the form
 * (tests/e2e/cards.spec.ts takes the form). A field given as undefined is left out.
 */
export async function createCard(page: Page, card: CardFields): Promise<{ id: string }> {
  const fields = Object.entries({ ...CARD_DEFAULTS, ...card }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const response = await page.request.post(`${appUrl()}/api/card/create-card`, {
    headers: { origin: appUrl() },
    multipart: Object.fromEntries(fields),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}
