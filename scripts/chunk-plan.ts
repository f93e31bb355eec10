import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

// Issue #18: a signed-in page load asked for about 50 script files, most a few hundred bytes to
// 3 KB: modules the entry, the shell and the dashboard share with other screens, each split off
// by the bundler into a file of its own. Over HTTP/1.1 a browser fetches six at a time, and on a
// slow phone network each round costs a round trip, so the number of files, more than their
// bytes, set when the first screen could paint.
//
// The client is built twice (scripts/build-client.ts). The first build, split as the bundler
// likes and not written, tells exactly which modules end up in the files the entry imports and
// in those a signed-in start preloads (after tree-shaking: a feature's index re-exports more
// than the shell uses). The second build puts each of those sets into one file:
// - `entry-shared`: what the entry imports from files it shares with later screens;
// - `full-app`: what the full app adds for every screen (the sign-in page too);
// - `signed-in`: what the signed-in shell and the dashboard add.
// Screens opened later import what they share with these from them.

export type ChunkGroup = 'entry-shared' | 'full-app' | 'signed-in';
export type ChunkPlan = Record<ChunkGroup, string[]>;

/** The modules whose chunks (and their static imports) make up each group after the entry's. */
const GROUP_ROOTS: Record<Exclude<ChunkGroup, 'entry-shared'>, readonly string[]> = {
  'full-app': ['client/app/full-app.tsx'],
  'signed-in': [
    'client/app/shell/shell-layout.tsx',
    'client/features/dashboard/components/dashboard-section.tsx',
  ],
};

type Chunk = Rollup.OutputChunk;

/** Whether `chunk` is the one an import() of `module` loads (its facade, or the dynamic entry holding it). */
export function chunkLoads(chunk: Chunk, module: string): boolean {
  return (
    chunk.facadeModuleId?.endsWith(module) === true ||
    (chunk.isDynamicEntry && chunk.moduleIds.some((id) => id.endsWith(module)))
  );
}

/** The chunk an import() of `module` loads, or, when the module is in a group's chunk, that chunk. */
export function chunkFor(chunks: readonly Chunk[], module: string): Chunk | undefined {
  return (
    chunks.find((candidate) => chunkLoads(candidate, module)) ??
    chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)))
  );
}

function staticallyLoaded(roots: Chunk[], byFile: Map<string, Chunk>, skip: Set<string>): Chunk[] {
  const found = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (skip.has(chunk.fileName) || found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return [...found.values()];
}

/** The plan from a build split as the bundler likes. */
export function planFromBundle(bundle: Rollup.OutputBundle): ChunkPlan {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rendered = (list: Chunk[]) =>
    list.flatMap((chunk) =>
      Object.entries(chunk.modules)
        // CSS stays in the page's one stylesheet. A root goes into its group too: as a chunk of
        // its own it was one more file, and one more round trip, on the signed-in start.
        .filter(([id, module]) => module.renderedLength > 0 && !id.endsWith('.css'))
        .map(([id]) => id),
    );
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const entryModules = new Set(entries.map((chunk) => chunk.facadeModuleId));
  // Everything the entry loads but the entry module itself: the later groups reach into it (React
  // DOM, the router), and a module they reached first would make the landing page load them.
  const entryLoaded = staticallyLoaded(entries, byFile, new Set());
  const taken = new Set(entryLoaded.map((chunk) => chunk.fileName));
  const plan: ChunkPlan = {
    'entry-shared': rendered(entryLoaded).filter((id) => !entryModules.has(id) && !id.endsWith(ENTRY_MODULE)),
    'full-app': [],
    'signed-in': [],
  };
  for (const group of ['full-app', 'signed-in'] as const) {
    const roots = GROUP_ROOTS[group].map((module) => {
      const chunk = chunkFor(chunks, module);
      if (!chunk) throw new Error(`the build has no chunk for ${module}`);
      return chunk;
    });
    const loaded = staticallyLoaded(roots, byFile, taken);
    for (const chunk of loaded) taken.add(chunk.fileName);
    plan[group] = rendered(loaded);
  }
  return plan;
}

/** The page's script: the entry chunk's own module (split module by module, a chunk of its own). */
const ENTRY_MODULE = 'client/main.tsx';

/**
 * The first build's split: every module in a chunk of its own. A chunk then imports exactly the
 * modules whose exports its module uses (through a feature's index, the bundler imports from
 * the module that has the export), so a group takes what a start runs and not, as with the
 * bundler's own split, whole shared chunks of which it needs one module.
 */
export function moduleByModuleGroups(): Array<{
  name: (id: string) => string;
  includeDependenciesRecursively: false;
}> {
  const names = new Map<string, string>();
  return [
    {
      name: (id) => {
        let name = names.get(id);
        if (!name) {
          name = `module-${names.size}`;
          names.set(id, name);
        }
        return name;
      },
      includeDependenciesRecursively: false,
    },
  ];
}

/** First build: writes the plan to `file` and nothing else. */
export function collectChunkPlan(file: string): Plugin {
  return {
    name: 'hytta:collect-chunk-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      writeFileSync(file, JSON.stringify(planFromBundle(bundle)));
    },
  };
}

/**
 * Second build: the bundler's groups for the plan in `file` (none: split as usual), the entry's
 * first: a group takes the modules its own modules import, unless an earlier group has them.
 */
export function chunkGroups(file: string | undefined): Array<{
  name: ChunkGroup;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: false;
}> {
  if (!file || !existsSync(file)) return [];
  const plan = JSON.parse(readFileSync(file, 'utf8')) as ChunkPlan;
  const order: ChunkGroup[] = ['entry-shared', 'full-app', 'signed-in'];
  return order.map((name, index) => {
    const members = new Set(plan[name]);
    return {
      name,
      test: (id: string) => members.has(id),
      priority: order.length - index,
      includeDependenciesRecursively: false,
    };
  });
}
