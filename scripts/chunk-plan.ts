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
//
// Issue #38: a page load on any other screen then still asked for 15 to 25 more files, the
// screen's and a few hundred bytes of each dialog, form and icon it shares with other screens,
// and on a slow phone network every round of six was one more round trip before the screen could
// paint. So each section's screen is a group too (`section-<name>`: what only that screen runs);
// what several screens share is `screens-shared`, and what a few share in quantity a group of its
// own (`shared-<names>`, see screenGroups): a page load on a screen asks for two to four more files,
// which the server's page for that path preloads (scripts/signed-in-page.ts).

export type ChunkGroup =
  | 'entry-shared'
  | 'full-app'
  | 'signed-in'
  | 'screens-shared'
  | `shared-${string}`
  | `section-${string}`;
/** The groups in the order they take modules: a module is in the first group that reaches it. */
export type ChunkPlan = Array<{ name: ChunkGroup; modules: string[] }>;

/** The modules whose chunks (and their static imports) make up each group after the entry's. */
const GROUP_ROOTS: Record<'full-app' | 'signed-in', readonly string[]> = {
  'full-app': ['client/app/full-app.tsx'],
  'signed-in': [
    'client/app/shell/shell-layout.tsx',
    'client/features/dashboard/components/dashboard-section.tsx',
  ],
};

/**
 * Every other section's screen (client/app/shell/section-screens.ts) by its path: its group is
 * `section-<path's name>`, and a signed-in page at that path preloads its files.
 */
export const SECTION_ROOTS: Readonly<Record<string, string>> = {
  '/visits': 'client/features/visits/components/visits-section.tsx',
  '/shopping': 'client/features/shopping/components/shopping-section.tsx',
  '/calendar': 'client/features/calendar/components/calendar-section.tsx',
  '/tasks': 'client/features/tasks/components/tasks-section.tsx',
  '/manual': 'client/features/manual/components/manual-section.tsx',
  '/checklists': 'client/features/checklists/components/checklists-section.tsx',
  '/peaks': 'client/features/fair-share/components/peaks-section.tsx',
  '/costs': 'client/features/costs/components/costs-section.tsx',
  '/more': 'client/features/more/components/more-section.tsx',
  '/settings': 'client/features/settings/components/settings-section.tsx',
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
  const rootChunk = (module: string) => {
    const chunk = chunkFor(chunks, module);
    if (!chunk) throw new Error(`the build has no chunk for ${module}`);
    return chunk;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const entryModules = new Set(entries.map((chunk) => chunk.facadeModuleId));
  // Everything the entry loads but the entry module itself: the later groups reach into it (React
  // DOM, the router), and a module they reached first would make the landing page load them.
  const entryLoaded = staticallyLoaded(entries, byFile, new Set());
  const taken = new Set(entryLoaded.map((chunk) => chunk.fileName));
  const plan: ChunkPlan = [
    {
      name: 'entry-shared',
      modules: rendered(entryLoaded).filter((id) => !entryModules.has(id) && !id.endsWith(ENTRY_MODULE)),
    },
  ];
  for (const group of ['full-app', 'signed-in'] as const) {
    const loaded = staticallyLoaded(GROUP_ROOTS[group].map(rootChunk), byFile, taken);
    for (const chunk of loaded) taken.add(chunk.fileName);
    plan.push({ name: group, modules: rendered(loaded) });
  }
  // Each other screen's files, and which screens load each one.
  const screens = Object.entries(SECTION_ROOTS).map(([path, module]) => ({
    name: path.slice(1),
    loaded: staticallyLoaded([rootChunk(module)], byFile, taken),
  }));
  const members = screenGroups(sharedSets(screens));
  for (const name of [...members.keys()].sort()) {
    plan.push({ name, modules: rendered(members.get(name) ?? []) });
  }
  return plan;
}

/**
 * A few screens sharing this much get a file of their own (the forms of checklists, peak weeks
 * and costs; what only the visit log and the calendar share), so the other screens do not
 * download it; what more screens share, or less, is in `screens-shared`.
 */
const FEW_SCREENS = 4;
const OWN_GROUP_BYTES = 16 * 1024;

/**
 * Each screen's files in a group: those of one screen in its `section-` group, those a few
 * screens share in quantity in a `shared-` group of their own, and the rest in `screens-shared`,
 * or, when all their screens load a `shared-` group anyway, in that one: what a module imports is
 * loaded by every screen that loads the module, so a module that needs a `shared-` group's code
 * can only be with it, never in `screens-shared`, which would make every screen load that group.
 */
function screenGroups(sets: Map<string, Chunk[]>): Map<ChunkGroup, Chunk[]> {
  const screensOf = (key: string) => key.split(',');
  const size = (list: Chunk[]) => list.reduce((sum, chunk) => sum + renderedSize(chunk), 0);
  const ownGroups = [...sets]
    .filter(([key, list]) => {
      const count = screensOf(key).length;
      return count > 1 && count <= FEW_SCREENS && size(list) >= OWN_GROUP_BYTES;
    })
    .map(([key]) => screensOf(key))
    .sort((a, b) => a.length - b.length);
  const members = new Map<ChunkGroup, Chunk[]>();
  for (const [key, list] of sets) {
    const names = screensOf(key);
    const within = ownGroups.find((own) => names.every((name) => own.includes(name)));
    const group: ChunkGroup =
      names.length === 1 ? `section-${key}` : within ? `shared-${within.join('-')}` : 'screens-shared';
    members.set(group, [...(members.get(group) ?? []), ...list]);
  }
  return members;
}

/** The screens' files by the screens that load them ("visits,calendar"), in SECTION_ROOTS' order. */
function sharedSets(screens: Array<{ name: string; loaded: Chunk[] }>): Map<string, Chunk[]> {
  const loadedBy = new Map<string, { chunk: Chunk; names: string[] }>();
  for (const { name, loaded } of screens) {
    for (const chunk of loaded) {
      const entry = loadedBy.get(chunk.fileName) ?? { chunk, names: [] };
      entry.names.push(name);
      loadedBy.set(chunk.fileName, entry);
    }
  }
  const sets = new Map<string, Chunk[]>();
  for (const { chunk, names } of loadedBy.values()) {
    const key = names.join(',');
    sets.set(key, [...(sets.get(key) ?? []), chunk]);
  }
  return sets;
}

function renderedSize(chunk: Chunk): number {
  return Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
}

/** The modules a group's chunks hold: CSS stays in the page's one stylesheet. */
function rendered(list: Chunk[]): string[] {
  // A root goes into its group too: as a chunk of its own it was one more file, and one more
  // round trip, on a start.
  return list.flatMap((chunk) =>
    Object.entries(chunk.modules)
      .filter(([id, module]) => module.renderedLength > 0 && !id.endsWith('.css'))
      .map(([id]) => id),
  );
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
  return plan.map(({ name, modules }, index) => {
    const members = new Set(modules);
    return {
      name,
      test: (id: string) => members.has(id),
      priority: plan.length - index,
      includeDependenciesRecursively: false,
    };
  });
}
