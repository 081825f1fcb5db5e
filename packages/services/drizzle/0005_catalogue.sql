CREATE TABLE "capabilities" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"image_url" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "capabilities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_id" text,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"supported_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "classifications_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"extension" text DEFAULT 'pdf' NOT NULL,
	"size_bytes" integer NOT NULL,
	"thumbnail_url" text,
	"paragraphs" jsonb NOT NULL,
	CONSTRAINT "documents_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
ALTER TABLE "product_localizations" ADD COLUMN "long_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_localizations" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_localizations" ADD COLUMN "video_alt" text;--> statement-breakpoint
ALTER TABLE "product_localizations" ADD COLUMN "specifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_localizations" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_localizations" ADD COLUMN "highlights" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "classification_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "item_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supported_countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "video" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "capability_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "related" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "downloads" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "classifications_parent_idx" ON "classifications" USING btree ("parent_id");