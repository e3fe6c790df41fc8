CREATE TABLE "auth_sso_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"oidc_config" text,
	"saml_config" text,
	"user_id" text,
	"provider_id" text NOT NULL,
	"organization_id" text,
	"domain" text NOT NULL,
	"domain_verified" boolean DEFAULT false NOT NULL,
	"sso_enforced_at" timestamp with time zone,
	CONSTRAINT "auth_sso_providers_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "auth_sso_providers" ADD CONSTRAINT "auth_sso_providers_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sso_providers" ADD CONSTRAINT "auth_sso_providers_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sso_providers_organization_idx" ON "auth_sso_providers" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sso_providers_domain_idx" ON "auth_sso_providers" USING btree ("domain");