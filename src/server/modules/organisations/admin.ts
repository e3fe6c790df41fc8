import type { AdminOrganisation, AdminOrganisationMembers } from '../../../shared/admin';
import { AppError } from '../../lib/app-error';
import type { OrganisationsContext } from './context';
import * as repository from './repository';

type AdminContext = Pick<OrganisationsContext, 'database'>;

/**
 * `admin/list-organisations`: every organisation, newest first, searched by its name, its address
 * or an owner's address (docs/product.md#screens-admin). Read-only: the console changes nothing
 * of an organisation, so nothing here is audited.
 */
export async function listOrganisationsForAdmin(
  ctx: AdminContext,
  query: { page: number; pageSize: number; search: string },
): Promise<{ items: AdminOrganisation[]; totalCount: number }> {
  const db = ctx.database.db;
  const { rows, totalCount } = await repository.listOrganisations(db, query);
  const owners = await repository.ownersOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row): AdminOrganisation => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    createdAt: row.createdAt.toISOString(),
    owners: owners.get(row.id) ?? [],
    memberCount: row.memberCount,
    pendingInvitations: row.pendingInvitations,
    cardCount: row.cardCount,
    subscription:
      row.subscriptionStatus === null || row.cardAllocation === null
        ? null
        : { status: row.subscriptionStatus, cardAllocation: row.cardAllocation },
  }));
  return { items, totalCount };
}

/** `admin/organisation-members`: one organisation's members and their roles; 404 for no such one. */
export async function organisationMembersForAdmin(
  ctx: AdminContext,
  organisationId: string,
): Promise<AdminOrganisationMembers> {
  const db = ctx.database.db;
  if (!(await repository.findOrganisation(db, organisationId))) {
    throw AppError.notFound('Organisation not found');
  }
  return { items: await repository.membersOf(db, organisationId) };
}
