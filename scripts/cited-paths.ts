import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/*
 * Which repository paths the documents and the code's comments cite, so a test can hold every
 * one of them to a file or folder that exists (issue #37: code cited a design document the
 * repository never had, a decision record a file that was gone).
 *
 * What is read:
 * - every tracked Markdown file (README.md, docs/, docs/decisions/), all of its text;
 * - the comments of tracked source files: `//` and `/* *\/` in .ts, .tsx, .js, .mjs and .css,
 *   `--` in .sql, `<!-- -->` in .html, `#` in the CI script and the nginx configuration. String
 *   literals and code are not read: a path in code is checked by the code that uses it.
 *
 * What counts as a cited path:
 * - a token that starts with a top-level folder of the repository (`client/`, `server/`,
 *   `shared/`, `docs/`, `scripts/`, `bench/`, `e2e/`, `deploy/`, `fixtures/`, `.ci/`: whichever
 *   hold tracked files) and either names a file (its last part has an extension, `.ts`, `.md`,
 *   `.json`...) or a folder (it ends in `/`). Without either it is not checked: a folder's name
 *   without the slash reads as prose ("client/server"), and `.ci/run` is the one file without an
 *   extension;
 * - in Markdown, a token that starts with `./` or `../`, and the target of a link that is neither
 *   a web address nor an anchor: both are read from the document's own folder. In a code comment
 *   `./x.js` is an import specifier or a URL's shape far more often than a citation, so there
 *   only the root anchors a path;
 * - a root file by its own name (`package.json`, `tsconfig.json`, `biome.json`, `*.config.ts`),
 *   looked for at the root;
 * - a Markdown document by its name alone (`product.md`): some tracked file must have that name
 *   (this is what finds a document that was never in the repository).
 * A token that follows a character which would continue a path (a letter, a digit, `.`, `/`, `-`,
 * `_`, `@`) is part of something else: `https://host/server/x.ts`, `@/features/x.ts` and
 * `a/client/x.ts` are not citations. Nor are tokens with `*` (a glob), `$` or `<` (a pattern);
 * `{a,b}` is expanded and each spelling is checked. A cited path the repository ignores
 * (`bench/results/latest.json`: what a run writes) is an output, and need not exist.
 */

export interface Citation {
  /** The file that cites, relative to the repository's root. */
  file: string;
  line: number;
  /** The cited path as written (after expanding `{a,b}`). */
  cited: string;
  /** Where it points, relative to the repository's root; for a bare document name, the name. */
  path: string;
  /** From the root, from the citing file's folder, or a document known by its name alone. */
  kind: CitationKind;
}

export type CitationKind = 'from-root' | 'from-file' | 'by-name';

const PATH_CHARACTER = /[\w.\-/@]/;
const ROOT_FILE =
  /^(?:package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|biome\.json|[\w-]+(?:\.[\w-]+)*\.config\.[cm]?[jt]s)$/;
const HAS_EXTENSION = /\/[^/]*[^/.]\.[A-Za-z0-9]+$/;

/** `a/{b,c}/d.ts` → `a/b/d.ts`, `a/c/d.ts`; nested braces expand from the inside out. */
export function expandBraces(token: string): string[] {
  const match = /\{([^{}]*)\}/.exec(token);
  if (!match) return [token];
  const before = token.slice(0, match.index);
  const after = token.slice(match.index + match[0].length);
  return (match[1] ?? '').split(',').flatMap((part) => expandBraces(before + part + after));
}

/** The repository paths a piece of text cites, with the line (from `firstLine`) of each. */
export function citedPathsIn(
  text: string,
  topFolders: readonly string[],
  firstLine = 1,
): { line: number; cited: string; kind: CitationKind }[] {
  const found: { line: number; cited: string; kind: CitationKind }[] = [];
  const folders = topFolders.map((folder) => folder.replace(/\./g, '\\.')).join('|');
  const token = new RegExp(
    `(?:(?:\\.\\.?/)+|(?:${folders})/)[\\w.\\-/@{},*$<>\\[\\]+]*|[\\w.-]+\\.(?:json|[cm]?[jt]s|md)\\b`,
    'g',
  );
  for (const match of text.matchAll(token)) {
    const start = match.index;
    if (start > 0 && PATH_CHARACTER.test(text[start - 1] ?? '')) continue;
    const raw = match[0].replace(/[.,:;)\]}]+$/, '');
    const line = firstLine + (text.slice(0, start).match(/\n/g)?.length ?? 0);
    if (!raw.includes('/')) {
      if (raw.endsWith('.md')) found.push({ line, cited: raw, kind: 'by-name' });
      else if (ROOT_FILE.test(raw)) found.push({ line, cited: raw, kind: 'from-root' });
      continue;
    }
    if (/[*<>$[\]]/.test(raw)) continue;
    const kind = /^\.\.?\//.test(raw) ? 'from-file' : 'from-root';
    for (const cited of expandBraces(raw)) {
      if (/[{},]/.test(cited)) continue;
      if (cited.endsWith('/') ? kind === 'from-root' : HAS_EXTENSION.test(cited))
        found.push({ line, cited, kind });
    }
  }
  return found;
}

