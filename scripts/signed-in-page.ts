import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { chunkFor, SECTION_ROOTS } from './chunk-plan';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

// Issue #11 (decision 027): a page load with a session waited for the entry script,
// then the identity provider's session call, and only then asked for the signed-in app's chunks
// and the user. The build writes a second page, index.signed-in.html, which the server sends when
// the request carries a session cookie (server/http/static-files.ts): the same page with
// `modulepreload` links for the full app's and the shell's chunks, so they download beside the
// entry, and a `hytta-session` meta element, so the entry asks GET /api/auth/me at once
// (client/lib/session.ts). The cookie is only a hint; the server decides who is signed in.

/** The modules whose chunks a signed-in load needs first (their static imports come along). */
const SIGNED_IN_MODULES = [
  'client/app/full-app.tsx',
  'client/app/shell/shell-layout.tsx',
  // The dashboard, where the app and the installed icon open (issue #18: each section is a chunk).
  'client/features/dashboard/components/dashboard-section.tsx',
];

export const SIGNED_IN_PAGE = 'index.signed-in.html';
/**
 * Written beside it: each language's chunk of app texts, which the server adds to a page it sends
 * with a user's answers as one more preload, in that user's language (issue #18).
 */
export const TRANSLATION_CHUNKS_FILE = 'translation-chunks.json';
/**
 * Written beside it too (issue #38): for each other section's path, the files its screen loads
 * beyond the page's own preloads, which the server adds to a page it sends for that path, as the
 * dashboard's are on every signed-in page: without them the screen's files were asked for only
 * once the entry, the full app and the shell had run, one more round trip before it could paint.
 */
export const SECTION_PRELOADS_FILE = 'section-preloads.json';
export const SESSION_HINT = '<meta name="hytta-session" content="likely" />';

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** The files of `roots` and of everything they import statically, except what `skip` has. */
function withStaticImports(roots: OutputChunk[], byFile: Map<string, OutputChunk>, skip: Set<string>) {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (skip.has(chunk.fileName) || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return [...files];
}

function rootChunk(chunks: OutputChunk[], module: string): OutputChunk {
  const chunk = chunkFor(chunks, module);
  if (!chunk) throw new Error(`the build has no chunk for ${module}`);
  return chunk;
}

/**
 * The preload links for a signed-in load, given the build's chunks (`all`), and for each other
 * section's path the files its screen adds (`byPath`).
 */
export function signedInPreloads(bundle: OutputBundle): { all: string[]; byPath: Record<string, string[]> } {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  // What the entry loads anyway (it and its static imports) needs no second link.
  const loaded = new Set(withStaticImports(entries, byFile, new Set()));
  const roots = SIGNED_IN_MODULES.map((module) => rootChunk(chunks, module));
  const all = withStaticImports(roots, byFile, loaded);
  const preloaded = new Set([...loaded, ...all]);
  const byPath = Object.fromEntries(
    Object.entries(SECTION_ROOTS).map(([path, module]) => {
      const files = withStaticImports([rootChunk(chunks, module)], byFile, preloaded);
      const screen = path.slice(1);
      for (const file of files) {
        // The chunk plan's promise (scripts/chunk-plan.ts): a screen loads no other screens' group.
        const group = byFile.get(file)?.name ?? '';
        if (group.startsWith('shared-') && !group.slice('shared-'.length).split('-').includes(screen)) {
          throw new Error(`${path} would load ${file}, a group of other screens`);
        }
      }
      return [path, files.map((file) => `/${file}`)];
    }),
  );
  return { all, byPath };
}

/** Each language's app-text chunk (client/locales/<language>/app.ts) by language. */
export function translationChunks(bundle: OutputBundle): Record<string, string> {
  const found: Record<string, string> = {};
  for (const chunk of chunksOf(bundle)) {
    const match = /client\/locales\/(\w+)\/app\.ts$/.exec(chunk.facadeModuleId ?? '');
    if (match?.[1]) found[match[1]] = `/${chunk.fileName}`;
  }
  return found;
}

export function signedInPage(): Plugin {
  let outDir = '';
  let preloads: ReturnType<typeof signedInPreloads> = { all: [], byPath: {} };
  let translations: Record<string, string> = {};
  return {
    name: 'hytta:signed-in-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      preloads = signedInPreloads(bundle);
      translations = translationChunks(bundle);
    },
    writeBundle() {
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      const links = preloads.all.map(
        (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
      );
      if (!page.includes('</head>')) throw new Error('index.html has no </head>');
      writeFileSync(join(outDir, TRANSLATION_CHUNKS_FILE), `${JSON.stringify(translations)}\n`);
      writeFileSync(join(outDir, SECTION_PRELOADS_FILE), `${JSON.stringify(preloads.byPath)}\n`);
      writeFileSync(
        join(outDir, SIGNED_IN_PAGE),
        page.replace('</head>', `  ${SESSION_HINT}\n    ${links.join('\n    ')}\n  </head>`),
      );
    },
  };
}
