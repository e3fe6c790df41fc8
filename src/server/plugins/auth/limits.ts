import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitAddress } from '../../lib/client-address';
import { enforceRateLimits, type RateLimitRule } from '../../lib/rate-limiter';

const DAY_SECONDS = 24 * 60 * 60;

/** Actions that send mail to the address they name (a visitor's support request included). */
const MAILING_ACTIONS = new Set(['sign-up', 'verify-mail', 'reset-mail', 'support']);

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however its address is spelt, for limit keys: lower case, without a `+tag`, and
 * for Gmail without dots and with googlemail.com as gmail.com (Gmail delivers all of those to the
 * same inbox). Only limit keys use this; accounts keep the address as typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

export function rateLimitRules(
  app: FastifyInstance,
  action: string,
  ip: string,
  email?: string,
): RateLimitRule[] {
  // Support requests have their own budget: a visitor's confirmation mail is the abusable part.
  const { perIp, perEmail, windowSeconds } =
    action === 'support' ? app.config.support.rateLimit : app.config.rateLimit;
  const rules: RateLimitRule[] = [
    { key: `${action}:ip:${rateLimitAddress(ip)}`, max: perIp, windowSeconds },
  ];
  if (email) {
    const mailbox = mailboxOf(email);
    rules.push({ key: `${action}:email:${mailbox}`, max: perEmail, windowSeconds });
    if (MAILING_ACTIONS.has(action)) {
      rules.push({
        key: `mail-to:${mailbox}`,
        max: app.config.rateLimit.mailsPerAddressPerDay,
        windowSeconds: DAY_SECONDS,
      });
    }
  }
  return rules;
}

/**
 * Counts the request against its action's limits per client address and per mailbox.
 * `ipCounted`: the per-IP rule (always the first) was already counted for this request, before
 * its body was read; only the address counts now.
 */
export async function limitRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  email?: string,
  options: { ipCounted?: boolean } = {},
) {
  const rules = rateLimitRules(app, action, request.ip, email);
  await enforceRateLimits(app.database.db, options.ipCounted ? rules.slice(1) : rules);
}

/**
 * Checks of a signed-in user's password (verify-password, change-password) share one budget per
 * account, whatever address they come from: a stolen session must not become a password oracle.
 */
export async function limitPasswordCheck(
  app: Pick<FastifyInstance, 'database' | 'config'>,
  request: FastifyRequest,
  userId: string,
) {
  const { perIp, perEmail, windowSeconds } = app.config.rateLimit;
  await enforceRateLimits(app.database.db, [
    { key: `password-check:ip:${rateLimitAddress(request.ip)}`, max: perIp, windowSeconds },
    { key: `password-check:user:${userId}`, max: perEmail, windowSeconds },
  ]);
}
