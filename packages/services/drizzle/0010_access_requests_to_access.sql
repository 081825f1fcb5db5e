-- The dashboard's access requests become pending application access, so administrators see them.
INSERT INTO "application_access" ("user_id", "application", "state", "requested_at", "requested_by", "updated_at")
SELECT r."user_id", r."service", 'pending', r."requested_at", u."first_name" || ' ' || u."last_name", r."requested_at"
FROM "access_requests" r JOIN "users" u ON u."id" = r."user_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "access_requests" CASCADE;
