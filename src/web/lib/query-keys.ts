/**
 * Every cache key of the app, in one place, because features invalidate each other's answers by
 * prefix: a card saved or deleted changes the card lists, the signed-in user (its card ids and
 * subscription counts) and the subscription; a subscription change changes the user.
 */
export const authKeys = {
  all: ['auth'] as const,
  session: ['auth', 'session'] as const,
  currentUser: (userId: string) => ['auth', 'current-user', userId] as const,
  providers: ['auth', 'providers'] as const,
};

export const cardKeys = {
  all: ['cards'] as const,
  /** One page of My Cards: the user's own (`orgId` null) or an organisation's they may see. */
  list: (page: number, orgId: string | null = null) => ['cards', 'list', orgId, page] as const,
  detail: (id: string) => ['cards', 'detail', id] as const,
  showcase: (id: string) => ['cards', 'showcase', id] as const,
  /** Every card of the user, or of an organisation they may see (the Insights and Leads card pickers). */
  choices: (orgId: string | null = null) => ['cards', 'choices', orgId] as const,
  /** Each card's views of the last 30 days (the My Cards tiles); a deleted card drops out. */
  recentViews: ['cards', 'recent-views'] as const,
};

/** Insights (docs/product.md#insights): one answer per card (or all cards) and range. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (query: object) => ['analytics', 'summary', query] as const,
};

/** Leads (docs/product.md#leads): pages of the list by their filters, and each card's count. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (query: object) => ['leads', 'list', query] as const,
  /** Each card's number of leads (the My Cards tiles). */
  counts: ['leads', 'counts'] as const,
};

export const subscriptionKeys = {
  all: ['subscription'] as const,
  details: ['subscription', 'details'] as const,
  /** An organisation's subscription (docs/product.md#team-billing), its seats on the Team page. */
  organisation: (orgId: string) => ['subscription', 'organisation', orgId] as const,
  localCheckout: (id: string) => ['subscription', 'local-checkout', id] as const,
  pricing: ['pricing'] as const,
};

/** Every admin list sits under `['admin']`; each admin action refreshes what it changed and the audit log. */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  usersPage: (query: object) => ['admin', 'users', query] as const,
  cards: ['admin', 'cards'] as const,
  cardsPage: (query: object) => ['admin', 'cards', query] as const,
  subscriptions: ['admin', 'subscriptions'] as const,
  subscriptionStats: ['admin', 'subscriptions', 'stats'] as const,
  support: (query: object) => ['admin', 'support', query] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (query: object) => ['admin', 'audit', query] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  siteSetup: ['admin', 'site-setup'] as const,
  organisations: ['admin', 'organisations'] as const,
  organisationsPage: (query: object) => ['admin', 'organisations', query] as const,
  organisationMembers: (id: string) => ['admin', 'organisations', 'members', id] as const,
};

export const publicConfigKey = ['public-config'] as const;

/**
 * Webhook endpoints with their last deliveries (docs/product.md#webhooks): the account's (`orgId`
 * null) or an organisation's.
 */
export const webhookKeys = {
  list: (orgId: string | null = null) => ['webhooks', 'list', orgId] as const,
};

/**
 * Organisations (docs/product.md#organisations): the user's organisations, and each one's members,
 * invitations and cards; an action in one organisation refreshes everything under its id.
 */
export const orgKeys = {
  all: ['org'] as const,
  list: ['org', 'list'] as const,
  of: (orgId: string) => ['org', 'of', orgId] as const,
  members: (orgId: string) => ['org', 'of', orgId, 'members'] as const,
  invitations: (orgId: string) => ['org', 'of', orgId, 'invitations'] as const,
  /** A page of the organisation's cards on Team, by its filters. */
  cards: (orgId: string, query: object) => ['org', 'of', orgId, 'cards', query] as const,
  invitation: (token: string) => ['org', 'invitation', token] as const,
  /** The brand kit: the kit screen and the card editor's locks read it. */
  brand: (orgId: string) => ['org', 'of', orgId, 'brand'] as const,
  /** A page of the audit log: every action in the organisation refreshes it. */
  audit: (orgId: string, page: number) => ['org', 'of', orgId, 'audit', page] as const,
  /** The organisation's e-mail domains (docs/product.md#verified-domains). */
  domains: (orgId: string) => ['org', 'of', orgId, 'domains'] as const,
};
