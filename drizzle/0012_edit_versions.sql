ALTER TABLE "cards" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;