CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"sort_index" integer NOT NULL,
	"name" text NOT NULL,
	"pim_id" text NOT NULL,
	"theme" text NOT NULL,
	"image" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"sort_index" integer NOT NULL,
	"default_country" text NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigations" (
	"site_id" text NOT NULL,
	"stage" text NOT NULL,
	"header" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	CONSTRAINT "navigations_site_id_stage_pk" PRIMARY KEY("site_id","stage")
);
--> statement-breakpoint
CREATE TABLE "news_feed_items" (
	"id" text NOT NULL,
	"stage" text NOT NULL,
	"publication_date" timestamp with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"link" text NOT NULL,
	"image" jsonb,
	CONSTRAINT "news_feed_items_id_stage_pk" PRIMARY KEY("id","stage")
);
--> statement-breakpoint
CREATE TABLE "system_redirects" (
	"previous_url" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_localizations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "page_localizations" ADD COLUMN "lead_text" text;--> statement-breakpoint
ALTER TABLE "page_localizations" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "kind" text DEFAULT 'Content' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "page_type" text DEFAULT 'Content' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "injection" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "parent_slug" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "main_site_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "protection" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translation_source_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translation_target_languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publication_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "image" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "adhoc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "story_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "related_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "hide_side_buttons" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "add_languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "drop_languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "navigations" ADD CONSTRAINT "navigations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_feed_date_idx" ON "news_feed_items" USING btree ("stage","publication_date");--> statement-breakpoint
CREATE INDEX "pages_kind_idx" ON "pages" USING btree ("stage","kind","publication_date");