ALTER TABLE "payments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "confirmed_by_id" text;--> statement-breakpoint
-- Payments recorded before confirmation existed (issue #36, item 5) were valid under the old rule
-- and are in every family's balances: they count as confirmed when made, by nobody in particular,
-- so no balance changes with this migration.
UPDATE "payments" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
