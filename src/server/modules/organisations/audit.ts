/**
 * The organisation's audit log (docs/product.md#organisation-audit-log): every change its owners
 * and admins make, with who made it (as they were then), when, and to what. What our own code
 * changes is recorded in the change's transaction; what the identity library changes (invitations,
 * roles, removals) is recorded as soon as its call returns (docs/decisions/0033-organisation-audit-
 * of-library-changes.md). Entries are never updated; they go only with their organisation.
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { OrgAuditAction, OrgAuditEntry } from '../../../shared/organisations';
import type { Database } from '../../db/client';
import {
  authUsers,
  organisationAuditLog,
  profiles,
  type OrganisationAuditRow,
} from '../../db/schema';
import { offsetOf } from '../../lib/sql-search';
import { apiTokenIdOfActor } from '../access';
import { tokenName } from './api-token-repository';

export interface OrgAuditRecord {
  organisationId: string;
  /** The account that acted; its address and name are copied into the entry as they are now. */
  actorId: string;
  action: OrgAuditAction;
  targetType:
    | 'organisation'
    | 'member'
    | 'invitation'
    | 'card'
    | 'brand'
    | 'import'
    | 'billing'
    | 'domain'
    | 'api-token'
    | 'scim-token'
    | 'sso';
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * Stores one entry; pass the transaction of the change when there is one. An API token's change
 * names the token as its actor (its actor id, no address, its name as it is now).
 */
export async function recordOrgAudit(db: Database, record: OrgAuditRecord): Promise<void> {
  const details = JSON.stringify(record.details ?? {});
  const tokenId = apiTokenIdOfActor(record.actorId);
  if (tokenId !== undefined) {
    const name = `API token “${(await tokenName(db, tokenId)) ?? tokenId}”`;
    await db.insert(organisationAuditLog).values({
      organizationId: record.organisationId,
      actorId: record.actorId,
      actorEmail: '',
      actorName: name,
      action: record.action,
      targetType: record.targetType,
      targetId: record.targetId,
      details: record.details ?? {},
    });
    return;
  }
  await db.execute(sql`
    insert into ${organisationAuditLog}
      (organization_id, actor_id, actor_email, actor_name, action, target_type, target_id, details)
    select ${record.organisationId}, ${authUsers.id}, ${authUsers.email},
      coalesce(nullif(${profiles.fullName}, ''), ${authUsers.name}), ${record.action},
      ${record.targetType}, ${record.targetId}, ${details}::jsonb
    from ${authUsers} left join ${profiles} on ${profiles.id} = ${authUsers.id}
    where ${authUsers.id} = ${record.actorId}`);
}

const toEntry = (row: OrganisationAuditRow): OrgAuditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail, name: row.actorName },
  action: row.action as OrgAuditAction,
  targetType: row.targetType,
  targetId: row.targetId,
  details: row.details,
});

/** The organisation's entries, newest first, a page at a time, with how many there are. */
export async function listOrgAudit(
  db: Database,
  organisationId: string,
  page: number,
  pageSize: number,
): Promise<{ items: OrgAuditEntry[]; totalCount: number }> {
  const where = eq(organisationAuditLog.organizationId, organisationId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organisationAuditLog)
      .where(where)
      .orderBy(desc(organisationAuditLog.createdAt), desc(organisationAuditLog.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ value: count() }).from(organisationAuditLog).where(where),
  ]);
  return {
    items: rows.map(toEntry),
    totalCount: total?.value ?? 0,
  };
}

/** Every entry of the organisation, oldest first (its export). */
export async function allOrgAudit(db: Database, organisationId: string): Promise<OrgAuditEntry[]> {
  const rows = await db
    .select()
    .from(organisationAuditLog)
    .where(eq(organisationAuditLog.organizationId, organisationId))
    .orderBy(asc(organisationAuditLog.createdAt), asc(organisationAuditLog.id));
  return rows.map(toEntry);
}
