import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema';
import type { Mailer } from '../mail';
import { existingAccountMail, passwordResetMail, verificationMail } from './mails';
import { loadOrCreateSecret } from './secret';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/user';

export const OIDC_PROVIDER_ID = 'oidc';
const DAY_SECONDS = 24 * 60 * 60;

export interface AuthOptions {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** better-auth on our database: e-mail + password with required verification, social and OIDC. */
export async function createAuth({ config, database, mailer, log }: AuthOptions) {
  const secret = config.auth.secret ?? (await loadOrCreateSecret(config.dataDir));
  const { google, github, oidc } = config.auth;
  const secure = config.publicUrl.startsWith('https://');

  return betterAuth({
    appName: 'CardVault',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.enqueue(passwordResetMail(user.email, url));
      },
      // A duplicate sign-up answers like a new one (no account enumeration); the owner gets a mail.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.enqueue(existingAccountMail(user.email, `${config.publicUrl}/login`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.enqueue(verificationMail(user.email, url));
      },
    },
    socialProviders: {
      ...(google
        ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } }
        : {}),
      ...(github
        ? { github: { clientId: github.clientId, clientSecret: github.clientSecret } }
        : {}),
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google', 'github', OIDC_PROVIDER_ID] },
    },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Our own limiter (lib/rate-limiter.ts) guards these routes, in the database, across instances.
    rateLimit: { enabled: false },
    trustedOrigins: [config.publicUrl, ...config.auth.trustedOrigins],
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'cardvault',
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
    },
    logger: {
      log: (level, message) => log[level]({ component: 'auth' }, message),
    },
    plugins: [
      bearer(),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: oidc.name,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
