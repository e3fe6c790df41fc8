import { z } from 'zod';
import { subscriptionStatusSchema } from './billing';
import { cardSchema } from './card';
import { ORG_ROLES } from './organisations';
import { SOCIAL_NETWORKS, type SocialNetwork } from './social';

/** The admin lists' page size and page buttons (docs/product.md#limits). */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_BUTTONS = 5;
/** The admin search's debounce (docs/product.md#limits). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 200;
export const ADMIN_MAX_CARD_ALLOCATION = 1000;

/** The admin lists' failure texts, word for word (docs/product.md#messages-admin). */
export const ADMIN_MESSAGES = {
  usersFailed: 'Failed to fetch users',
  cardsFailed: 'Failed to fetch cards',
  subscriptionsFailed: 'Failed to fetch subscriptions',
  organisationsFailed: 'Failed to fetch organisations',
  membersFailed: 'Failed to fetch the members',
} as const;

const page = z.number().int().min(1, 'page must be 1 or more').max(100_000).default(1);
const pageSize = z.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE);
const search = z.string().trim().max(200, 'search must be at most 200 characters').default('');

/**
 * `POST card/list-cards`, `POST support/list-requests`, `POST admin/audit-log`,
 * `POST admin/list-organisations`.
 */
export const adminListBodySchema = z.object({ page, pageSize, search }).strict();
export type AdminListBody = z.input<typeof adminListBodySchema>;

/** `POST user/list-users`: search by name or e-mail plus the filters of the Users screen. */
export const adminUserFiltersSchema = z
  .object({
    isAdmin: z.boolean().optional(),
    verified: z.boolean().optional(),
    hasSubscription: z.boolean().optional(),
    subscriptionStatus: subscriptionStatusSchema.optional(),
  })
  .strict();
export type AdminUserFilters = z.infer<typeof adminUserFiltersSchema>;

export const adminUsersBodySchema = z
  .object({ page, pageSize, search, filters: adminUserFiltersSchema.default({}) })
  .strict();
export type AdminUsersBody = z.input<typeof adminUsersBodySchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int().nonnegative() });

/** The admin user list item, plus what the console shows beside it (docs/product.md#data-admin). */
export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  phone: z.string(),
  location: z.string(),
  bio: z.string(),
  website: z.string(),
  linkedin: z.string(),
  github: z.string(),
  twitter: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  profileImageUrl: z.string().nullable(),
  cards: z.array(z.object({ id: z.string(), fullName: z.string(), title: z.string() })),
  cardCount: z.number().int().nonnegative(),
  isAdmin: z.boolean(),
  /** Admin through ADMIN_EMAILS: cannot be revoked from the console. */
  isAdminByConfig: z.boolean(),
  emailVerified: z.boolean(),
  hasProfile: z.boolean(),
  subscriptionStatus: subscriptionStatusSchema.nullable(),
  cardAllocation: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = listOf(adminUserSchema);

export const setAdminBodySchema = z
  .object({ userId: z.string().min(1).max(200), isAdmin: z.boolean() })
  .strict();

const socialMask = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, true])) as Record<
  SocialNetwork,
  true
>;

/**
 * The admin card list item (docs/product.md#data-admin): the card as its owner gets it, with the social links grouped
 * under `socials` and without the QR address and update time, plus the owner's address (or the
 * organisation's name).
 */
export const adminCardSchema = cardSchema
  .omit({ ...socialMask, qrCodeUrl: true, updatedAt: true, language: true, translations: true })
  .extend({
    ownerEmail: z.string(),
    /** The organisation an organisation's card belongs to (its `ownerEmail` is then empty). */
    organisationName: z.string().nullable(),
    socials: cardSchema.pick(socialMask),
  });
export type AdminCard = z.infer<typeof adminCardSchema>;
export const adminCardListSchema = listOf(adminCardSchema);

export const idBodySchema = z.object({ id: z.string().min(1).max(200) }).strict();

/**
 * An organisation as the admin console lists it (docs/product.md#data-admin): its owners'
 * addresses, how many members, pending invitations and cards it has, and its own subscription's
 * status and allocation (null without one).
 */
export const adminOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  owners: z.array(z.string()),
  memberCount: z.number().int().nonnegative(),
  pendingInvitations: z.number().int().nonnegative(),
  cardCount: z.number().int().nonnegative(),
  subscription: z
    .object({ status: subscriptionStatusSchema, cardAllocation: z.number().int() })
    .nullable(),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;
export const adminOrganisationListSchema = listOf(adminOrganisationSchema);

