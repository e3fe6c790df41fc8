import { API_TOKEN_GRANTS, type ApiTokenScope } from './api-tokens';
import type { OrgRole } from './organisations';

/**
 * The organisation's half of the access policy: what a member's role in one organisation lets them
 * do to it. Shared: the server asks it before every organisation route (modules/access re-exports
 * it), and the Team screens leave out what it would refuse; the organisation's cards,
 * leads and insights join it as those features arrive. Adding a role is one entry here.
 */
export const ORG_RESOURCES = [
  'organisation',
  'membership',
  'invitation',
  'ownership',
  'card',
  'own-card',
  'brand',
  'audit-log',
  'lead',
  'own-lead',
  'insights',
  'own-insights',
  'webhook',
  'billing',
  'export',
  'domain',
  'api-token',
  'scim',
  'sso',
] as const;
export type OrgResource = (typeof ORG_RESOURCES)[number];

export const ORG_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type OrgAction = (typeof ORG_ACTIONS)[number];

type OrgGrants = { readonly [R in OrgResource]?: readonly OrgAction[] };

/**
 * `ownership` is making, unmaking or removing an owner: an owner's alone, so an admin cannot take
 * the organisation over or lock its owners out. `card` is every card of the organisation (making,
 * assigning and deleting them too); `own-card` is a card assigned to the member asking. `brand`
 * is the brand kit: every member sees it (their editor shows its locks), owners and admins set it.
 * `lead` and `insights` are those of every card of the organisation, `own-lead` and `own-insights`
 * those of the cards assigned to the member asking; `webhook` is the organisation's endpoints.
 * `billing` is the organisation's subscription (docs/product.md#team-billing): an owner pays for it,
 * so only owners start, change or cancel it; admins, who make the cards it pays for, may see it
 * (the seats used and free); members see nothing of it. `export` is the organisation's data as
 * one ZIP: its owners'. `domain` is the organisation's e-mail domains (docs/product.md#verified-domains):
 * owners and admins add, verify and remove them; members see nothing of them. `api-token` is the
 * organisation's API tokens (docs/product.md#api-tokens): owners and admins make, list and revoke
 * them. `scim` is its directory provisioning (docs/product.md#scim-provisioning): its tokens and
 * admin groups, which let a directory add, promote and remove members, so owners and admins, who
 * may do that themselves. `sso` is the organisation's single sign-on: owners and admins connect,
 * require and remove it.
 */
export const ORG_POLICY: { readonly [R in OrgRole]: OrgGrants } = {
  owner: {
    organisation: ['view', 'edit', 'delete'],
    membership: ['view', 'edit', 'delete'],
    invitation: ['view', 'create', 'delete'],
    ownership: ['edit'],
    card: ['view', 'create', 'edit', 'delete'],
    'own-card': ['view', 'edit'],
    brand: ['view', 'edit'],
    'audit-log': ['view'],
    lead: ['view', 'edit', 'delete'],
    'own-lead': ['view', 'edit'],
    insights: ['view'],
    'own-insights': ['view'],
    webhook: ['view', 'create', 'edit', 'delete'],
    billing: ['view', 'create', 'edit', 'delete'],
    export: ['view'],
    domain: ['view', 'create', 'edit', 'delete'],
    'api-token': ['view', 'create', 'delete'],
    scim: ['view', 'create', 'edit', 'delete'],
    sso: ['view', 'edit', 'delete'],
  },
  admin: {
    organisation: ['view', 'edit'],
    membership: ['view', 'edit', 'delete'],
    invitation: ['view', 'create', 'delete'],
    card: ['view', 'create', 'edit', 'delete'],
    'own-card': ['view', 'edit'],
    brand: ['view', 'edit'],
    'audit-log': ['view'],
    lead: ['view', 'edit', 'delete'],
    'own-lead': ['view', 'edit'],
    insights: ['view'],
    'own-insights': ['view'],
    webhook: ['view', 'create', 'edit', 'delete'],
    billing: ['view'],
    domain: ['view', 'create', 'edit', 'delete'],
    'api-token': ['view', 'create', 'delete'],
    scim: ['view', 'create', 'edit', 'delete'],
    sso: ['view', 'edit', 'delete'],
  },
  member: {
    organisation: ['view'],
    membership: ['view'],
    'own-card': ['view', 'edit'],
    brand: ['view'],
    'own-lead': ['view', 'edit'],
    'own-insights': ['view'],
  },
};

/**
 * A user's membership of one organisation: who, where and with which role. An API token's is its
 * organisation's with the token's `scopes`, which then stand instead of the role's grants.
 */
export interface OrgMembership {
  readonly userId: string;
  readonly organisationId: string;
  readonly role: OrgRole;
  readonly scopes?: readonly ApiTokenScope[] | undefined;
}

/** Whether the membership's role (or a token's scopes) grants the action on the resource. */
export function orgAllows(membership: OrgMembership, action: OrgAction, resource: OrgResource) {
  if (membership.scopes) {
    return membership.scopes.some(
      (scope) => API_TOKEN_GRANTS[scope][resource]?.includes(action) ?? false,
    );
  }
  return ORG_POLICY[membership.role][resource]?.includes(action) ?? false;
}
