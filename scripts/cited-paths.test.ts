import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  brokenCitations,
  type Citation,
  citationsInRepository,
  citedPathsIn,
  commentsOf,
} from './cited-paths';

// Every repository path cited in the documents and in the code's comments names a file or folder
// that exists (issue #37). What counts as a cited path is written at the top of cited-paths.ts.

const root = fileURLToPath(new URL('..', import.meta.url));
const topFolders = ['client', 'server', 'shared', 'docs', 'scripts', '.ci'];
const cited = (text: string) => citedPathsIn(text, topFolders).map((citation) => citation.cited);

describe('the paths the repository cites', () => {
  it('all exist', () => {
    const citations = citationsInRepository(root);
    // Reading nothing would pass too: the documents alone cite hundreds of paths.
    expect(citations.length).toBeGreaterThan(400);
    const broken = brokenCitations(root, citations).map(
      ({ file, line, cited }) => `${file}:${line} cites ${cited}`,
    );
    expect(broken).toEqual([]);
  });

  it('are reported when a document or a comment cites what is not there', () => {
    const citation = (cited: string, kind: Citation['kind']): Citation => ({
      file: 'docs/architecture.md',
      line: 1,
      cited,
      path: cited,
      kind,
    });
    const broken = brokenCitations(root, [
      citation('docs/architecture.md', 'from-root'),
      citation('docs/decisions/005-cabin-roles.md', 'from-root'),
      citation('server/features/', 'from-root'),
      citation('client/no-such-folder/', 'from-root'),
      citation('product.md', 'by-name'),
      citation('DESIGN.md', 'by-name'),
      citation('bench/results/latest.json', 'from-root'),
    ]);
    // The benchmarks' results are what a run writes (ignored by git), not a file to cite.
    expect(broken.map((citation) => citation.cited)).toEqual([
      'docs/decisions/005-cabin-roles.md',
      'client/no-such-folder/',
      'DESIGN.md',
    ]);
  });
});

describe('a cited path', () => {
  it('starts with a top-level folder and names a file by its extension or a folder by its slash', () => {
    expect(
      cited(
        'See `server/http/errors.ts`, shared/ and .ci/run.sh; the client/server split, docs/decisions/005.',
      ),
    ).toEqual(['server/http/errors.ts', 'shared/', '.ci/run.sh']);
  });

  it('is not part of a web address or an alias', () => {
    expect(cited('https://example.org/server/x.ts @/features/z.ts a/client/w.ts')).toEqual([]);
  });

  it("starting with ./ or ../ is read from the citing file's folder", () => {
    expect(citedPathsIn('[005](./005-cabin-roles.md) and ../shared/DESIGN.md', topFolders)).toEqual([
      { line: 1, cited: './005-cabin-roles.md', kind: 'from-file' },
      { line: 1, cited: '../shared/DESIGN.md', kind: 'from-file' },
    ]);
  });

  it('is a root file by its name, or a document by its name alone', () => {
    expect(citedPathsIn('package.json, vite.config.ts, README.md and x.ts', topFolders)).toEqual([
      { line: 1, cited: 'package.json', kind: 'from-root' },
      { line: 1, cited: 'vite.config.ts', kind: 'from-root' },
      { line: 1, cited: 'README.md', kind: 'by-name' },
    ]);
  });

  it('is checked spelling by spelling when written with braces, and not at all as a glob', () => {
    expect(cited('client/features/{bookings,visits}/index.ts and server/**/*.test.ts')).toEqual([
      'client/features/bookings/index.ts',
      'client/features/visits/index.ts',
    ]);
  });

  it('carries the line it is on', () => {
    expect(citedPathsIn('one\ntwo scripts/a.ts\nthree', topFolders, 10)).toEqual([
      { line: 11, cited: 'scripts/a.ts', kind: 'from-root' },
    ]);
  });
});

describe("a source file's comments", () => {
  it('are read, and its strings, regular expressions and template literals are not', () => {
    const source = [
      "const url = 'https://x.org/a'; // after a string: server/one.ts",
      'const pattern = /\\/\\/ not a comment/; /* server/two.ts */',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const text = `server/three.ts ${value /* server/four.ts */} // server/five.ts`;',
      "<p>Don't</p>",
      '// server/six.ts',
    ].join('\n');
    const comments = commentsOf('x.tsx', source);
    expect(comments.map((comment) => [comment.line, comment.text.trim()])).toEqual([
      [1, 'after a string: server/one.ts'],
      [2, 'server/two.ts'],
      [3, 'server/four.ts'],
      [5, 'server/six.ts'],
    ]);
  });

  it('are read in SQL, HTML, shell and nginx files by their own comment marks', () => {
    expect(commentsOf('m.sql', 'select 1; -- docs/a.md').map((comment) => comment.text)).toEqual([
      ' docs/a.md',
    ]);
    expect(commentsOf('i.html', '<!-- docs/b.md -->').map((comment) => comment.text)).toEqual([
      ' docs/b.md ',
    ]);
    expect(
      commentsOf('.ci/run', 'echo "#1"\n# docs/c.md').map((comment) => [comment.line, comment.text]),
    ).toEqual([[2, ' docs/c.md']]);
  });
});
