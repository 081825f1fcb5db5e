CREATE SEQUENCE "public"."parts_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exploded_views" (
	"product_slug" text PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"title" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"sort_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"article_id" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"sort_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_parts" (
	"product_slug" text NOT NULL,
	"position" integer NOT NULL,
	"part_id" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	CONSTRAINT "model_parts_product_slug_position_pk" PRIMARY KEY("product_slug","position")
);
--> statement-breakpoint
CREATE TABLE "part_price_lists" (
	"organisation_id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"article_number" text NOT NULL,
	"category" text NOT NULL,
	"stock" integer NOT NULL,
	"availability_days" integer NOT NULL,
	"location" text NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts_requests" (
	"reference" text PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"organisation_id" text NOT NULL,
	"requester_id" text NOT NULL,
	"requester_name" text NOT NULL,
	"customer_reference" text,
	"comment" text,
	"lines" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_info_items" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"item_number" text NOT NULL,
	"article_number" text NOT NULL,
	"status" text NOT NULL,
	"stock" integer NOT NULL,
	"availability_days" integer NOT NULL,
	"location" text NOT NULL,
	"product_slug" text NOT NULL,
	"model" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"release_date" date NOT NULL,
	"platform" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"release_notes" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "ticket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "request_reference" text;--> statement-breakpoint
CREATE INDEX "knowledge_articles_product_idx" ON "knowledge_articles" USING btree ("product_id","sort_index");--> statement-breakpoint
CREATE INDEX "knowledge_topics_article_idx" ON "knowledge_topics" USING btree ("article_id","sort_index");--> statement-breakpoint
CREATE INDEX "model_parts_part_idx" ON "model_parts" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_article_number_idx" ON "parts" USING btree ("article_number");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_requests_number_idx" ON "parts_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "parts_requests_org_created_idx" ON "parts_requests" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_info_slug_idx" ON "product_info_items" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_info_item_number_idx" ON "product_info_items" USING btree ("item_number");--> statement-breakpoint
CREATE INDEX "product_info_name_idx" ON "product_info_items" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_info_status_name_idx" ON "product_info_items" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "product_info_model_idx" ON "product_info_items" USING btree ("product_slug");--> statement-breakpoint
CREATE INDEX "saved_lists_user_idx" ON "saved_lists" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "software_packages_product_idx" ON "software_packages" USING btree ("product_id","release_date");