/** `POST admin/organisation-members`: one organisation's members and their roles, oldest first. */
export const adminOrganisationMembersSchema = z.object({
  items: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.enum(ORG_ROLES),
      joinedAt: z.string(),
    }),
  ),
});
export type AdminOrganisationMembers = z.infer<typeof adminOrganisationMembersSchema>;

const subscriptionId = z.uuid('id must be a subscription id');
export const subscriptionIdBodySchema = z.object({ id: subscriptionId }).strict();

/** An admin subscription row of `POST payments/list-subscriptions` (docs/product.md#data-admin). */
/**
 * A subscription in the admin console: a person's, with their id, name and address, or an
 * organisation's (docs/product.md#team-billing), with its id and name (its `user_*` fields are
 * then empty).
 */
export const adminSubscriptionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  organisation_id: z.string().nullable(),
  organisation_name: z.string().nullable(),
  status: subscriptionStatusSchema,
  provider: z.string(),
  provider_subscription_id: z.string().nullable(),
  card_allocation: z.number().int(),
  current_card_count: z.number().int(),
  trial_end: z.string().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** `POST payments/subscription-stats`: the Subscriptions screen's figures. */
export const subscriptionStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.object({
    trialing: z.number().int(),
    active: z.number().int(),
    past_due: z.number().int(),
    canceled: z.number().int(),
  }),
  /** Cards allocated by subscriptions that are trialing, active or past due. */
  cardsAllocated: z.number().int(),
  unitPrice: z.number(),
  /** ISO 4217 code of the amounts (CURRENCY). */
  currency: z.string(),
  /** Active, paid (not complimentary) allocations times the unit price. */
  annualRecurringRevenue: z.number(),
});
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;

const allocation = z
  .number()
  .int(`cardAllocation must be a whole number from 1 to ${ADMIN_MAX_CARD_ALLOCATION}`)
  .min(1, `cardAllocation must be a whole number from 1 to ${ADMIN_MAX_CARD_ALLOCATION}`)
  .max(
    ADMIN_MAX_CARD_ALLOCATION,
    `cardAllocation must be a whole number from 1 to ${ADMIN_MAX_CARD_ALLOCATION}`,
  );

/** Add Subscription: a complimentary subscription for a year, by the user's e-mail. */
export const grantSubscriptionBodySchema = z
  .object({ email: z.email('Enter a valid email address').max(254), cardAllocation: allocation })
  .strict();

/** Edit: the allocation and the status of one subscription. */
export const updateSubscriptionBodySchema = z
  .object({
    id: subscriptionId,
    cardAllocation: allocation,
    status: subscriptionStatusSchema,
  })
  .strict();

/** A support request as the admin console lists it (docs/product.md#data-support-request). */
export const adminSupportRequestSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['awaiting_confirmation', 'submitted']),
  attachments: z.array(
    z.object({
      name: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      /** Admin-only download address (`GET support/attachment?id=&index=`). */
      url: z.string(),
    }),
  ),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;
export const adminSupportRequestListSchema = listOf(adminSupportRequestSchema);

export const AUDIT_ACTIONS = [
  'user.grant_admin',
  'user.revoke_admin',
  'card.delete',
  'subscription.grant',
  'subscription.update',
  'subscription.cancel',
  'subscription.reconcile',
  'billing.test_clock',
  'user.delete_self',
  'user.delete_by_admin',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One admin action. The actor is named as they were when they acted (id, address, name) and stays
 * named after their account is deleted (`actorDeleted`); `actorName` is null on entries written
 * before names were recorded.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  actorName: z.string().nullable(),
  actorDeleted: z.boolean(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = listOf(auditEntrySchema);

/**
 * The subscription fields Reconcile compares with what the payment provider reports. The ids are
 * not among them: a provider's subscription belongs to one customer for good, and it is found by
 * its id, so the ids never change (the local driver only names a row that has none).
 */
export const RECONCILED_FIELDS = [
  'status',
  'cardAllocation',
  'trialEnd',
  'currentPeriodStart',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'canceledAt',
  'endedAt',
] as const;
export type ReconciledField = (typeof RECONCILED_FIELDS)[number];

/** A value before or after: dates as ISO 8601 strings. */
const reconciledValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * `POST payments/reconcile-subscriptions`: how many subscriptions were read from the provider,
 * how many it reported differently (and what differed), and how many could not be read.
 */
export const reconcileResultSchema = z.object({
  checked: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  changes: z.array(
    z.object({
      subscriptionId: z.string(),
      userEmail: z.string(),
      fields: z.array(
        z.object({
          field: z.enum(RECONCILED_FIELDS),
          from: reconciledValue,
          to: reconciledValue,
        }),
      ),
    }),
  ),
});
export type ReconcileResult = z.infer<typeof reconcileResultSchema>;
