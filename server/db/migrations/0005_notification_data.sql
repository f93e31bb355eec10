-- Notifications keep facts (data) instead of fixed texts; the API writes the title and message in
-- the reader's language. Rows written before this carry only their type: they render as the type
-- with an empty message (their data does not parse as a known notification).
ALTER TABLE "notifications" ADD COLUMN "data" jsonb;--> statement-breakpoint
UPDATE "notifications" SET "data" = jsonb_build_object('type', "type");--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "data" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "message";
