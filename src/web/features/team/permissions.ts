import { ORG_ROLES, type OrgRole, type OrgSummary } from '../../../shared/organisations';

/**
 * What a role may do in its organisation (docs/product.md#organisations). The server decides; the
 * screens only leave out what it would refuse.
 */
export const canManageMembers = (role: OrgRole): boolean => role === 'owner' || role === 'admin';
export const canRename = canManageMembers;
export const canDelete = (role: OrgRole): boolean => role === 'owner';

/** The roles `actor` may give, or take away: only an owner makes or unmakes an owner. */
export const assignableRoles = (actor: OrgRole): readonly OrgRole[] =>
  actor === 'owner' ? ORG_ROLES : canManageMembers(actor) ? ['admin', 'member'] : [];

/** Whether `actor` may change the role of, or remove, a member holding `target`. */
export const canManageMember = (actor: OrgRole, target: OrgRole): boolean =>
  canManageMembers(actor) && assignableRoles(actor).includes(target);

/** The organisation the address names (`?org=<slug>`), else the first one. */
export const chosenOrganisation = (
  organisations: readonly OrgSummary[],
  slug: string | null,
): OrgSummary | undefined =>
  organisations.find((organisation) => organisation.slug === slug) ?? organisations[0];
