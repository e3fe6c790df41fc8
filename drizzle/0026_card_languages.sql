ALTER TABLE "cards" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "translations" jsonb DEFAULT '[]'::jsonb NOT NULL;