/**
 * The audit log: every admin action (console or CLI) recorded in `audit_log` in the transaction
 * that makes the change, and the console's route to read it. Entries are never updated or deleted.
 */
export { ACCOUNT_OWNER_ACTOR, auditActorOf, CLI_ACTOR } from './actor';
export { recordAudit, type AuditActor, type AuditRecord } from './repository';
export { auditLogRoutes } from './routes';
