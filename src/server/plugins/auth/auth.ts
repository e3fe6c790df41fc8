import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { sso as ssoPlugin } from '@better-auth/sso';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth, organization } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import { useSealingSecret } from '../../db/sealed-text';
import {
  authAccounts,
  authInvitations,
  authMembers,
  authOrganizations,
  authSessions,
  authSsoProviders,
  authUsers,
  authVerifications,
  scimConnectionBindings,
  scimGroupMembers,
  scimGroups,
  scimIdentityTombstones,
  scimManagedConnectionEvents,
  scimManagedConnections,
  scimManagedCredentials,
  scimProjectionGrants,
  scimSubjects,
  scimUsers,
} from '../../db/schema';
import type { Mailer } from '../mail';
import { currentMailLanguage, currentMailSite, linkAtSite } from './mail-site';
import { existingAccountMail, passwordResetMail, verificationMail } from './mails';
import { passwordHasher } from './password-hashing';
import { dropUnprovenAccess, refuseUnverifiedProviderAddress } from './provider-addresses';
import { scimProvisioning, type ScimChangeListener } from './scim';
import { loadOrCreateSecret } from './secret';
import { sanitizedUserFields } from './user-fields';
import { trustedIdpOrigins, type SsoSignInHooks } from './sso-hooks';
import { PROVIDER_SIGN_IN_ERRORS } from '../../../shared/error-codes';
import { SSO_MESSAGES } from '../../../shared/sso';
import { inRequestLanguage } from '../../lib/request-words';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/user';
import { SESSION_DAYS } from '../../../shared/retention';
import {
  INVITATION_DAYS,
  ORG_MEMBERSHIP_LIMIT,
  ORG_PENDING_INVITATION_LIMIT,
} from '../../../shared/organisations';

export const OIDC_PROVIDER_ID = 'oidc';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The client address our /api/auth bridge hands better-auth (Fastify's `request.ip`, which
 * applies TRUST_PROXY), replacing any value a client sent, so sessions record the address the
 * rate limits count.
 */
export const CLIENT_IP_HEADER = 'x-cardvault-client-ip';

/**
 * The site's origin for this request (`lib/request-origin.ts`), which the bridge hands better-auth
 * the same way, replacing any value a client sent: without PUBLIC_URL, a page at the address the
 * request was sent to is trusted as our own (docs/product.md#site-address).
 */
export const SITE_ORIGIN_HEADER = 'x-cardvault-site-origin';

/** Reset links are rows `reset-password:<token>` whose value is the user's id. */
async function endResetLinks(db: Database, userId: string) {
  await db
    .delete(authVerifications)
    .where(
      and(
        like(authVerifications.identifier, 'reset-password:%'),
        eq(authVerifications.value, userId),
      ),
    );
}

export interface AuthOptions {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Told of each membership SCIM changed, once its transaction has committed. */
  onScimChange?: ScimChangeListener;
  /** Single sign-on's rules (modules/sso); without them the sso library is not loaded. */
  sso?: SsoSignInHooks;
}

/** The sign-ins an organisation's enforced SSO refuses for its domain's addresses. */
const SSO_GATED_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/request-password-reset']);
/** Of those, the ones an owner of that organisation keeps (the recovery path). */
const SSO_RECOVERY_PATHS = new Set(['/sign-in/email', '/request-password-reset']);

