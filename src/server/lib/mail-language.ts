import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';
import type { Database } from '../db/client';
import { authUsers, profiles } from '../db/schema';
import { requestLanguage } from './language';

/**
 * The language of the request being answered, for the mails it causes (docs/ARCHITECTURE.md,
 * "Languages"). Kept once the body is parsed, so a handler and everything it awaits see it; jobs and
 * anything outside a request see none. Only requests that change something keep it (a read sends no
 * mail), and its headers are read only when a mail asks: the public card page and the other
 * reads pay nothing for it.
 */
const requestLanguages = new AsyncLocalStorage<{ headers: Record<string, unknown> }>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerRequestLanguage(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (READS.has(request.method)) done();
    else requestLanguages.run({ headers: request.headers }, done);
  });
}

/** The language the current request is answered in; undefined outside a request that writes. */
export function languageOfRequest(): Language | undefined {
  const store = requestLanguages.getStore();
  return store ? requestLanguage(store.headers) : undefined;
}

/**
 * The language a mail to `address` is written in: the saved language of the account with that
 * address, else `fallback` (the language of the request that caused the mail, when that request
 * is a fair guess for this recipient), else English.
 */
export async function recipientLanguage(
  executor: Database,
  address: string,
  fallback: Language | undefined,
): Promise<Language> {
  const [row] = await executor
    .select({ language: profiles.language })
    .from(authUsers)
    .innerJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.email, address.trim().toLowerCase()))
    .limit(1);
  if (isLanguage(row?.language)) return row.language;
  return fallback ?? DEFAULT_LANGUAGE;
}
