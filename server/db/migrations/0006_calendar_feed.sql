ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- No release handed out feed tokens before this one; a row without its sealed token could never be shown again.
DELETE FROM "calendar_feed_tokens";--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD COLUMN "token_sealed" text NOT NULL;
