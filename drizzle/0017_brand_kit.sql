CREATE TABLE "organisation_brands" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"template" text DEFAULT 'classic' NOT NULL,
	"accent_color" text DEFAULT '#4338ca' NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"font_family" text DEFAULT 'system' NOT NULL,
	"button_shape" text DEFAULT 'rounded' NOT NULL,
	"qr_logo" text DEFAULT 'none' NOT NULL,
	"brand_logo_key" text,
	"company" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"github" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"locked" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_brands" ADD CONSTRAINT "organisation_brands_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;