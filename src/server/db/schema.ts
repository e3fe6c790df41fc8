import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CardTranslation } from '../../shared/card-languages';
import { authOrganizations, authUsers } from './auth-schema';

export * from './auth-schema';

/**
 * Every e-mail is written here first and delivered by the outbox worker, so a message survives an
 * SMTP outage or a restart and is retried with back-off.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files read from storage when the message is sent (support requests' attachments). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * A file sent with a queued mail: read from storage when the message is sent (support requests'
 * attachments), or carried in the row itself when it is small and made for this one mail (the
 * vCard sent with a copy of a card).
 */
export type OutboxAttachment = { filename: string; contentType: string } & (
  | { storageKey: string; contentBase64?: undefined }
  | { contentBase64: string; storageKey?: undefined }
);

/** A signed-in user's own profile; a user without one is a first-time user (FIRST_TIME_USER). */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  profileImageKey: text('profile_image_key'),
  bio: text('bio').notNull().default(''),
  company: text('company').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  location: text('location').notNull().default(''),
  phone: text('phone').notNull().default(''),
  website: text('website').notNull().default(''),
  socials: jsonb('socials').$type<Record<string, string>>().notNull().default({}),
  isAdmin: boolean('is_admin').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  /**
   * The language chosen from the language menu (src/shared/i18n/languages.ts), used for the app
   * on every device (and meant for the user's mails); null until one is chosen. Read through `languageOr`: a code no longer
   * offered is English.
   */
  language: text('language'),
  /**
   * Counts the saves of the profile's own fields: an update names the version it was based on
   * and is refused when another came first (docs/product.md#edit-conflicts).
   */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = typeof profiles.$inferSelect;

/** Fixed-window counters shared by every instance (sign-in, sign-up, mail and support limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * One per user. The allocation limits how many cards the user may have
 * (docs/product.md#server-rules-allocation).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person who holds it; null on an organisation's. */
    userId: text('user_id')
      .unique()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The organisation that holds it (its cards draw on it); null on a person's. */
    organizationId: text('organization_id')
      .unique()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
    cardAllocation: integer('card_allocation').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** An active subscription that was canceled keeps its access until the period end. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Local driver's test clock: the next renewal fails (past_due). */
    failNextRenewal: boolean('fail_next_renewal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_one_holder',
      sql`(${table.userId} is null) <> (${table.organizationId} is null)`,
    ),
    index('subscriptions_provider_sub_idx').on(table.providerSubscriptionId),
    index('subscriptions_provider_customer_idx').on(table.providerCustomerId),
  ],
);

