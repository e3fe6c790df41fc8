CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_daily_stats" (
	"card_id" text NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_daily_stats_card_id_day_metric_dimension_pk" PRIMARY KEY("card_id","day","metric","dimension")
);
--> statement-breakpoint
CREATE TABLE "card_daily_visitors" (
	"card_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "card_daily_visitors_card_id_day_visitor_pk" PRIMARY KEY("card_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "card_daily_stats" ADD CONSTRAINT "card_daily_stats_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_daily_visitors" ADD CONSTRAINT "card_daily_visitors_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_daily_stats_day_idx" ON "card_daily_stats" USING btree ("day");