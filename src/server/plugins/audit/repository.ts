import { count, desc, eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../../shared/admin';
import type { Database } from '../../db/client';
import { auditLog, authUsers } from '../../db/schema';
import { offsetOf, searchColumns } from '../../lib/sql-search';

/**
 * Who acted, as they were when they acted: an admin account, or no account (the command line,
 * the account's owner). Kept in the entry as written, whatever becomes of the account later.
 */
export interface AuditActor {
  id: string | null;
  email: string;
  /** The name the console shows: an admin's profile name, or what acted ('Command line'). */
  fullName: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: 'user' | 'card' | 'subscription' | 'billing';
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * Stores one admin action. Pass the transaction that makes the change, so the change and its
 * record are committed together or not at all.
 */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorName: actor.fullName,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: record.details ?? {},
  });
}

/**
 * Newest first, searched in the actor's address and name, the action and the target. An actor
 * whose account has since been deleted is still named, and marked as deleted.
 */
export async function listAuditLog(
  db: Database,
  query: { page: number; pageSize: number; search: string },
): Promise<{ items: AuditEntry[]; totalCount: number }> {
  const where = searchColumns(query.search, [
    auditLog.actorEmail,
    auditLog.actorName,
    auditLog.action,
    auditLog.targetType,
    auditLog.targetId,
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorExists: sql<boolean>`${authUsers.id} is not null` })
      .from(auditLog)
      .leftJoin(authUsers, eq(authUsers.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, actorExists }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail: entry.actorEmail,
      actorName: entry.actorName,
      actorDeleted: entry.actorId !== null && !actorExists,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    totalCount: total?.value ?? 0,
  };
}
