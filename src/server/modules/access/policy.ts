import type { ApiTokenScope } from '../../../shared/api-tokens';

/**
 * The access policy: may this principal do this action on this resource? One table answers it
 * for every route and query. A principal is who is asking; each of its roles grants actions on
 * resources with a reach: its own rows (`own`) or every row (`any`). Roles add up, and the widest
 * reach wins. Adding a role is one entry in ROLES and one in POLICY (docs/ARCHITECTURE.md, "Access").
 */

/**
 * The roles a principal can hold. Every signed-in user with a completed profile is a `member`;
 * `admin` (the profile's flag, or an address in ADMIN_EMAILS) adds the admin console.
 */
export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What can be acted on. `site` is the site itself: its settings, its audit log, its users.
 * `organisation` is every organisation as the admin console lists it; what an organisation's own
 * members may do in it is the organisation policy's (src/shared/organisation-policy.ts).
 */
export const RESOURCES = [
  'card',
  'lead',
  'insights',
  'webhook',
  'subscription',
  'checkout',
  'support-request',
  'account',
  'organisation',
  'site',
] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * `view`, `create`, `edit` and `delete` are the owner's everyday actions. `administer` is the admin
 * console's: kept apart, so that an admin acting as a member (My Cards, their own leads) sees only
 * their own rows, and the console's actions are audited as an admin's.
 */
export const ACTIONS = ['view', 'create', 'edit', 'delete', 'administer'] as const;
export type Action = (typeof ACTIONS)[number];

/** Which rows a grant covers: the principal's own, or every one. */
export type Reach = 'own' | 'any';

type Grants = { readonly [R in Resource]?: { readonly [A in Action]?: Reach } };

const OWNERS_ACTIONS = { view: 'own', create: 'own', edit: 'own', delete: 'own' } as const;

/** The table. A role that is not listed for a resource's action has no access to it. */
export const POLICY: { readonly [R in Role]: Grants } = {
  member: {
    card: OWNERS_ACTIONS,
    lead: { view: 'own', edit: 'own', delete: 'own' },
    insights: { view: 'own' },
    webhook: OWNERS_ACTIONS,
    subscription: { view: 'own', edit: 'own' },
    checkout: { view: 'own', create: 'own', edit: 'own' },
    'support-request': { view: 'own', create: 'own' },
    account: { view: 'own', edit: 'own', delete: 'own' },
  },
  admin: {
    card: { administer: 'any' },
    insights: { administer: 'any' },
    subscription: { administer: 'any' },
    'support-request': { administer: 'any' },
    account: { administer: 'any' },
    organisation: { administer: 'any' },
    site: { administer: 'any' },
  },
};

/**
 * Who is asking: a signed-in user with their site roles, or an organisation's API token
 * (docs/product.md#api-tokens). A token has no site role: it acts only in its organisation, as
 * far as its scopes go, and the organisation policy answers for it (src/shared/api-tokens.ts).
 */
export interface UserPrincipal {
  readonly kind: 'user';
  readonly userId: string;
  readonly roles: readonly Role[];
}
export interface TokenPrincipal {
  readonly kind: 'token';
  /** The token as an actor (`apiTokenActorId`): no user has it, so it owns no row. */
  readonly userId: string;
  readonly roles: readonly Role[];
  readonly tokenId: string;
  readonly organisationId: string;
  readonly scopes: readonly ApiTokenScope[];
}
export type Principal = UserPrincipal | TokenPrincipal;

const TOKEN_ACTOR = 'api-token:';

/**
 * The id a token acts under where a user's id would go (memberships, audit entries, the keys of
 * kept answers); never a user's id, which are random strings without a colon.
 */
export const apiTokenActorId = (tokenId: string) => `${TOKEN_ACTOR}${tokenId}`;

/** The token behind an actor id, or undefined when the actor is a user. */
export const apiTokenIdOfActor = (actorId: string): string | undefined =>
  actorId.startsWith(TOKEN_ACTOR) ? actorId.slice(TOKEN_ACTOR.length) : undefined;

export function tokenPrincipal(token: {
  id: string;
  organisationId: string;
  scopes: readonly ApiTokenScope[];
}): TokenPrincipal {
  return {
    kind: 'token',
    userId: apiTokenActorId(token.id),
    roles: [],
    tokenId: token.id,
    organisationId: token.organisationId,
    scopes: token.scopes,
  };
}

/** A user's principal: a member, and an admin when their profile says so or ADMIN_EMAILS does. */
export function userPrincipal(
  userId: string,
  profile: { isAdmin: boolean; email: string },
  adminEmails: readonly string[],
): UserPrincipal {
  const admin = profile.isAdmin || adminEmails.includes(profile.email.toLowerCase());
  return { kind: 'user', userId, roles: admin ? ['member', 'admin'] : ['member'] };
}

export const hasRole = (principal: Principal, role: Role) => principal.roles.includes(role);

/** The widest reach the principal's roles grant for the action, or undefined for none. */
export function reachOf(
  principal: Principal,
  action: Action,
  resource: Resource,
): Reach | undefined {
  let widest: Reach | undefined;
  for (const role of principal.roles) {
    const reach = POLICY[role][resource]?.[action];
    if (reach === 'any') return 'any';
    widest ??= reach;
  }
  return widest;
}

/**
 * Whether the principal may do the action: on the resource at all, or, given the owner of one
 * row, on that row.
 */
export function allows(
  principal: Principal,
  action: Action,
  resource: Resource,
  row?: { ownerId: string },
): boolean {
  const reach = reachOf(principal, action, resource);
  if (reach === undefined) return false;
  return reach === 'any' || row === undefined || row.ownerId === principal.userId;
}