/** The targets of a Markdown document's links that name files of the repository. */
export function linkTargetsIn(markdown: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  for (const match of markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = (match[1] ?? '').replace(/[#?].*$/, '');
    if (target === '' || /^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue;
    found.push({ line: 1 + (markdown.slice(0, match.index).match(/\n/g)?.length ?? 0), target });
  }
  return found;
}

/** A source file's comments, each with the line it starts on; strings and code are skipped. */
export function commentsOf(path: string, source: string): { line: number; text: string }[] {
  if (/\.(?:[cm]?[jt]sx?|css)$/.test(path)) return scriptComments(source);
  const comments: { line: number; text: string }[] = [];
  const pattern = path.endsWith('.sql')
    ? /--(.*)/g
    : path.endsWith('.html')
      ? /<!--([\s\S]*?)-->/g
      : /(?:^|(?<=[ \t]))#(.*)/gm;
  for (const match of source.matchAll(pattern)) {
    comments.push({
      line: 1 + (source.slice(0, match.index).match(/\n/g)?.length ?? 0),
      text: match[1] ?? '',
    });
  }
  return comments;
}

/** After these characters a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = /(?:[(,=:[!&|?{};+\-*%<>~^]|^|\b(?:return|typeof|case|of|in|do|else|void|yield|await))$/;

function scriptComments(source: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  let line = 1;
  let previous = ''; // the code before the cursor, for telling a regex from a division
  const templateDepths: number[] = []; // brace depth at each open `${` of a template literal
  let braceDepth = 0;
  let i = 0;
  const countLines = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (source[k] === '\n') line++;
  };
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      comments.push({ line, text: source.slice(i + 2, stop) });
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ line, text: source.slice(i + 2, stop - 2) });
      countLines(i, stop);
      i = stop;
    } else if (char === "'" || char === '"') {
      let k = i + 1;
      while (k < source.length && source[k] !== char && source[k] !== '\n') k += source[k] === '\\' ? 2 : 1;
      i = source[k] === '\n' ? k : k + 1; // an unclosed quote (an apostrophe in JSX text) ends with its line
      previous = 'x';
    } else if (char === '`' || (char === '}' && templateDepths.at(-1) === braceDepth)) {
      if (char === '}') templateDepths.pop();
      let k = i + 1;
      while (k < source.length && source[k] !== '`' && !(source[k] === '$' && source[k + 1] === '{'))
        k += source[k] === '\\' ? 2 : 1;
      countLines(i, k);
      if (source[k] === '$') {
        braceDepth++;
        templateDepths.push(braceDepth);
        i = k + 2;
        previous = '{';
      } else {
        i = k + 1;
        previous = 'x';
      }
    } else if (char === '/' && BEFORE_REGEX.test(previous.trimEnd())) {
      let k = i + 1;
      let inClass = false;
      while (k < source.length && source[k] !== '\n' && (inClass || source[k] !== '/')) {
        if (source[k] === '[') inClass = true;
        else if (source[k] === ']') inClass = false;
        k += source[k] === '\\' ? 2 : 1;
      }
      i = source[k] === '\n' ? k : k + 1;
      previous = 'x';
    } else {
      if (char === '{') braceDepth++;
      else if (char === '}') braceDepth--;
      else if (char === '\n') line++;
      if (char !== undefined && !/\s/.test(char)) previous = (previous + char).slice(-12);
      else if (char !== undefined) previous = `${previous} `.slice(-12);
      i++;
    }
  }
  return comments;
}

/** Every path cited in the repository's tracked documents and comments, as in the header. */
export function citationsInRepository(root: string): Citation[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
  const topFolders = [
    ...new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0] ?? '')),
  ];
  const citations: Citation[] = [];
  const add = (file: string, line: number, cited: string, kind: CitationKind) => {
    const path = kind === 'from-file' ? join(dirname(file), cited) + (cited.endsWith('/') ? '/' : '') : cited;
    citations.push({ file, line, cited, path, kind });
  };
  for (const file of tracked) {
    const text = readFileSync(join(root, file), 'utf8');
    if (file.endsWith('.md')) {
      for (const { line, cited, kind } of citedPathsIn(text, topFolders)) add(file, line, cited, kind);
      for (const { line, target } of linkTargetsIn(text)) add(file, line, target, 'from-file');
      continue;
    }
    const isSource =
      /^(?:client|server|shared|scripts|bench|e2e)\/.*\.(?:[cm]?[jt]sx?|css|sql|html)$/.test(file) ||
      /^[\w.-]+\.config\.ts$/.test(file) ||
      file === '.ci/run' ||
      /^deploy\/.*\.conf$/.test(file);
    if (!isSource) continue;
    for (const comment of commentsOf(file, text)) {
      for (const { line, cited, kind } of citedPathsIn(comment.text, topFolders, comment.line)) {
        if (kind !== 'from-file') add(file, line, cited, kind);
      }
    }
  }
  return citations;
}

/**
 * The citations that name nothing: no such file or folder in the working tree, or, for a bare
 * document name, no tracked file of that name. A path the repository ignores (`bench/results/`,
 * `reports/`: what a run writes) is an output, not a citation, and is not held to exist.
 */
export function brokenCitations(root: string, citations: readonly Citation[]): Citation[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  const names = new Set(tracked.map((file) => file.split('/').at(-1)));
  const missing = citations.filter((citation) =>
    citation.kind === 'by-name' ? !names.has(citation.path) : !existsSync(join(root, citation.path)),
  );
  if (missing.length === 0) return [];
  const ignored = new Set(
    spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      encoding: 'utf8',
      input: missing.map((citation) => citation.path).join('\n'),
    })
      .stdout.split('\n')
      .filter(Boolean),
  );
  return missing.filter((citation) => !ignored.has(citation.path));
}
