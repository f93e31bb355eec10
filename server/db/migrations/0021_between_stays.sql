CREATE TABLE "handover_notices" (
	"booking_id" uuid NOT NULL,
	"next_booking_id" uuid NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_notices_booking_id_next_booking_id_pk" PRIMARY KEY("booking_id","next_booking_id")
);
--> statement-breakpoint
CREATE TABLE "handover_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_photos_type" CHECK ("handover_photos"."content_type" in ('image/jpeg', 'image/webp')),
	CONSTRAINT "handover_photos_width" CHECK ("handover_photos"."width" between 1 and 1600),
	CONSTRAINT "handover_photos_height" CHECK ("handover_photos"."height" between 1 and 1600)
);
--> statement-breakpoint
CREATE TABLE "handover_tasks" (
	"booking_id" uuid NOT NULL,
	"item_index" integer NOT NULL,
	"task_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_tasks_booking_id_item_index_pk" PRIMARY KEY("booking_id","item_index"),
	CONSTRAINT "handover_tasks_task_id_unique" UNIQUE("task_id"),
	CONSTRAINT "handover_tasks_index" CHECK ("handover_tasks"."item_index" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"cabin_id" uuid NOT NULL,
	"written_by" text,
	"firewood" text NOT NULL,
	"heating" text NOT NULL,
	"water" text NOT NULL,
	"fridge" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"needs_fixing" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handovers_firewood" CHECK ("handovers"."firewood" in ('full', 'half', 'low', 'empty')),
	CONSTRAINT "handovers_heating" CHECK ("handovers"."heating" in ('off', 'frost', 'low', 'on')),
	CONSTRAINT "handovers_water" CHECK ("handovers"."water" in ('on', 'off')),
	CONSTRAINT "handovers_fridge_length" CHECK (length("handovers"."fridge") <= 500),
	CONSTRAINT "handovers_note_length" CHECK (length("handovers"."note") <= 2000),
	CONSTRAINT "handovers_needs_fixing_count" CHECK (cardinality("handovers"."needs_fixing") <= 10)
);
--> statement-breakpoint
CREATE TABLE "guest_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_by" text,
	"token_hash" text NOT NULL,
	"label" text,
	"include_door_code" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'no' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guest_links_language" CHECK ("guest_links"."language" in ('no', 'en')),
	CONSTRAINT "guest_links_label_length" CHECK ("guest_links"."label" is null or length("guest_links"."label") between 1 and 60),
	CONSTRAINT "guest_links_window" CHECK ("guest_links"."valid_until" > "guest_links"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"booking_id" uuid,
	"user_id" text,
	"tenths_kwh" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_not_negative" CHECK ("meter_readings"."tenths_kwh" >= 0)
);
--> statement-breakpoint
CREATE TABLE "power_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"expense_id" uuid NOT NULL,
	"tenths_kwh" bigint NOT NULL,
	"amount_ore" bigint NOT NULL,
	"charged_by" text,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "power_charges_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "power_charges_expense_id_unique" UNIQUE("expense_id"),
	CONSTRAINT "power_charges_amount_positive" CHECK ("power_charges"."amount_ore" > 0),
	CONSTRAINT "power_charges_kwh_not_negative" CHECK ("power_charges"."tenths_kwh" >= 0)
);
--> statement-breakpoint
CREATE TABLE "power_price_days" (
	"price_area" text NOT NULL,
	"date" date NOT NULL,
	"intervals" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "power_price_days_price_area_date_pk" PRIMARY KEY("price_area","date"),
	CONSTRAINT "power_price_days_area" CHECK ("power_price_days"."price_area" in ('NO1', 'NO2', 'NO3', 'NO4', 'NO5'))
);
--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "price_area" text;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "grid_fee_ore" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "add_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cabins" ADD COLUMN "fixed_price_ore" integer;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "checklist_run_items" ADD COLUMN "done_by_guest_link_id" uuid;--> statement-breakpoint
ALTER TABLE "checklist_run_items" ADD COLUMN "done_by_guest_label" text;--> statement-breakpoint
ALTER TABLE "checklist_run_items" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "handover_notices" ADD CONSTRAINT "handover_notices_booking_id_handovers_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."handovers"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_notices" ADD CONSTRAINT "handover_notices_next_booking_id_bookings_id_fk" FOREIGN KEY ("next_booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_booking_id_handovers_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."handovers"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_tasks" ADD CONSTRAINT "handover_tasks_booking_id_handovers_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."handovers"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_tasks" ADD CONSTRAINT "handover_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_charges" ADD CONSTRAINT "power_charges_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_charges" ADD CONSTRAINT "power_charges_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_charges" ADD CONSTRAINT "power_charges_charged_by_users_id_fk" FOREIGN KEY ("charged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_notices_next_idx" ON "handover_notices" USING btree ("next_booking_id");--> statement-breakpoint
CREATE INDEX "handover_photos_booking_idx" ON "handover_photos" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "handovers_cabin_idx" ON "handovers" USING btree ("cabin_id","updated_at");--> statement-breakpoint
CREATE INDEX "guest_links_booking_idx" ON "guest_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "guest_links_cabin_idx" ON "guest_links" USING btree ("cabin_id");--> statement-breakpoint
CREATE INDEX "meter_readings_cabin_read_idx" ON "meter_readings" USING btree ("cabin_id","read_at");--> statement-breakpoint
CREATE INDEX "meter_readings_booking_idx" ON "meter_readings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "power_charges_cabin_idx" ON "power_charges" USING btree ("cabin_id");--> statement-breakpoint
ALTER TABLE "checklist_run_items" ADD CONSTRAINT "checklist_run_items_done_by_guest_link_id_guest_links_id_fk" FOREIGN KEY ("done_by_guest_link_id") REFERENCES "public"."guest_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_price_area" CHECK ("cabins"."price_area" is null or "cabins"."price_area" in ('NO1', 'NO2', 'NO3', 'NO4', 'NO5'));--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_grid_fee" CHECK ("cabins"."grid_fee_ore" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "cabins" ADD CONSTRAINT "cabins_fixed_price" CHECK ("cabins"."fixed_price_ore" is null or "cabins"."fixed_price_ore" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_action_known" CHECK ("checklist_items"."action" is null or "checklist_items"."action" in ('read_meter'));--> statement-breakpoint
ALTER TABLE "checklist_run_items" ADD CONSTRAINT "checklist_run_items_guest_only_when_done" CHECK ("checklist_run_items"."done_at" is not null or ("checklist_run_items"."done_by_guest_link_id" is null and "checklist_run_items"."done_by_guest_label" is null));--> statement-breakpoint
ALTER TABLE "checklist_run_items" ADD CONSTRAINT "checklist_run_items_one_ticker" CHECK ("checklist_run_items"."done_by" is null or "checklist_run_items"."done_by_guest_link_id" is null);--> statement-breakpoint
ALTER TABLE "checklist_run_items" ADD CONSTRAINT "checklist_run_items_action_known" CHECK ("checklist_run_items"."action" is null or "checklist_run_items"."action" in ('read_meter'));