/** Webhook events already handled, by the provider's event id (idempotency). */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local driver's test checkouts: one per click on Start Free Trial or Reactivate. */
export const localCheckouts = pgTable('local_checkouts', {
  id: text('id').primaryKey(),
  /** The person who opened it (and alone may pay it). */
  userId: text('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /** The organisation it is for, when an owner buys its subscription; null for the opener's own. */
  organizationId: text('organization_id').references(() => authOrganizations.id, {
    onDelete: 'cascade',
  }),
  kind: text('kind', { enum: ['trial', 'reactivation'] }).notNull(),
  quantity: integer('quantity').notNull(),
  /** `expired`: a newer checkout replaced it, or the subscription changed after it was made. */
  status: text('status', { enum: ['open', 'paid', 'declined', 'expired'] })
    .notNull()
    .default('open'),
  /**
   * The subscription this checkout was made for (`subscriptionBasis`); paying it once the
   * subscription differs is refused (docs/product.md#checkout-sessions). Null on rows made before
   * the rule, which are checked for newer checkouts only.
   */
  basis: text('basis'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The checkout sessions this server created at a payment provider (Stripe): a completed session
 * binds its subscription to the user who started it, and only a session recorded here does. So a
 * subscription made elsewhere on the same provider account, whatever its metadata says, is never
 * taken for a user's. `subscription_id` is set once, when the session completes.
 */
export const providerCheckouts = pgTable('provider_checkouts', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  /** The person who opened it. */
  userId: text('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /** The organisation whose subscription it makes; null when it is the opener's own. */
  organizationId: text('organization_id').references(() => authOrganizations.id, {
    onDelete: 'cascade',
  }),
  subscriptionId: text('subscription_id'),
  /** The subscription the session was made for (`subscriptionBasis`); null on older rows. */
  basis: text('basis'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /**
   * When it stopped counting: expired at the provider because a newer session was made, or
   * completed when it was no longer current (then `subscription_id` names the subscription that
   * was discarded at the provider). See docs/product.md#checkout-sessions.
   */
  expiredAt: timestamp('expired_at', { withTimezone: true }),
});

export const cards = pgTable(
  'cards',
  {
    id: text('id').primaryKey(),
    /**
     * A card belongs to a person (`user_id`) or to an organisation (`organization_id`), never both
     * (docs/product.md#organisation-cards). An organisation's card may be assigned to one of its
     * members; the assignment ends when they leave (the trigger of migration 0016).
     */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'cascade',
    }),
    assigneeId: text('assignee_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /**
     * An organisation's card made for someone invited and not yet a member (a bulk import): the
     * address, lower case; when they join, the card is assigned to them (migration 0018's trigger).
     */
    inviteeEmail: text('invitee_email'),
    title: text('title').notNull().default(''),
    fullName: text('full_name').notNull(),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull().default(''),
    bio: text('bio').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    website: text('website').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    github: text('github').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    profileImageKey: text('profile_image_key'),
    bannerImageKey: text('banner_image_key'),
    // The card's design (docs/product.md#card-design): ids from fixed lists and #rrggbb colours,
    // validated by src/shared/card-design.ts before they are stored.
    template: text('template').notNull().default('classic'),
    accentColor: text('accent_color').notNull().default('#4338ca'),
    backgroundColor: text('background_color').notNull().default('#ffffff'),
    fontFamily: text('font_family').notNull().default('system'),
    buttonShape: text('button_shape').notNull().default('rounded'),
    hideBranding: boolean('hide_branding').notNull().default(false),
    brandLogoKey: text('brand_logo_key'),
    qrLogo: text('qr_logo').notNull().default('none'),
    /** Visitors may share their details back from the public page (docs/product.md#leads). */
    exchangeEnabled: boolean('exchange_enabled').notNull().default(true),
    /**
     * The language of the card's text fields, and that text in up to two more languages
     * (docs/product.md#card-languages, src/shared/card-languages.ts; migration 0026).
     */
    language: text('language').notNull().default('en'),
    translations: jsonb('translations').$type<CardTranslation[]>().notNull().default([]),
    /**
     * Counts the owner's saves: an update names the version it was based on and is refused when
     * another came first (docs/product.md#edit-conflicts). Scheduling the deletion does not count.
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the card is removed after its subscription ended; null while it is not scheduled. */
    deleteOn: timestamp('delete_on', { withTimezone: true }),
  },
  (table) => [
    check('cards_one_owner', sql`(${table.userId} is null) <> (${table.organizationId} is null)`),
    check(
      'cards_assignee_of_organisation',
      sql`${table.assigneeId} is null or ${table.organizationId} is not null`,
    ),
    index('cards_user_created_idx').on(table.userId, table.createdAt),
    index('cards_organization_created_idx')
      .on(table.organizationId, table.createdAt)
      .where(sql`${table.organizationId} is not null`),
    index('cards_assignee_idx')
      .on(table.assigneeId)
      .where(sql`${table.assigneeId} is not null`),
    index('cards_invitee_idx')
      .on(table.organizationId, table.inviteeEmail)
      .where(sql`${table.inviteeEmail} is not null`),
    index('cards_delete_on_idx')
      .on(table.deleteOn)
      .where(sql`${table.deleteOn} is not null`),
  ],
);

export type CardRow = typeof cards.$inferSelect;

/**
 * An organisation's brand kit (docs/product.md#brand-kit): the design and shared content its
 * cards start from, and the fields (`locked`) that come from it on every card. One row per
 * organisation, made when the kit is first saved.
 */
export const organisationBrands = pgTable('organisation_brands', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => authOrganizations.id, { onDelete: 'cascade' }),
  template: text('template').notNull().default('classic'),
  accentColor: text('accent_color').notNull().default('#4338ca'),
  backgroundColor: text('background_color').notNull().default('#ffffff'),
  fontFamily: text('font_family').notNull().default('system'),
  buttonShape: text('button_shape').notNull().default('rounded'),
  qrLogo: text('qr_logo').notNull().default('none'),
  /** The company logo, in storage under `organisations/<id>/`; cards using it point at it. */
  brandLogoKey: text('brand_logo_key'),
  company: text('company').notNull().default(''),
  website: text('website').notNull().default(''),
  location: text('location').notNull().default(''),
  phone: text('phone').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  github: text('github').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  /** Names of the lockable fields (shared/brand-kit.ts) that come from the kit on every card. */
  locked: text('locked')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrganisationBrandRow = typeof organisationBrands.$inferSelect;

/**
 * An organisation's e-mail domains (docs/product.md#verified-domains): added with a random token,
 * verified (`verified_at`) once the TXT record `_cardvault-challenge.<domain>` holds
 * `cardvault-domain-verification=<token>`. A domain is verified by one organisation at most (the
 * partial unique index, which also answers "who verified this domain?"); other organisations may
 * hold it pending, which grants nothing. `domain` is lower case and in its ASCII (punycode) form.
 */
export const organisationDomains = pgTable(
  'organisation_domains',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.domain] }),
    uniqueIndex('organisation_domains_verified_domain_idx')
      .on(table.domain)
      .where(sql`${table.verifiedAt} is not null`),
    check('organisation_domains_domain_lower', sql`${table.domain} = lower(${table.domain})`),
  ],
);

export type OrganisationDomainRow = typeof organisationDomains.$inferSelect;

/** A file attached to a support request, kept in private storage (never under /media/). */
export interface SupportAttachment {
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/**
 * Support requests (docs/product.md#server-rules-support-confirmation): a visitor's waits for the
 * sender to confirm the address through a single-use link valid 24 hours; a signed-in user's is
 * submitted at once.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<SupportAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['awaiting_confirmation', 'submitted'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_requests_created_idx').on(table.createdAt)],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/**
 * Every admin action: who did what to which target, and when. Rows are never updated or deleted,
 * not even when the actor's account is deleted: the actor is kept by the id, address and name they
 * had when they acted, with no foreign key to follow them, and triggers refuse UPDATE, DELETE and
 * TRUNCATE (docs/decisions/0022-audit-log-append-only.md).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** The actor's name when they acted; null on entries written before it was recorded. */
    actorName: text('actor_name'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * An organisation's own audit log (docs/product.md#organisation-audit-log): what its owners and
 * admins did, with the actor as they were when they acted (no foreign key to the account). Never
 * updated; its rows go only with their organisation (migration 0019's trigger refuses any other
 * UPDATE, DELETE or TRUNCATE).
 */
export const organisationAuditLog = pgTable(
  'organisation_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organisation_audit_log_org_created_idx').on(table.organizationId, table.createdAt),
  ],
);

export type OrganisationAuditRow = typeof organisationAuditLog.$inferSelect;

/**
 * One row per periodic job: when it may run next. An instance runs a job only after claiming it
 * by moving `next_run_at` forward in one statement, so several instances run each job once per
 * interval between them.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
});

/**
 * Insights (docs/product.md#insights): a card's counts per UTC day. `metric` is an event (view,
 * scan, nfc, save, click, share, lead, wallet, bot), `unique` (new visitors of the day), or a
 * breakdown of views (`source`, `device`) or clicks (`link`) with its value in `dimension`. Kept
 * two years, deleted with the card. Nothing here names or locates a visitor.
 */
export const cardDailyStats = pgTable(
  'card_daily_stats',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.day, table.metric, table.dimension] }),
    index('card_daily_stats_day_idx').on(table.day),
  ],
);

