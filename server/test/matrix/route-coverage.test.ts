import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDENTITY_BASE_PATH } from '@shared/constants';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { MATRIX_TABLES } from './index';

// The route x caller matrix is complete only while it is checked: every call the OpenAPI document
// (/api/openapi.json, made from the routes' own schemas) lists has a matrix row, every row names a
// documented call, and every route the app registers is in the document (so a new route cannot
// skip both). The API reference's own pages (/api/docs) are not API calls.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `PATCH /api/visits/{id}` for every operation of the document. */
function documentedCalls(document: OpenAPIV3_1.Document): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const inMatrix = Object.values(MATRIX_TABLES).flatMap((rows) => rows.map((row) => row.route));

let t: TestApp;
const registered: string[] = [];
let documented: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Fastify's `:id` is the document's `{id}`.
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of methods) registered.push(`${method} ${path}`);
    },
  });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  documented = documentedCalls(response.json<OpenAPIV3_1.Document>());
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document x access matrix', () => {
  it('documents the calls, identity ones included', () => {
    expect(documented.length).toBeGreaterThan(60);
    expect(documented).toContain('DELETE /api/visits/{id}');
    expect(documented).toContain('POST /api/identity/sign-in/username');
  });

  it('has a matrix row for every documented call', () => {
    const missing = documented.filter((route) => !inMatrix.includes(route as (typeof inMatrix)[number]));
    expect(missing, `documented calls without a matrix entry: ${missing.join(', ')}`).toEqual([]);
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

  it('has no matrix row for a call the document does not list', () => {
    const unknown = inMatrix.filter((route) => !documented.includes(route));
    expect(unknown, `matrix rows naming no documented call: ${unknown.join(', ')}`).toEqual([]);
  });
});

describe('registered routes x the OpenAPI document', () => {
  // Not API routes of their own: Fastify adds a HEAD for every GET, and OPTIONS would only be
  // CORS preflight. Better Auth's calls arrive through one catch-all under its prefix; the
  // document lists the ones let through, and they are checked against that prefix below.
  const identityCatchAll = (method: string) => `${method} ${IDENTITY_BASE_PATH}/*`;
  const excepted = (route: string) =>
    route.startsWith('HEAD ') ||
    route.startsWith('OPTIONS ') ||
    route === identityCatchAll('GET') ||
    route === identityCatchAll('POST') ||
    / \/api\/(docs|openapi\.json)/.test(route);

  it('documents every registered /api route and health check', () => {
    const api = registered.filter((route) => /^\w+ \/(api\/|healthz$|readyz$)/.test(route));
    expect(api.length).toBeGreaterThan(50);
    const undocumented = api.filter((route) => !excepted(route) && !documented.includes(route));
    expect(undocumented, `registered routes missing from the document: ${undocumented.join(', ')}`).toEqual(
      [],
    );
  });

  it('serves every documented call', () => {
    const served = (route: string) => {
      if (registered.includes(route)) return true;
      const [method = '', path = ''] = route.split(' ');
      return path.startsWith(`${IDENTITY_BASE_PATH}/`) && registered.includes(identityCatchAll(method));
    };
    const unserved = documented.filter((route) => !served(route));
    expect(unserved, `documented calls the app does not register: ${unserved.join(', ')}`).toEqual([]);
  });
});
