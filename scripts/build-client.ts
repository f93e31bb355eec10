import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

// `npm run build`'s client half: a first build that is not written, only read for which modules
// a page load needs (scripts/chunk-plan.ts), then the build that is written, with those modules
// in a few files instead of dozens (issue #18). Each is about five seconds.
const directory = mkdtempSync(join(tmpdir(), 'hytta-chunk-plan-'));
const planFile = join(directory, 'plan.json');
try {
  process.env.HYTTA_CHUNK_PLAN_OUT = planFile;
  await build({ logLevel: 'warn', build: { write: false } });
  delete process.env.HYTTA_CHUNK_PLAN_OUT;
  process.env.HYTTA_CHUNK_PLAN = planFile;
  await build();
} finally {
  rmSync(directory, { recursive: true, force: true });
}
