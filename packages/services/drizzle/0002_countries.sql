CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"sort_index" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"default_language" text NOT NULL,
	"supported_languages" jsonb NOT NULL,
	"default_measurement_system" text NOT NULL,
	"names" jsonb NOT NULL
);
