CREATE TABLE "profile_pictures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_pictures_type" CHECK ("profile_pictures"."content_type" in ('image/jpeg', 'image/png', 'image/gif')),
	CONSTRAINT "profile_pictures_size" CHECK (octet_length("profile_pictures"."data") < 5242880)
);
--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;