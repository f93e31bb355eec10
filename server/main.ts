import { serve } from './serve';

// The process `npm start` runs: the server as the environment configures it.
serve().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
