ALTER TABLE "users" ADD COLUMN "country" text DEFAULT 'CH' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_reset_requested_at" timestamp with time zone;