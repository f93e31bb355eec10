import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The published contract (issue #17): /api/openapi.json is a valid OpenAPI 3.1 document made from
// the routes' own schemas, and /api/docs serves a readable reference from the app itself.

let t: TestApp;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenAPIV3_1.Document>();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({ name: `${method.toUpperCase()} ${path}`, operation: item?.[method] })),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The validator takes the document apart as it reads; it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('gives every call a group, a summary and its answers, refusals included', () => {
    for (const { name, operation } of operations()) {
      expect(operation?.tags?.length, name).toBeGreaterThan(0);
      expect(operation?.summary, name).toBeTruthy();
      const statuses = Object.keys(operation?.responses ?? {});
      // A success, or the redirect a confirmation link answers with.
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        `${name} has no success answer`,
      ).toBe(true);
      if (!name.endsWith('/healthz') && !name.endsWith('/readyz')) {
        expect(
          statuses.some((status) => /^4/.test(status)),
          `${name} declares no refusal`,
        ).toBe(true);
      }
    }
  });

  it('describes a body with its fields and limits', () => {
    const post = document.paths?.['/api/shopping-items']?.post;
    const body = post?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
    const schema = body?.content['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;
    expect(schema?.required).toEqual(['name']);
    expect(schema?.properties?.name).toMatchObject({ type: 'string', maxLength: 200 });
  });
});

describe('GET /api/docs', () => {
  it('serves the reference from the app, under its content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self'");
    // Every script is a file of the app's own, none inline and none from another host.
    expect(page.body).not.toMatch(/<script>[^<]/);
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js']) {
      const script = await t.app.inject({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(script.statusCode, file).toBe(200);
    }
  });
});
