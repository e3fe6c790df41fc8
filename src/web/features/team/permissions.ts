import { ORG_ROLES, type OrgRole, type OrgSummary } from '../../../shared/organisations';
import { orgRoleMay as may } from '../../lib/organisations';

export const canManageMembers = (role: OrgRole): boolean => may(role, 'edit', 'membership');
export const canRename = (role: OrgRole): boolean => may(role, 'edit', 'organisation');
export const canDelete = (role: OrgRole): boolean => may(role, 'delete', 'organisation');
/** The organisation's seats (its subscription): owners and admins see them, owners buy them. */
export const canViewSeats = (role: OrgRole): boolean => may(role, 'view', 'billing');
export const canBuySeats = (role: OrgRole): boolean => may(role, 'create', 'billing');

/** The roles `actor` may give, or take away: only an owner makes or unmakes an owner. */
export const assignableRoles = (actor: OrgRole): readonly OrgRole[] =>
  !canManageMembers(actor)
    ? []
    : ORG_ROLES.filter((role) => role !== 'owner' || may(actor, 'edit', 'ownership'));

/** Whether `actor` may change the role of, or remove, a member holding `target`. */
export const canManageMember = (actor: OrgRole, target: OrgRole): boolean =>
  canManageMembers(actor) && assignableRoles(actor).includes(target);

/** The organisation the address names (`?org=<slug>`), else the first one. */
export const chosenOrganisation = (
  organisations: readonly OrgSummary[],
  slug: string | null,
): OrgSummary | undefined =>
  organisations.find((organisation) => organisation.slug === slug) ?? organisations[0];

/** Setting the brand kit (docs/product.md#brand-kit): owners and admins. */
export const canEditBrand = (role: OrgRole): boolean => may(role, 'edit', 'brand');

/** Importing people makes cards and invitations (docs/product.md#bulk-import). */
export const canImport = (role: OrgRole): boolean =>
  may(role, 'create', 'card') && may(role, 'create', 'invitation');

/** The audit log (docs/product.md#organisation-audit-log): owners and admins. */
export const canViewAudit = (role: OrgRole): boolean => may(role, 'view', 'audit-log');

/** The organisation's webhook endpoints: owners and admins. */
export const canManageWebhooks = (role: OrgRole): boolean => may(role, 'view', 'webhook');

/** The organisation's e-mail domains (docs/product.md#verified-domains): owners and admins. */
export const canManageDomains = (role: OrgRole): boolean => may(role, 'view', 'domain');

/** The organisation's data as one ZIP (docs/product.md#organisation-export): owners. */
export const canExport = (role: OrgRole): boolean => may(role, 'view', 'export');
