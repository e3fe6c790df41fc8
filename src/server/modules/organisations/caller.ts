import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireProfile } from '../../plugins/auth';
import type { Caller } from './service';

/** The signed-in caller of an organisation route (401 without a session, as every route). */
export async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const { user, profile } = await requireProfile(app, request);
  return {
    userId: user.id,
    email: user.email,
    name: profile.fullName || user.name,
    headers: fromNodeHeaders(request.headers),
  };
}
