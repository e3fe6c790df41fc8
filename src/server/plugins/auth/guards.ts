import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profiles, type ProfileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { USER_ERRORS } from '../../../shared/user';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

/** The signed-in user (cookie or bearer token), or a 401. */
export async function requireUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  const result = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) throw AppError.unauthorized();
  return result.user;
}

/** A signed-in user with a verified address and a completed profile. */
export async function requireProfile(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: SessionUser; profile: ProfileRow }> {
  const user = await requireUser(app, request);
  if (!user.emailVerified) {
    throw new AppError(USER_ERRORS.emailNotVerified, 'Please verify your email address first', 403);
  }
  const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.id, user.id));
  if (!profile)
    throw new AppError(USER_ERRORS.firstTimeUser, 'Please complete your profile first', 404);
  return { user, profile };
}

export const isAdminProfile = (app: FastifyInstance, profile: ProfileRow) =>
  profile.isAdmin || app.config.auth.adminEmails.includes(profile.email.toLowerCase());

type AdminCaller = { user: SessionUser; profile: ProfileRow };
const checkedAdmins = new WeakMap<FastifyRequest, AdminCaller>();

/** Every admin route's guard: 401 for anonymous callers, 403 for everyone who is not an admin. */
export async function requireAdmin(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AdminCaller> {
  const checked = checkedAdmins.get(request);
  if (checked) return checked;
  const caller = await checkAdmin(app, request);
  checkedAdmins.set(request, caller);
  return caller;
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

async function checkAdmin(app: FastifyInstance, request: FastifyRequest): Promise<AdminCaller> {
  const result = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) throw AppError.unauthorized();
  const [profile] = await app.database.db
    .select()
    .from(profiles)
    .where(eq(profiles.id, result.user.id));
  if (!profile || !result.user.emailVerified || !isAdminProfile(app, profile)) {
    throw AppError.forbidden('Administrators only');
  }
  return { user: result.user, profile };
}
