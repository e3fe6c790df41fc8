CREATE TABLE "organisation_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_audit_log" ADD CONSTRAINT "organisation_audit_log_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_audit_log_org_created_idx" ON "organisation_audit_log" USING btree ("organization_id","created_at");--> statement-breakpoint
-- The organisation's audit log is append-only: an UPDATE or TRUNCATE always fails, and a DELETE
-- fails unless it is the cascade of the organisation's own deletion (a trigger nested in the
-- foreign key's action, so deeper than a statement's own). Written by hand.
CREATE FUNCTION "organisation_audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'organisation_audit_log rows are never updated or deleted' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "organisation_audit_log_append_only" BEFORE UPDATE OR DELETE ON "organisation_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "organisation_audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "organisation_audit_log_no_truncate" BEFORE TRUNCATE ON "organisation_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "organisation_audit_log_refuse_change"();
