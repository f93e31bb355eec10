// Zod compiles fast object parsers with `new Function` when the page allows it, and probes that
// once. Our CSP allows no eval (script-src 'self'), so the probe is refused and Chromium reports
// a CSP violation (a Lighthouse best-practices issue, #11). Zod's `jitless` setting skips both;
// the plain parsers are fast enough here. This runs first in main.tsx, before any schema is
// built. Zod keeps its settings on this global (so that every copy of it shares them); setting
// it here rather than through `config()` keeps zod out of the landing page's first load
// (zod-without-eval.test.ts checks that zod reads it).

const zodSettings = globalThis as { __zod_globalConfig?: object };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
