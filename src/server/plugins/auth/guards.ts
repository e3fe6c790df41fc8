import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { authSessions, profiles, type ProfileRow } from '../../db/schema';
import { apiTokenOfHeader } from '../../lib/api-token-secret';
import { AppError } from '../../lib/app-error';
import { requestOrigin } from '../../lib/request-origin';
import { API_TOKEN_MESSAGES } from '../../../shared/api-tokens';
import { ERROR_CODES } from '../../../shared/error-codes';
import { allows, userPrincipal, type Principal, type Resource } from '../../modules/access';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

/** Who is calling: the signed-in user, and their profile once they have completed it. */
export interface Caller {
  user: SessionUser;
  profile: ProfileRow | undefined;
}

/**
 * A signed-in user with a verified address and a completed profile, and who they are to the
 * access policy (modules/access): every owner-scoped service takes the principal.
 */
export interface SignedIn {
  user: SessionUser;
  profile: ProfileRow;
  principal: Principal;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's lookup, made at most once per request (findCaller). */
    callerLookup: Promise<Caller | null> | null;
  }
}

/** Gives every request a place for its caller's lookup; once, on the root app. */
export function registerCallerLookup(app: FastifyInstance) {
  app.decorateRequest('callerLookup', null);
}

/**
 * The signed-in caller (cookie or bearer token), or null; looked up once per request. A
 * credential better-auth accepted before (`app.rememberedSessions`) costs one query: its session row,
 * still unexpired, with the profile; none on PGlite while nothing has written sessions, users or
 * profiles since that row was last found live. Anything else goes through better-auth first.
 */
export function findCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  // An organisation's API token is no session: the routes that take one ask for it by scope
  // (api-tokens.ts), and to every other route the request has no caller.
  if (apiTokenOfHeader(request.headers.authorization) !== undefined) return Promise.resolve(null);
  request.callerLookup ??= lookUpCaller(app, request).then((caller) => {
    // A verified user's request names an address the site answers at (lib/site-addresses.ts).
    if (caller?.user.emailVerified) {
      app.siteAddresses.rememberSignedIn(requestOrigin(app.config, request), caller.user.id);
    }
    return caller;
  });
  return request.callerLookup;
}

async function lookUpCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const { db } = app.database;
  const credential = app.rememberedSessions.credentialOf(request.headers);
  const remembered = app.rememberedSessions;
  const known = credential === undefined ? undefined : remembered.get(credential);
  if (credential !== undefined && known) {
    const unchanged = remembered.unchanged(known);
    if (unchanged) return { user: known.user, profile: unchanged.profile };
    const writes = remembered.writesBefore();
    const session = await findLiveSession(db, known.token);
    if (session) {
      remembered.checked(credential, session.profile, writes);
      return { user: known.user, profile: session.profile };
    }
    // Signed out or revoked (here or on another instance): better-auth has the last word.
    remembered.forget(credential);
  }
  const writes = remembered.writesBefore();
  const result = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const { session, user } = result;
  const live = await findLiveSession(db, session.token);
  if (!live) return null;
  if (credential !== undefined) {
    remembered.remember(credential, session.token, user, session.expiresAt);
    remembered.checked(credential, live.profile, writes);
  }
  return { user, profile: live.profile };
}

/** The session with `token` if it exists and has not expired, with its user's profile. */
async function findLiveSession(
  db: Database,
  token: string,
): Promise<{ profile: ProfileRow | undefined } | undefined> {
  const [row] = await db
    .select({ profile: profiles })
    .from(authSessions)
    .leftJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(and(eq(authSessions.token, token), gt(authSessions.expiresAt, sql`now()`)));
  return row && { profile: row.profile ?? undefined };
}

/** The signed-in caller, or a 401. */
export async function requireCaller(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Caller> {
  const caller = await findCaller(app, request);
  if (caller) return caller;
  if (apiTokenOfHeader(request.headers.authorization) !== undefined) {
    throw new AppError(ERROR_CODES.API_TOKEN_NOT_ACCEPTED, API_TOKEN_MESSAGES.notAccepted);
  }
  throw AppError.unauthorized();
}

/** The signed-in user (cookie or bearer token), or a 401. */
export async function requireUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  return (await requireCaller(app, request)).user;
}

/** A signed-in user with a verified address and a completed profile. */
export async function requireProfile(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SignedIn> {
  const { user, profile } = await requireCaller(app, request);
  if (!user.emailVerified) {
    throw new AppError(ERROR_CODES.EMAIL_NOT_VERIFIED, 'Please verify your email address first');
  }
  if (!profile)
    throw new AppError(ERROR_CODES.FIRST_TIME_USER, 'Please complete your profile first');
  return { user, profile, principal: principalOf(app, user, profile) };
}

/** The access policy's principal for a user with a profile. */
export const principalOf = (app: FastifyInstance, user: SessionUser, profile: ProfileRow) =>
  userPrincipal(user.id, profile, app.config.auth.adminEmails);

/**
 * Every admin route's guard: 401 for anonymous callers, 403 for everyone the policy does not let
 * administer the resource (the site itself, unless the route names another).
 */
export async function requireAdmin(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: Resource = 'site',
): Promise<SignedIn> {
  const { user, profile } = await requireCaller(app, request);
  const principal = profile && user.emailVerified && principalOf(app, user, profile);
  if (!profile || !principal || !allows(principal, 'administer', resource)) {
    throw AppError.forbidden('Administrators only');
  }
  return { user, profile, principal };
}

/**
 * Routes tagged `admin` check the caller when the request arrives, before the body is read or
 * validated: a visitor gets 401 and a member 403 whatever they send.
 */
export function registerAdminGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const tags = (route.schema as { tags?: unknown } | undefined)?.tags;
    if (!Array.isArray(tags) || !tags.includes('admin')) return;
    const guard = async (request: FastifyRequest) => {
      await requireAdmin(app, request);
    };
    const existing = route.onRequest;
    route.onRequest = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
  });
}
