import { count, desc } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../../shared/admin';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { offsetOf, searchColumns } from '../../lib/sql-search';

/** Who acted: an admin account, or the command line (no account, e-mail 'cli'). */
export interface AuditActor {
  id: string | null;
  email: string;
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
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: record.details ?? {},
  });
}

/** Newest first, searched in the actor's address, the action and the target. */
export async function listAuditLog(
  db: Database,
  query: { page: number; pageSize: number; search: string },
): Promise<{ items: AuditEntry[]; totalCount: number }> {
  const where = searchColumns(query.search, [
    auditLog.actorEmail,
    auditLog.action,
    auditLog.targetType,
    auditLog.targetId,
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount: total?.value ?? 0,
  };
}
