import { expect, type BrowserContext, type Page } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../../src/server/db/client';
import { createAccountOverHttp } from '../shared/accounts-over-http';
import * as grants from '../shared/grants';
import { uniqueEmail } from '../shared/unique-email';
import { firstLink, waitForMail } from './mailbox';

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

/** `run` on the app's database as the shared grants take it (tests/support/shared/grants.ts). */
async function withAppDatabase(run: (db: Database) => Promise<void>): Promise<void> {
  const client = await database();
  try {
    await run(drizzle({ client, casing: 'snake_case' }) as unknown as Database);
  } finally {
    await client.end();
  }
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
 * mailed verification link (which signs the user in), and the profile unless `profile: false`
 * (tests/support/shared/accounts-over-http.ts, with the link read from the e2e server's mail).
 * Faster than the same steps in the page; tests/e2e/auth.spec.ts takes them in the page.
 * Returns the account and its session as one Cookie header.
 */
export async function createAccount(
  options: AccountOptions = {},
): Promise<E2eUser & { cookie: string }> {
  const email = options.email ?? uniqueEmail('e2e');
  const fullName = options.fullName ?? 'Ada Lovelace';
  const { id, cookie } = await createAccountOverHttp(appUrl(), {
    email,
    password: PASSWORD,
    fullName,
    profile: options.profile,
    mailedLink: async (to) => firstLink(await waitForMail(to, /verify/i)),
  });
  if (options.cards !== undefined)
    await grantSubscription(id, options.cards, options.status ?? 'trialing');
  return { id, email, password: PASSWORD, fullName, cookie };
}

/** An account made by createAccount, signed in within the page's (or the given) context. */
export async function signedInUser(
  pageOrContext: Page | BrowserContext,
  options: AccountOptions = {},
): Promise<E2eUser> {
  const context = 'context' in pageOrContext ? pageOrContext.context() : pageOrContext;
  const { cookie, ...user } = await createAccount(options);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
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
export function grantSubscription(
  userId: string,
  cards: number,
  status: 'trialing' | 'active' | 'past_due' | 'canceled' = 'trialing',
): Promise<void> {
  return withAppDatabase((db) => grants.grantSubscription(db, userId, { cards, status }));
}

/** Gives (or changes) an organisation's own subscription directly in the app's database. */
export function grantOrganisationSubscription(
  organisationId: string,
  cards: number,
  status: 'trialing' | 'active' | 'past_due' | 'canceled' = 'trialing',
): Promise<void> {
  return withAppDatabase((db) =>
    grants.grantOrganisationSubscription(db, organisationId, { cards, status }),
  );
}

/** Makes a user an administrator in the app's database, as `npm run cli -- admin grant` does. */
export function makeAdmin(userId: string): Promise<void> {
  return withAppDatabase((db) => grants.makeAdmin(db, userId));
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
