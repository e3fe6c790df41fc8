ALTER TABLE "local_checkouts" ADD COLUMN "basis" text;--> statement-breakpoint
ALTER TABLE "provider_checkouts" ADD COLUMN "basis" text;--> statement-breakpoint
ALTER TABLE "provider_checkouts" ADD COLUMN "expired_at" timestamp with time zone;