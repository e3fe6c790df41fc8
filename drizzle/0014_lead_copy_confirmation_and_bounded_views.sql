ALTER TABLE "card_daily_visitors" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "copy_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "copy_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "copy_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_copy_token_idx" ON "leads" USING btree ("copy_token_hash");--> statement-breakpoint
-- Hand-written backfill: the visitors already counted today have been seen at least once, so they
-- are not counted again as new when their next view is written.
UPDATE "card_daily_visitors" SET "views" = 1;
