import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { repoRoot, writeResult } from './support/bench-server';

// The landing page's initial JS and CSS as a visitor downloads them before the first render
// (issue #11, target <= 100 KB of JS gzipped): the entry script of the built index.html, every
// chunk it preloads, and every chunk those import statically, recursively; dynamic imports
// (the auth page, the signed-in shell, the other language) load later and are not counted.
// Sizes are gzip level 9, as the server precompresses them (server/http/static-files.ts).
// Prints a table and writes the clientSize section of bench/results/latest.json; not a test.

// KB as Vite prints them (1,000 bytes), the stricter reading of the target.
const TARGET_JS_GZIP_BYTES = 100_000;
const clientDir = join(repoRoot, 'dist', 'client');

type Asset = { file: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number };

function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** `/assets/x.js` or `./x.js` (from `fromFile`) as a path under dist/client, or null if external. */
function localPath(url: string, fromFile: string): string | null {
  if (/^[a-z]+:|^\/\//i.test(url)) return null;
  const path = url.startsWith('/') ? url.slice(1) : posix.join(posix.dirname(fromFile), url);
  return posix.normalize(path.split(/[?#]/)[0] ?? path);
}

/** The `attr="..."` values of every `<tag ...>` in the page whose attributes match `filter`. */
function tagAttributes(html: string, tag: string, filter: RegExp, attr: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    const element = match[0];
    if (!filter.test(element)) continue;
    const value = new RegExp(`\\b${attr}\\s*=\\s*["']([^"']+)["']`, 'i').exec(element)?.[1];
    if (value) found.push(value);
  }
  return found;
}

/** Every chunk `file` imports statically (import and export-from statements, not `import()`). */
function staticImports(file: string): string[] {
  const [imports] = parse(readFileSync(join(clientDir, file), 'utf8'), file);
  return imports
    .filter((entry) => entry.d === -1 && entry.n !== undefined)
    .map((entry) => localPath(entry.n ?? '', file))
    .filter((path): path is string => path !== null);
}

function initialFiles(html: string): { js: string[]; css: string[] } {
  const roots = [
    ...tagAttributes(html, 'script', /type\s*=\s*["']module["']/i, 'src'),
    ...tagAttributes(html, 'link', /rel\s*=\s*["']modulepreload["']/i, 'href'),
  ]
    .map((url) => localPath(url, 'index.html'))
    .filter((path): path is string => path !== null);
  const js = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || js.has(file)) continue;
    js.add(file);
    queue.push(...staticImports(file));
  }
  const css = tagAttributes(html, 'link', /rel\s*=\s*["']stylesheet["']/i, 'href')
    .map((url) => localPath(url, 'index.html'))
    .filter((path): path is string => path !== null);
  return { js: [...js], css };
}

function measure(file: string, kind: Asset['kind']): Asset {
  const content = readFileSync(join(clientDir, file));
  return { file, kind, bytes: content.length, gzipBytes: gzipSize(content) };
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

async function main() {
  if (!existsSync(join(clientDir, 'index.html'))) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  await init;
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const files = initialFiles(html);
  const assets = [
    ...files.js.map((file) => measure(file, 'js')),
    ...files.css.map((file) => measure(file, 'css')),
  ];
  const total = (kind: Asset['kind'], key: 'bytes' | 'gzipBytes') =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset[key], 0);
  const result = {
    page: 'landing',
    compression: 'gzip level 9',
    js: { files: files.js.length, bytes: total('js', 'bytes'), gzipBytes: total('js', 'gzipBytes') },
    css: { files: files.css.length, bytes: total('css', 'bytes'), gzipBytes: total('css', 'gzipBytes') },
    assets,
    targets: { jsGzipBytes: TARGET_JS_GZIP_BYTES },
    withinTarget: total('js', 'gzipBytes') <= TARGET_JS_GZIP_BYTES,
    measuredAt: new Date().toISOString(),
  };
  console.table(
    Object.fromEntries([
      ...assets.map((asset) => [
        asset.file,
        { kind: asset.kind, KB: kb(asset.bytes), 'gzip KB': kb(asset.gzipBytes) },
      ]),
      ['initial JS', { kind: 'js', KB: kb(result.js.bytes), 'gzip KB': kb(result.js.gzipBytes) }],
      ['initial CSS', { kind: 'css', KB: kb(result.css.bytes), 'gzip KB': kb(result.css.gzipBytes) }],
    ]),
  );
  console.log(
    `initial JS ${kb(result.js.gzipBytes)} KB gzip (target <= ${kb(TARGET_JS_GZIP_BYTES)} KB): ${
      result.withinTarget ? 'within' : 'over'
    } target`,
  );
  writeResult('clientSize', result);
}

await main();
