ALTER TABLE "tasks" ADD COLUMN "repeat_anchor" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "occurrence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "previous_task_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_previous_task_id_tasks_id_fk" FOREIGN KEY ("previous_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_items_needed_name_idx" ON "shopping_items" USING btree ("cabin_id",lower("name")) WHERE "shopping_items"."status" = 'needed';--> statement-breakpoint
CREATE INDEX "tasks_previous_idx" ON "tasks" USING btree ("previous_task_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completion_matches_status" CHECK (("tasks"."status" = 'done') = ("tasks"."completed_at" is not null));