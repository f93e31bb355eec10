import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used; migrations are applied by the app at start-up with
// Drizzle's migrate(), because drizzle-kit's own migrate cannot load PGlite extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/schema-messages.ts',
    './server/db/schema-jobs.ts',
    './server/db/schema-manual.ts',
    './server/db/schema-checklists.ts',
    './server/db/schema-photos.ts',
    './server/db/schema-households.ts',
    './server/db/schema-peak-periods.ts',
    './server/db/schema-costs.ts',
    './server/db/schema-season.ts',
    './server/db/schema-handovers.ts',
    './server/db/schema-guest-links.ts',
    './server/db/schema-power.ts',
  ],
  out: './server/db/migrations',
  casing: 'snake_case',
});
