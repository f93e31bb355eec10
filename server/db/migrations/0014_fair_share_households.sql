CREATE TABLE "household_members" (
	"cabin_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"household_id" uuid NOT NULL,
	CONSTRAINT "household_members_cabin_id_user_id_pk" PRIMARY KEY("cabin_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"name" text NOT NULL,
	"share_basis_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_name_not_blank" CHECK (length(btrim("households"."name")) > 0),
	CONSTRAINT "households_share_range" CHECK ("households"."share_basis_points" is null or "households"."share_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_cabin_member_fk" FOREIGN KEY ("cabin_id","user_id") REFERENCES "public"."cabin_members"("cabin_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "households_cabin_idx" ON "households" USING btree ("cabin_id");