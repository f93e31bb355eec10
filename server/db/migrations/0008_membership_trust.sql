CREATE TABLE "cabin_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cabin_id" uuid NOT NULL,
	"invitee_id" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cabin_invitations_expiry_after_creation" CHECK ("cabin_invitations"."expires_at" > "cabin_invitations"."created_at")
);
--> statement-breakpoint
CREATE TABLE "cabin_ownership_offers" (
	"cabin_id" uuid PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cabin_ownership_offers_to_someone_else" CHECK ("cabin_ownership_offers"."from_user_id" <> "cabin_ownership_offers"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "cabin_removals" (
	"cabin_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" text,
	CONSTRAINT "cabin_removals_cabin_id_user_id_pk" PRIMARY KEY("cabin_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "cabin_invitations" ADD CONSTRAINT "cabin_invitations_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_invitations" ADD CONSTRAINT "cabin_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_invitations" ADD CONSTRAINT "cabin_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_ownership_offers" ADD CONSTRAINT "cabin_ownership_offers_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_ownership_offers" ADD CONSTRAINT "cabin_ownership_offers_from_membership_fk" FOREIGN KEY ("cabin_id","from_user_id") REFERENCES "public"."cabin_members"("cabin_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_ownership_offers" ADD CONSTRAINT "cabin_ownership_offers_to_membership_fk" FOREIGN KEY ("cabin_id","to_user_id") REFERENCES "public"."cabin_members"("cabin_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_removals" ADD CONSTRAINT "cabin_removals_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_removals" ADD CONSTRAINT "cabin_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabin_removals" ADD CONSTRAINT "cabin_removals_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cabin_invitations_cabin_invitee_idx" ON "cabin_invitations" USING btree ("cabin_id","invitee_id");--> statement-breakpoint
CREATE INDEX "cabin_invitations_invitee_idx" ON "cabin_invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "cabin_ownership_offers_to_idx" ON "cabin_ownership_offers" USING btree ("to_user_id");