ALTER TABLE "cabins" ADD COLUMN "bookings_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 014: every change to what GET /api/bookings shows for a cabin raises the cabin's
-- bookings_version inside the writing transaction, whichever process or statement wrote it.
CREATE FUNCTION "bump_cabin_bookings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "cabins" SET "bookings_version" = "bookings_version" + 1 WHERE "id" = OLD."cabin_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."cabin_id" IS DISTINCT FROM OLD."cabin_id") THEN
    UPDATE "cabins" SET "bookings_version" = "bookings_version" + 1 WHERE "id" = NEW."cabin_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_bump_cabin_version" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bump_cabin_bookings_version"();--> statement-breakpoint
-- The list shows each booker's full and display name: renaming someone changes the list of every
-- cabin they have bookings in (a member who left may still have some).
CREATE FUNCTION "bump_booker_cabins_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cabins" SET "bookings_version" = "bookings_version" + 1
    WHERE "id" IN (SELECT "cabin_id" FROM "bookings" WHERE "user_id" = NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_bump_booker_cabins_version" AFTER UPDATE OF "full_name", "display_name" ON "users"
  FOR EACH ROW
  WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name" OR OLD."display_name" IS DISTINCT FROM NEW."display_name")
  EXECUTE FUNCTION "bump_booker_cabins_version"();
--> statement-breakpoint
-- The embedded server is the only process on its database: it keeps each member's current cabin
-- and list version in memory until one of these tables changes, which this tells it at commit.
CREATE FUNCTION "notify_membership_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hytta_membership_change', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_membership_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_membership_change"();--> statement-breakpoint
CREATE TRIGGER "cabin_members_notify_membership_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cabin_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_membership_change"();--> statement-breakpoint
CREATE TRIGGER "cabins_notify_membership_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cabins"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_membership_change"();