/**
 * The day's visitors of each card, as keyed hashes (of the card and the client address, under
 * that day's salt): a visitor counts once a day, and only so many of their views count
 * (`views`, kept up to twice that bound). Emptied when the day is over, with the salt.
 */
export const cardDailyVisitors = pgTable(
  'card_daily_visitors',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.day, table.visitor] })],
);

/** One random salt per UTC day, shared by every instance and deleted once its day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Contact details a visitor shared from a card's public page (docs/product.md#leads), with the
 * consent text they agreed to and when. `note` is the visitor's; `owner_note` the owner's own.
 * A copy of the card asked for waits for the visitor to confirm their address: the SHA-256 of the
 * mailed token, until when it works, and when the copy was sent (the token is then used up).
 * Deleted with the card or the owner.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** The card's owner when it came: a person, or an organisation (it stays with it). */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    note: text('note').notNull().default(''),
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    ownerNote: text('owner_note').notNull().default(''),
    followedUp: boolean('followed_up').notNull().default(false),
    copyTokenHash: text('copy_token_hash'),
    copyExpiresAt: timestamp('copy_expires_at', { withTimezone: true }),
    copySentAt: timestamp('copy_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('leads_one_owner', sql`(${table.userId} is null) <> (${table.organizationId} is null)`),
    index('leads_user_created_idx').on(table.userId, table.createdAt),
    index('leads_organization_created_idx')
      .on(table.organizationId, table.createdAt)
      .where(sql`${table.organizationId} is not null`),
    index('leads_card_idx').on(table.cardId),
    uniqueIndex('leads_copy_token_idx').on(table.copyTokenHash),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/**
 * Webhooks (docs/product.md#webhooks): an owner's HTTPS endpoint and the events it receives. The
 * secret signs every delivery, so it is kept as issued (`whsec_…`); it leaves the server once, in
 * the answer that created it, and is never logged.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A person's endpoint, or an organisation's (it hears every organisation card). */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'cascade',
    }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'webhook_endpoints_one_owner',
      sql`(${table.userId} is null) <> (${table.organizationId} is null)`,
    ),
    index('webhook_endpoints_user_idx').on(table.userId),
    index('webhook_endpoints_organization_idx')
      .on(table.organizationId)
      .where(sql`${table.organizationId} is not null`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event for one endpoint, delivered by the webhook worker like the mail outbox: claimed with
 * SKIP LOCKED under a lease, retried with back-off, failed after a bounded number of attempts. The
 * id is the `webhook-id` header, the same on every retry. Of an answer only its status and a short
 * excerpt are kept.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    responseExcerpt: text('response_excerpt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * An organisation's API tokens (docs/product.md#api-tokens). The token itself is never stored:
 * `token_hash` is the SHA-256 of its secret part, and the row is found by its id, which the token
 * carries. `last_used_at` is written at most once a minute per token.
 */
export const organisationApiTokens = pgTable(
  'organisation_api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('organisation_api_tokens_org_idx').on(table.organizationId, table.createdAt)],
);

export type OrganisationApiTokenRow = typeof organisationApiTokens.$inferSelect;

/**
 * The names an organisation's people gave its SCIM tokens (docs/decisions/0035-scim-provisioning.md):
 * the plugin's catalogue keeps none.
 */
export const organisationScimTokens = pgTable(
  'organisation_scim_tokens',
  {
    credentialId: text('credential_id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organisation_scim_tokens_organization_idx').on(table.organizationId)],
);
