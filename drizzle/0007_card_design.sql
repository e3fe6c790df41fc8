ALTER TABLE "cards" ADD COLUMN "template" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "accent_color" text DEFAULT '#4338ca' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "background_color" text DEFAULT '#ffffff' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "font_family" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "button_shape" text DEFAULT 'rounded' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "hide_branding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "brand_logo_key" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "qr_logo" text DEFAULT 'none' NOT NULL;