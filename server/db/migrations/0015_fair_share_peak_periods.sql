CREATE TABLE "peak_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"name" text NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"method" text NOT NULL,
	"cap_nights" integer,
	"wish_deadline" date,
	"rotation_order" jsonb,
	"draw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peak_periods_name_not_blank" CHECK (length(btrim("peak_periods"."name")) > 0),
	CONSTRAINT "peak_periods_nights_ordered" CHECK ("peak_periods"."last_night" >= "peak_periods"."first_night"),
	CONSTRAINT "peak_periods_method" CHECK ("peak_periods"."method" in ('cap', 'draw', 'rotation')),
	CONSTRAINT "peak_periods_cap" CHECK (("peak_periods"."method" = 'cap') = ("peak_periods"."cap_nights" is not null) and coalesce("peak_periods"."cap_nights", 1) between 1 and 366),
	CONSTRAINT "peak_periods_deadline" CHECK (("peak_periods"."method" = 'draw') = ("peak_periods"."wish_deadline" is not null) and ("peak_periods"."wish_deadline" is null or "peak_periods"."wish_deadline" < "peak_periods"."first_night")),
	CONSTRAINT "peak_periods_rotation" CHECK (("peak_periods"."method" = 'rotation') = ("peak_periods"."rotation_order" is not null)),
	CONSTRAINT "peak_periods_drawn" CHECK ("peak_periods"."draw" is null or "peak_periods"."method" = 'draw')
);
--> statement-breakpoint
CREATE TABLE "peak_wishes" (
	"period_id" uuid NOT NULL,
	"household_id" text NOT NULL,
	"wishes" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peak_wishes_period_id_household_id_pk" PRIMARY KEY("period_id","household_id"),
	CONSTRAINT "peak_wishes_at_most_three" CHECK (jsonb_array_length("peak_wishes"."wishes") <= 3)
);
--> statement-breakpoint
ALTER TABLE "peak_periods" ADD CONSTRAINT "peak_periods_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peak_wishes" ADD CONSTRAINT "peak_wishes_period_id_peak_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."peak_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peak_wishes" ADD CONSTRAINT "peak_wishes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peak_periods_cabin_idx" ON "peak_periods" USING btree ("cabin_id","first_night");