CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_id_type_pk" PRIMARY KEY("id","type")
);
--> statement-breakpoint
CREATE TABLE "page_localizations" (
	"page_id" text NOT NULL,
	"stage" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"modules" jsonb NOT NULL,
	CONSTRAINT "page_localizations_page_id_stage_locale_pk" PRIMARY KEY("page_id","stage","locale")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text NOT NULL,
	"stage" text NOT NULL,
	"site_id" text NOT NULL,
	"slug" text NOT NULL,
	"theme" text DEFAULT 'Default' NOT NULL,
	CONSTRAINT "pages_id_stage_pk" PRIMARY KEY("id","stage")
);
--> statement-breakpoint
CREATE TABLE "product_localizations" (
	"product_slug" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	CONSTRAINT "product_localizations_product_slug_locale_pk" PRIMARY KEY("product_slug","locale")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"slug" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"international_only" boolean DEFAULT false NOT NULL,
	"enable_cut_font" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'Default' NOT NULL,
	"domains" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"created_by" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"location" text NOT NULL,
	"ticket_type" text NOT NULL,
	"machine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"organisation_id" text NOT NULL,
	"roles" jsonb NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_localizations" ADD CONSTRAINT "product_localizations_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "tickets_org_idx" ON "tickets" USING btree ("organisation_id");