import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDENTITY_BASE_PATH } from '@shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { MATRIX_TABLES } from './index';

// The route x caller matrix is complete only while it is checked: every route README.md's API
// tables list has a matrix row, every row names a README route, and every route the app
// registers is in README.md (so a new route cannot skip both).

const README = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
/** The README sections whose tables list the HTTP API, by the start of their heading. */
const API_SECTIONS = ['Identity', 'App calls', 'Operations'];
const ROUTE_IN_CELL = /`((?:GET|POST|PUT|PATCH|DELETE) \/[^`\s?]*)[^`]*`/g;

/** The routes in the first column of each API table, e.g. `PATCH /api/visits/{id}` (query dropped). */
function readmeRoutes(): Map<string, string[]> {
  const bySection = new Map<string, string[]>();
  for (const section of README.split(/^### /m).slice(1)) {
    const heading = section.slice(0, section.indexOf('\n'));
    const name = API_SECTIONS.find((start) => heading.startsWith(start));
    if (!name) continue;
    const routes = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) =>
        [...(line.split('|')[1] ?? '').matchAll(ROUTE_IN_CELL)].map((match) => match[1] ?? ''),
      );
    bySection.set(name, routes);
  }
  return bySection;
}

const documented = [...readmeRoutes().values()].flat();
const inMatrix = Object.values(MATRIX_TABLES).flatMap((rows) => rows.map((row) => row.route));

describe('README API tables x access matrix', () => {
  it('finds every API table in README.md, each with routes', () => {
    const sections = readmeRoutes();
    for (const name of API_SECTIONS) expect(sections.get(name)?.length ?? 0, name).toBeGreaterThan(0);
    // One cell may list several routes: the visit calls share a row.
    expect(documented).toContain('DELETE /api/visits/{id}');
  });

  it('has a matrix row for every README route', () => {
    const missing = documented.filter((route) => !inMatrix.includes(route as (typeof inMatrix)[number]));
    expect(missing, `README routes without a matrix entry: ${missing.join(', ')}`).toEqual([]);
  });

  it('runs every table in the test file it is listed under, and lists every matrix test file', () => {
    const features = fileURLToPath(new URL('../../features/', import.meta.url));
    for (const file of Object.keys(MATRIX_TABLES)) {
      expect(readFileSync(`${features}${file}`, 'utf8'), file).toContain('describeAccessMatrix');
    }
    const matrixFiles = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('-matrix.test.ts'))
      .map((file) => file.split(sep).join('/'));
    expect(matrixFiles.sort()).toEqual(Object.keys(MATRIX_TABLES).sort());
  });

  it('has no matrix row for a route README.md does not list', () => {
    const unknown = inMatrix.filter((route) => !documented.includes(route));
    expect(unknown, `matrix rows naming no README route: ${unknown.join(', ')}`).toEqual([]);
  });
});

describe('registered routes x README', () => {
  let t: TestApp;
  const registered: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        // Fastify's `:id` is README's `{id}`.
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        for (const method of methods) registered.push(`${method} ${path}`);
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  // Not API routes of their own: Fastify adds a HEAD for every GET, and OPTIONS would only be
  // CORS preflight. Better Auth's calls arrive through one catch-all under its prefix; README
  // lists the ones meant for clients, and they are checked against that prefix below.
  const identityCatchAll = (method: string) => `${method} ${IDENTITY_BASE_PATH}/*`;
  const excepted = (route: string) =>
    route.startsWith('HEAD ') ||
    route.startsWith('OPTIONS ') ||
    route === identityCatchAll('GET') ||
    route === identityCatchAll('POST');

  it('lists every registered /api route and health check in README.md', () => {
    const api = registered.filter((route) => /^\w+ \/(api\/|healthz$|readyz$)/.test(route));
    expect(api.length).toBeGreaterThan(50);
    const undocumented = api.filter((route) => !excepted(route) && !documented.includes(route));
    expect(undocumented, `registered routes missing from README.md: ${undocumented.join(', ')}`).toEqual([]);
  });

  it('serves every README route', () => {
    const served = (route: string) => {
      if (registered.includes(route)) return true;
      const [method = '', path = ''] = route.split(' ');
      return path.startsWith(`${IDENTITY_BASE_PATH}/`) && registered.includes(identityCatchAll(method));
    };
    const unserved = documented.filter((route) => !served(route));
    expect(unserved, `README routes the app does not register: ${unserved.join(', ')}`).toEqual([]);
  });
});
