CREATE TABLE "booking_rules" (
	"cabin_id" uuid PRIMARY KEY NOT NULL,
	"max_days_ahead" integer,
	"min_nights" integer,
	"max_nights" integer,
	"changeover_weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_upcoming_stays" integer,
	"buffer_nights" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rules_days_ahead" CHECK ("booking_rules"."max_days_ahead" is null or "booking_rules"."max_days_ahead" between 0 and 3660),
	CONSTRAINT "booking_rules_min_nights" CHECK ("booking_rules"."min_nights" is null or "booking_rules"."min_nights" between 1 and 365),
	CONSTRAINT "booking_rules_max_nights" CHECK ("booking_rules"."max_nights" is null or "booking_rules"."max_nights" between 1 and 365),
	CONSTRAINT "booking_rules_nights_ordered" CHECK ("booking_rules"."min_nights" is null or "booking_rules"."max_nights" is null or "booking_rules"."min_nights" <= "booking_rules"."max_nights"),
	CONSTRAINT "booking_rules_weekdays" CHECK ("booking_rules"."changeover_weekdays" <@ array[1, 2, 3, 4, 5, 6, 7] and cardinality("booking_rules"."changeover_weekdays") <= 7),
	CONSTRAINT "booking_rules_upcoming" CHECK ("booking_rules"."max_upcoming_stays" is null or "booking_rules"."max_upcoming_stays" between 1 and 100),
	CONSTRAINT "booking_rules_buffer" CHECK ("booking_rules"."buffer_nights" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "swap_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"with_booking_id" uuid NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"booking_sequence" integer NOT NULL,
	"with_booking_sequence" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_offers_two_stays" CHECK ("swap_offers"."booking_id" <> "swap_offers"."with_booking_id"),
	CONSTRAINT "swap_offers_status" CHECK ("swap_offers"."status" in ('open', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "swap_offers_answered" CHECK (("swap_offers"."status" = 'open') = ("swap_offers"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_dates_ordered" CHECK ("waitlist_entries"."end_date" > "waitlist_entries"."start_date")
);
--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "winter_break_week" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "autumn_break_week" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_with_booking_id_bookings_id_fk" FOREIGN KEY ("with_booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_offers_cabin_idx" ON "swap_offers" USING btree ("cabin_id");--> statement-breakpoint
CREATE INDEX "swap_offers_to_user_idx" ON "swap_offers" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "swap_offers_from_user_idx" ON "swap_offers" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "swap_offers_with_booking_idx" ON "swap_offers" USING btree ("with_booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "swap_offers_one_open_pair_idx" ON "swap_offers" USING btree ("booking_id","with_booking_id") WHERE "swap_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_entries_cabin_idx" ON "waitlist_entries" USING btree ("cabin_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_winter_break_week" CHECK ("cabins"."winter_break_week" in (8, 9));--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_autumn_break_week" CHECK ("cabins"."autumn_break_week" in (40, 41));--> statement-breakpoint
-- A swap exchanges the dates of two stays in one transaction; between its two updates the stays
-- overlap, so the rule is checked at commit there (SET CONSTRAINTS ... DEFERRED) and, as before,
-- at once everywhere else.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("cabin_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("status" <> 'declined') DEFERRABLE INITIALLY IMMEDIATE;
