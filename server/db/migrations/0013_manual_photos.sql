CREATE TABLE "manual_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"user_id" text,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_photos_type" CHECK ("manual_photos"."content_type" in ('image/jpeg', 'image/webp')),
	CONSTRAINT "manual_photos_width" CHECK ("manual_photos"."width" between 1 and 1600),
	CONSTRAINT "manual_photos_height" CHECK ("manual_photos"."height" between 1 and 1600)
);
--> statement-breakpoint
ALTER TABLE "manual_photos" ADD CONSTRAINT "manual_photos_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_photos" ADD CONSTRAINT "manual_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_photos_cabin_idx" ON "manual_photos" USING btree ("cabin_id");