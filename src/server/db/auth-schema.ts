import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sealedText } from './sealed-text';

/*
 * better-auth's own tables (user, session, account, verification), read and written by its Drizzle
 * adapter. Field names are the ones better-auth expects; columns are snake_case.
 */

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The organization plugin's field; our routes name the organisation in each request. */
    activeOrganizationId: text('active_organization_id'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_accounts_user_idx').on(table.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/*
 * The organization plugin's tables: organisations, their members with a role, and invitations.
 * better-auth reads and writes them; our /api/org/* routes sit in front (modules/organisations).
 */

export const authOrganizations = pgTable('auth_organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authMembers = pgTable(
  'auth_members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_members_organization_user_idx').on(table.organizationId, table.userId),
    index('auth_members_user_idx').on(table.userId),
  ],
);

export const authInvitations = pgTable(
  'auth_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_invitations_organization_idx').on(table.organizationId),
    index('auth_invitations_email_idx').on(table.email),
  ],
);

/*
 * The sso plugin's identity providers: one per organisation (its single sign-on), for the
 * addresses of one domain the organisation has verified. `oidc_config` holds the client secret,
 * so it is sealed (sealed-text.ts). `user_id` is the admin who connected it (kept null when that
 * account goes). `sso_enforced_at` is ours: since when the organisation refuses every other way
 * in for the domain's addresses (modules/sso).
 */
export const authSsoProviders = pgTable(
  'auth_sso_providers',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    oidcConfig: sealedText('oidc_config'),
    samlConfig: text('saml_config'),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    providerId: text('provider_id').notNull().unique(),
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'cascade',
    }),
    domain: text('domain').notNull(),
    domainVerified: boolean('domain_verified').notNull().default(false),
    ssoEnforcedAt: timestamp('sso_enforced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_sso_providers_organization_idx').on(table.organizationId),
    uniqueIndex('auth_sso_providers_domain_idx').on(table.domain),
  ],
);
