CREATE TABLE "organisation_domains" (
	"organization_id" text NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_domains_organization_id_domain_pk" PRIMARY KEY("organization_id","domain"),
	CONSTRAINT "organisation_domains_domain_lower" CHECK ("organisation_domains"."domain" = lower("organisation_domains"."domain"))
);
--> statement-breakpoint
ALTER TABLE "organisation_domains" ADD CONSTRAINT "organisation_domains_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_domains_verified_domain_idx" ON "organisation_domains" USING btree ("domain") WHERE "organisation_domains"."verified_at" is not null;