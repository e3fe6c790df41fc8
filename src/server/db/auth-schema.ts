import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
 * The SCIM plugin's tables (docs/decisions/0035-scim-provisioning.md): its catalogue of managed
 * connections and their bearer credentials, and the users, groups and memberships each
 * connection provisions. Field names are the ones the plugin expects; columns are snake_case.
 * Every connection is one organisation's (`provisioning_domain_id`), so its rows go with the
 * organisation; a person's rows go with their account.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const organisationDomain = () =>
  text('provisioning_domain_id')
    .notNull()
    .references(() => authOrganizations.id, { onDelete: 'cascade' });
const linkedUser = () =>
  text('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' });

export const scimManagedConnections = pgTable(
  'scim_managed_connections',
  {
    id: text('id').primaryKey(),
    creationRequestId: text('creation_request_id').notNull().unique(),
    connectionId: text('connection_id').notNull().unique(),
    provisioningDomainId: organisationDomain(),
    status: text('status').notNull(),
    revision: integer('revision').notNull(),
    createdAt: at('created_at').notNull(),
    createdBy: text('created_by').notNull(),
    decommissionStartedAt: at('decommission_started_at'),
    decommissionStartedBy: text('decommission_started_by'),
    decommissionedAt: at('decommissioned_at'),
    decommissionedBy: text('decommissioned_by'),
  },
  (table) => [index('scim_managed_connections_domain_idx').on(table.provisioningDomainId)],
);

export const scimManagedCredentials = pgTable(
  'scim_managed_credentials',
  {
    id: text('id').primaryKey(),
    connectionRecordId: text('connection_record_id')
      .notNull()
      .references(() => scimManagedConnections.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    tokenDigest: text('token_digest').notNull(),
    hashVersion: text('hash_version').notNull(),
    activeSlotKey: text('active_slot_key').notNull().unique(),
    status: text('status').notNull(),
    serializedScopes: text('serialized_scopes').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    createdBy: text('created_by').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedBy: text('revoked_by'),
    decommissionedAt: at('decommissioned_at'),
  },
  (table) => [index('scim_managed_credentials_connection_idx').on(table.connectionRecordId)],
);

export const scimManagedConnectionEvents = pgTable(
  'scim_managed_connection_events',
  {
    id: text('id').primaryKey(),
    connectionRecordId: text('connection_record_id')
      .notNull()
      .references(() => scimManagedConnections.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull().unique(),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull(),
    actorId: text('actor_id').notNull(),
    credentialId: text('credential_id'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('scim_managed_connection_events_connection_idx').on(table.connectionRecordId)],
);

export const scimConnectionBindings = pgTable(
  'scim_connection_bindings',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    connectionKey: text('connection_key').notNull().unique(),
    provisioningDomainId: organisationDomain(),
    createdAt: at('created_at').notNull(),
    decommissionedAt: at('decommissioned_at'),
    decommissionStatus: text('decommission_status').notNull().default('active'),
    decommissionCursorUserId: text('decommission_cursor_user_id'),
    decommissionReconciledUserCount: integer('decommission_reconciled_user_count')
      .notNull()
      .default(0),
    decommissionBatchCount: integer('decommission_batch_count').notNull().default(0),
    decommissionRevision: integer('decommission_revision').notNull().default(0),
    decommissionCompletedAt: at('decommission_completed_at'),
    decommissionLeaseId: text('decommission_lease_id'),
    decommissionLeaseExpiresAt: at('decommission_lease_expires_at'),
  },
  (table) => [index('scim_connection_bindings_connection_idx').on(table.connectionId)],
);

export const scimIdentityTombstones = pgTable(
  'scim_identity_tombstones',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    provisioningDomainId: organisationDomain(),
    externalId: text('external_id').notNull(),
    externalIdKey: text('external_id_key').notNull().unique(),
    userId: linkedUser(),
    profile: text('profile').notNull(),
    deletedAt: at('deleted_at').notNull(),
  },
  (table) => [
    index('scim_identity_tombstones_connection_idx').on(table.connectionId),
    index('scim_identity_tombstones_domain_idx').on(table.provisioningDomainId),
    index('scim_identity_tombstones_user_idx').on(table.userId),
  ],
);

export const scimSubjects = pgTable(
  'scim_subjects',
  {
    id: text('id').primaryKey(),
    userId: linkedUser().unique(),
    profileSourceId: text('profile_source_id'),
    revision: integer('revision').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('scim_subjects_profile_source_idx').on(table.profileSourceId)],
);

export const scimUsers = pgTable(
  'scim_users',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    provisioningDomainId: organisationDomain(),
    userId: linkedUser(),
    connectionUserKey: text('connection_user_key').notNull().unique(),
    userName: text('user_name').notNull(),
    userNameKey: text('user_name_key').notNull().unique(),
    primaryEmail: text('primary_email').notNull(),
    workEmailValueIndex: text('work_email_value_index').notNull(),
    emailValueIndex: text('email_value_index').notNull(),
    displayName: text('display_name').notNull(),
    formattedName: text('formatted_name').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    serializedEmails: text('serialized_emails').notNull(),
    serializedAttributes: text('serialized_attributes'),
    externalId: text('external_id'),
    externalIdKey: text('external_id_key').unique(),
    active: boolean('active').notNull(),
    orderKey: text('order_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('scim_users_connection_idx').on(table.connectionId),
    index('scim_users_domain_idx').on(table.provisioningDomainId),
    index('scim_users_user_idx').on(table.userId),
  ],
);

export const scimProjectionGrants = pgTable(
  'scim_projection_grants',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    provisioningDomainId: organisationDomain(),
    scimUserId: text('scim_user_id')
      .notNull()
      .references(() => scimUsers.id, { onDelete: 'cascade' }),
    userId: linkedUser(),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    sourceValue: text('source_value'),
    role: text('role').notNull(),
    grantKey: text('grant_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('scim_projection_grants_connection_idx').on(table.connectionId),
    index('scim_projection_grants_domain_idx').on(table.provisioningDomainId),
    index('scim_projection_grants_scim_user_idx').on(table.scimUserId),
    index('scim_projection_grants_user_idx').on(table.userId),
  ],
);

export const scimGroups = pgTable(
  'scim_groups',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    provisioningDomainId: organisationDomain(),
    revision: integer('revision').notNull().default(0),
    displayName: text('display_name').notNull(),
    displayNameKey: text('display_name_key').notNull().unique(),
    externalId: text('external_id'),
    externalIdKey: text('external_id_key').unique(),
    orderKey: text('order_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('scim_groups_connection_idx').on(table.connectionId),
    index('scim_groups_domain_idx').on(table.provisioningDomainId),
  ],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id').notNull(),
    groupId: text('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    scimUserId: text('scim_user_id')
      .notNull()
      .references(() => scimUsers.id, { onDelete: 'cascade' }),
    membershipKey: text('membership_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('scim_group_members_connection_idx').on(table.connectionId),
    index('scim_group_members_group_idx').on(table.groupId),
    index('scim_group_members_scim_user_idx').on(table.scimUserId),
  ],
);

/**
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
