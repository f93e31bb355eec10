CREATE TYPE "public"."expense_category" AS ENUM('electricity', 'firewood', 'maintenance', 'insurance', 'food', 'other');--> statement-breakpoint
CREATE TABLE "cost_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"fee_per_adult_night_ore" integer NOT NULL,
	"fee_per_child_night_ore" integer NOT NULL,
	"child_night_percent" integer NOT NULL,
	"changed_by_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_settings_fees_range" CHECK ("cost_settings"."fee_per_adult_night_ore" between 0 and 10000000 and "cost_settings"."fee_per_child_night_ore" between 0 and 10000000),
	CONSTRAINT "cost_settings_child_percent_range" CHECK ("cost_settings"."child_night_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "expense_parts" (
	"expense_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"household_id" text NOT NULL,
	"amount_ore" integer NOT NULL,
	CONSTRAINT "expense_parts_expense_id_user_id_pk" PRIMARY KEY("expense_id","user_id"),
	CONSTRAINT "expense_parts_amount_not_negative" CHECK ("expense_parts"."amount_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expense_receipts" (
	"expense_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_receipts_type" CHECK ("expense_receipts"."content_type" in ('image/jpeg', 'image/webp')),
	CONSTRAINT "expense_receipts_width" CHECK ("expense_receipts"."width" between 1 and 1600),
	CONSTRAINT "expense_receipts_height" CHECK ("expense_receipts"."height" between 1 and 1600)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_ore" integer NOT NULL,
	"date" date NOT NULL,
	"paid_by_id" text NOT NULL,
	"category" "expense_category" NOT NULL,
	"split" jsonb NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount_ore" > 0),
	CONSTRAINT "expenses_description_not_blank" CHECK (length(btrim("expenses"."description")) > 0)
);
--> statement-breakpoint
CREATE TABLE "night_fee_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nights" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"amount_ore" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_fee_charges_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "night_fee_charges_amount_positive" CHECK ("night_fee_charges"."amount_ore" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"amount_ore" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_ore" > 0),
	CONSTRAINT "payments_not_to_self" CHECK ("payments"."from_user_id" <> "payments"."to_user_id")
);
--> statement-breakpoint
ALTER TABLE "cost_settings" ADD CONSTRAINT "cost_settings_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_parts" ADD CONSTRAINT "expense_parts_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_fee_charges" ADD CONSTRAINT "night_fee_charges_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_settings_cabin_changed_idx" ON "cost_settings" USING btree ("cabin_id","changed_at");--> statement-breakpoint
CREATE INDEX "expenses_cabin_date_idx" ON "expenses" USING btree ("cabin_id","date");--> statement-breakpoint
CREATE INDEX "night_fee_charges_cabin_idx" ON "night_fee_charges" USING btree ("cabin_id","end_date");--> statement-breakpoint
CREATE INDEX "payments_cabin_date_idx" ON "payments" USING btree ("cabin_id","date");