/** better-auth on our database: e-mail + password with required verification, social and OIDC. */
export async function createAuth({
  config,
  database,
  mailer,
  log,
  onScimChange,
  sso,
}: AuthOptions) {
  const secret = config.auth.secret ?? (await loadOrCreateSecret(config.dataDir));
  // An organisation's SSO client secret is stored sealed with a key derived from it.
  useSealingSecret(secret);
  const { google, github, oidc } = config.auth;
  const secure = config.publicUrl.startsWith('https://');
  const linkingProviders = new Set(config.auth.linkingProviders);
  // Mailed links name the address of the request that asked for the mail, when it names this
  // server (lib/request-origin.ts, `mailSiteUrl`); better-auth's own `baseURL` stays fixed.
  const mailSite = () => currentMailSite(config.publicUrl);
  const mailedLink = (url: string) => linkAtSite(url, config.publicUrl, mailSite());

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
        organization: authOrganizations,
        member: authMembers,
        invitation: authInvitations,
        scimManagedConnection: scimManagedConnections,
        scimManagedCredential: scimManagedCredentials,
        scimManagedConnectionEvent: scimManagedConnectionEvents,
        scimConnectionBinding: scimConnectionBindings,
        scimIdentityTombstone: scimIdentityTombstones,
        scimSubject: scimSubjects,
        scimUser: scimUsers,
        scimProjectionGrant: scimProjectionGrants,
        scimGroup: scimGroups,
        scimGroupMember: scimGroupMembers,
        ssoProvider: authSsoProviders,
      },
      // SCIM needs real interactive transactions (docs/decisions/0035-scim-provisioning.md).
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: passwordHasher(config.auth.passwordHashing),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.enqueue(
          await passwordResetMail(user.email, mailedLink(url), currentMailLanguage()),
        );
      },
      // A reset ends every other reset link of the user: an older mail cannot reset it again.
      onPasswordReset: async ({ user }) => {
        await endResetLinks(database.db, user.id);
      },
      // A duplicate sign-up answers like a new one (no account enumeration); the owner gets a mail.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.enqueue(
          await existingAccountMail(user.email, `${mailSite()}/login`, currentMailLanguage()),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.enqueue(
          await verificationMail(user.email, mailedLink(url), currentMailLanguage()),
        );
      },
      // Runs only for an account whose address was unverified until this link.
      beforeEmailVerification: async (user) => {
        const dropped = await dropUnprovenAccess(database.db, user.id);
        if (dropped)
          log.info({ dropped }, 'external sign-ins made without a verified address removed');
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
    // better-auth's "trusted" providers are linked even with an unverified address; none is.
    account: { accountLinking: { enabled: true, trustedProviders: [] } },
    user: {
      // Every external sign-in (a new account, a link, a return) needs the provider to report the
      // address verified. Linking a provider to an existing account also needs the provider named
      // in AUTH_LINKING_PROVIDERS (and, by better-auth, the account's own address verified).
      validateUserInfo: async (info) => {
        const { source } = info;
        const email = typeof info.user.email === 'string' ? info.user.email : '';
        // An SSO sign-in's address must be in a domain its provider's organisation has verified.
        if (sso && (source.method === 'sso-oidc' || source.method === 'sso-saml')) {
          const providerId = source.sso?.providerId ?? '';
          const refusal = await sso.refusalFor(providerId, email);
          if (!refusal) return;
          log.info({ provider: providerId, action: source.action }, 'SSO sign-in refused');
          return {
            error: PROVIDER_SIGN_IN_ERRORS.SSO_DOMAIN_NOT_VERIFIED,
            errorDescription: refusal,
          };
        }
        // An organisation that requires SSO refuses other providers for its domain's addresses.
        const required =
          sso && source.method === 'oauth' ? await sso.requirementFor(email) : undefined;
        if (required) {
          log.info({ provider: source.oauth?.providerId }, 'sign-in refused: SSO required');
          return {
            error: PROVIDER_SIGN_IN_ERRORS.SSO_REQUIRED,
            errorDescription: SSO_MESSAGES.required(required.organisationName),
          };
        }
        const unverified = refuseUnverifiedProviderAddress(info);
        if (unverified) {
          log.info(
            { provider: source.oauth?.providerId, action: source.action },
            'sign-in refused: the provider has not verified the address',
          );
          return unverified;
        }
        if (source.action !== 'link-account' || source.method !== 'oauth') return;
        if (linkingProviders.has(source.oauth?.providerId ?? '')) return;
        log.info(
          { provider: source.oauth?.providerId },
          'sign-in not linked to an existing account',
        );
        return {
          error: PROVIDER_SIGN_IN_ERRORS.ACCOUNT_NOT_LINKED,
          errorDescription: 'This address already has an account: sign in to it another way',
        };
      },
    },
    databaseHooks: {
      // Names and pictures from external providers, within the rules sign-up enforces.
      user: {
        // An account made by an SSO sign-in has its address from the organisation's provider, in
        // a domain the organisation verified (validateUserInfo above): the address is verified.
        create: {
          before: async (user, ctx) => ({
            data: {
              ...sanitizedUserFields(user),
              ...(ctx?.path.startsWith('/sso/') ? { emailVerified: true } : {}),
            },
          }),
        },
        update: { before: async (user) => ({ data: sanitizedUserFields(user) }) },
      },
    },
    hooks: {
      // A password change always ends every other session (better-auth leaves it to the client).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        // Enforced SSO: no password, reset or sign-up for the organisation's addresses; its owners
        // keep the password and its reset (recorded in the organisation's audit log).
        if (sso && SSO_GATED_PATHS.has(ctx.path)) {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          const required = typeof email === 'string' ? await sso.requirementFor(email) : undefined;
          if (required && !(required.ownerId && SSO_RECOVERY_PATHS.has(ctx.path))) {
            throw new APIError('FORBIDDEN', {
              code: 'SSO_REQUIRED',
              message: await inRequestLanguage(
                SSO_MESSAGES.required(required.organisationName),
                'auth.ssoRequiredBy',
                { organisation: required.organisationName },
              ),
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (!sso || ctx.path !== '/sign-in/email' || !ctx.context.newSession) return;
        const required = await sso.requirementFor(ctx.context.newSession.user.email);
        if (required?.ownerId === ctx.context.newSession.user.id) {
          await sso.recordRecoverySignIn(required);
        }
      }),
    },
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Our own limiter (lib/rate-limiter.ts) guards these routes, in the database, across instances.
    rateLimit: { enabled: false },
    // A function, so that an identity provider an organisation connected is trusted for the
    // requests that reach it (sso-hooks.ts) and for no other.
    trustedOrigins: (request) => [
      config.publicUrl,
      ...config.auth.trustedOrigins,
      ...(!config.publicUrlFixed && request?.headers.get(SITE_ORIGIN_HEADER)
        ? [request.headers.get(SITE_ORIGIN_HEADER) ?? '']
        : []),
      ...trustedIdpOrigins(),
    ],
    // A provider's sign-in that fails before it knows where to go back (no state, a SAML answer
    // nobody asked for) comes to the sign-in page too, which says why in the reader's language,
    // rather than to the library's English error page.
    onAPIError: { errorURL: '/login' },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'cardvault',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
    },
    logger: {
      log: (level, message) => log[level]({ component: 'auth' }, message),
    },
    plugins: [
      // API clients may send the signed token of a sign-in's `set-auth-token` header, never the
      // bare session token (docs/decisions/0009).
      bearer({ requireSignature: true }),
      // The store of organisations, members, roles and invitations. Only our /api/org/* routes
      // call it (modules/organisations), through `auth.api`; its own /api/auth/organization/*
      // endpoints answer 404 (routes.ts), so every change goes through our policy and audit.
      // The invitation mail is ours too (the routes send it), so none is configured here.
      organization({
        creatorRole: 'owner',
        // A company's whole team, and a bulk import's invitations all pending at once.
        membershipLimit: ORG_MEMBERSHIP_LIMIT,
        invitationLimit: ORG_PENDING_INVITATION_LIMIT,
        invitationExpiresIn: INVITATION_DAYS * DAY_SECONDS,
        cancelPendingInvitationsOnReInvite: false,
        requireEmailVerificationOnInvitation: true,
      }),
      // SCIM 2.0 under /api/auth/scim/v2, one connection per organisation; its management
      // endpoints have no HTTP route (our /api/org/scim-tokens/* call them).
      scimProvisioning({ authSecret: secret, log, onChange: onScimChange }),
      // Single sign-on per organisation (docs/decisions/0036): providers are added, changed and
      // removed only by our /api/org/sso/* routes; the library's own management endpoints answer
      // 404 (routes.ts). Its sign-in, callback, ACS and SP-metadata endpoints stay open.
      ...(sso
        ? [
            ssoPlugin({
              // The provider's row says its domain is verified only when the organisation has
              // verified it (modules/sso sets it): the library then links an existing account
              // with that address, and validateUserInfo refuses every address outside it.
              domainVerification: { enabled: true },
              // Membership is ours (audited, within the membership limit), for SSO sign-ins
              // only: the library's own would also add social sign-ins by their domain.
              organizationProvisioning: { disabled: true },
              provisionUser: ({ user, provider }) =>
                sso.joinOrganisation(user.id, provider.providerId),
              provisionUserOnEveryLogin: true,
              // Registration goes through our routes, one provider per organisation.
              providersLimit: 1_000,
              saml: {
                enableInResponseToValidation: true,
                allowIdpInitiated: false,
                requireTimestamps: true,
                algorithms: { onDeprecated: 'reject' },
              },
            }),
          ]
        : []),
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
