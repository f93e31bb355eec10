import { serve } from '../../server/serve';

// The server as `npm start` runs it, except that its push sender may connect to the benchmark's
// push service on 127.0.0.1: decision 042 refuses inside addresses, and lets them through only
// when code (never the environment) says so. Used by bench/notify-fanout.ts.
serve(['127.0.0.1']).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
