-- Invariants Drizzle's schema language cannot express. PostgreSQL 15 features at most.

-- Two non-declined bookings of one cabin never share a night: a stay occupies [start, end).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("cabin_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("status" <> 'declined');
--> statement-breakpoint
-- A user's current cabin is always one they are a member of; leaving or being removed clears it.
ALTER TABLE "users" ADD CONSTRAINT "users_current_cabin_membership_fk"
  FOREIGN KEY ("current_cabin_id", "id") REFERENCES "cabin_members" ("cabin_id", "user_id")
  ON DELETE SET NULL ("current_cabin_id");
