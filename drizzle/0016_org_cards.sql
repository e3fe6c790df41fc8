ALTER TABLE "cards" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_assignee_id_auth_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_organization_created_idx" ON "cards" USING btree ("organization_id","created_at") WHERE "cards"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "cards_assignee_idx" ON "cards" USING btree ("assignee_id") WHERE "cards"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_organization_created_idx" ON "leads" USING btree ("organization_id","created_at") WHERE "leads"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organization_idx" ON "webhook_endpoints" USING btree ("organization_id") WHERE "webhook_endpoints"."organization_id" is not null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_unique" UNIQUE("organization_id");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_one_owner" CHECK (("cards"."user_id" is null) <> ("cards"."organization_id" is null));--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_assignee_of_organisation" CHECK ("cards"."assignee_id" is null or "cards"."organization_id" is not null);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_one_owner" CHECK (("leads"."user_id" is null) <> ("leads"."organization_id" is null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_one_holder" CHECK (("subscriptions"."user_id" is null) <> ("subscriptions"."organization_id" is null));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_one_owner" CHECK (("webhook_endpoints"."user_id" is null) <> ("webhook_endpoints"."organization_id" is null));--> statement-breakpoint
-- A member who leaves an organisation, or is removed, or whose account goes, is no longer assigned
-- any of its cards: the cards stay with the organisation, unassigned, whoever deleted the
-- membership (our routes, the identity library, a cascade). Written by hand (drizzle-kit has no
-- triggers).
CREATE FUNCTION "unassign_departed_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cards" SET "assignee_id" = NULL, "updated_at" = now()
    WHERE "organization_id" = OLD."organization_id" AND "assignee_id" = OLD."user_id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_members_unassign_cards" AFTER DELETE ON "auth_members"
  FOR EACH ROW EXECUTE FUNCTION "unassign_departed_member"();
