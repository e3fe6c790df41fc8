import { fromNodeHeaders } from 'better-auth/node';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authAccounts } from '../../db/schema';
import { limitPasswordCheck } from './limits';
import { ownedBy, within } from '../../modules/access';

/**
 * Proof that the person at the keyboard is the account's owner before something that cannot be
 * undone (docs/product.md#account-data): their password, or a recent sign-in.
 */

/** What the checks use of the server: the database, the rate limits and the identity library. */
type ReauthenticationContext = Pick<FastifyInstance, 'database' | 'config' | 'auth'>;

/** The hash of the user's password, or undefined for an account that signs in elsewhere. */
async function passwordHashOf(
  app: Pick<FastifyInstance, 'database'>,
  userId: string,
): Promise<string | undefined> {
  const [row] = await app.database.db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(within(authAccounts, ownedBy(userId)), eq(authAccounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? undefined;
}

export async function hasPassword(
  app: Pick<FastifyInstance, 'database'>,
  userId: string,
): Promise<boolean> {
  return (await passwordHashOf(app, userId)) !== undefined;
}

/**
 * Whether `password` is the user's, checked by the identity library's own hasher and counted
 * against the account's password-check budget (limits.ts), so a stolen session is no oracle.
 */
export async function isAccountPassword(
  app: ReauthenticationContext,
  request: FastifyRequest,
  userId: string,
  password: string,
): Promise<boolean> {
  const hash = await passwordHashOf(app, userId);
  if (!hash) return false;
  await limitPasswordCheck(app, request, userId);
  const context = await app.auth.$context;
  return context.password.verify({ hash, password });
}

/** When the session the request carries was created (its sign-in), or undefined without one. */
export async function sessionCreatedAt(
  app: Pick<FastifyInstance, 'auth'>,
  request: FastifyRequest,
): Promise<Date | undefined> {
  const result = await app.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableCookieCache: true },
  });
  return result ? new Date(result.session.createdAt) : undefined;
}

/**
 * Ends the request's session in the identity library and clears its cookies on the reply; after
 * the account itself was deleted there is no session row left, and the cookies still go.
 */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const result = await app.auth.api.signOut({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = result.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}
