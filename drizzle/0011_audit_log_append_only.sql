-- Data backfill (hand-written, runs once, before the trigger below forbids updates): entries
-- written before actor_name existed get the name their actor has now, if the account still exists.
UPDATE "audit_log" SET "actor_name" = coalesce(nullif("profiles"."full_name", ''), "auth_users"."name")
FROM "auth_users" LEFT JOIN "profiles" ON "profiles"."id" = "auth_users"."id"
WHERE "auth_users"."id" = "audit_log"."actor_id" AND "audit_log"."actor_name" IS NULL;
--> statement-breakpoint
-- The audit log is append-only (docs/decisions/0022-audit-log-append-only.md): any UPDATE,
-- DELETE or TRUNCATE of it fails, whatever code or job sends it.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows are never updated or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
