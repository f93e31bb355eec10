-- Decision 043: every peak period holds the seed its draw will use, secret until the draw.
-- The default is volatile, so each existing row gets its own random seed here (sha256 and
-- gen_random_uuid are built into PostgreSQL 13+ and PGlite; pgcrypto is not needed).
ALTER TABLE "peak_periods" ADD COLUMN "draw_seed" text DEFAULT encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex') NOT NULL;
--> statement-breakpoint
-- A period drawn before this change keeps the seed its draw recorded, so its commitment matches;
-- its inputs were not recorded, which "Check the draw" says (it was never committed beforehand).
UPDATE "peak_periods" SET "draw_seed" = "draw"->>'seed', "draw" = jsonb_set("draw", '{inputs}', 'null'::jsonb) WHERE "draw" IS NOT NULL;
