CREATE TABLE "translation_targets" (
	"id" text NOT NULL,
	"page_id" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'MarkedForTranslation' NOT NULL,
	"exported_at" timestamp with time zone,
	"imported_at" timestamp with time zone,
	CONSTRAINT "translation_targets_page_id_language_pk" PRIMARY KEY("page_id","language"),
	CONSTRAINT "translation_targets_id_unique" UNIQUE("id"),
	CONSTRAINT "translation_targets_state_check" CHECK ("translation_targets"."state" in ('Translated', 'InProgress', 'MarkedForTranslation'))
);
--> statement-breakpoint
-- Jobs an older database kept in the pages' JSON column move into the table before it goes
-- (the draft's list where a page has one); seed.ts adds the missing targets afterwards.
INSERT INTO "translation_targets" ("id", "page_id", "language", "state", "exported_at", "imported_at")
SELECT DISTINCT ON (p."id", t."language")
	t."id", p."id", t."language", t."translationState", t."exportedAt"::timestamptz, t."importedAt"::timestamptz
FROM "pages" p,
	jsonb_to_recordset(p."translation_target_languages")
		AS t("id" text, "language" text, "translationState" text, "exportedAt" text, "importedAt" text)
WHERE t."id" IS NOT NULL AND t."language" IS NOT NULL
	AND t."translationState" IN ('Translated', 'InProgress', 'MarkedForTranslation')
ORDER BY p."id", t."language", (p."stage" = 'DRAFT') DESC
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "translation_target_languages";