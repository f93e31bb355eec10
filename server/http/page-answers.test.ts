import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooking, createCabinAs, joinAs } from '../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../test/test-app';

// Issue #18: the page a browser with a session cookie gets carries the answers of the first
// screen's reads, for that user only, exactly as the calls would answer, and never stored by a
// cache; a cookie that is no session gets the page as built.

let t: TestApp;
let member: TestUser;
let outsider: TestUser;
let cabinId: string;
const clientDir = mkdtempSync(join(tmpdir(), 'hytta-page-answers-'));
const signedInPage =
  '<!doctype html><html lang="no"><head><meta name="hytta-session" content="likely"></head><body><div id="root"></div></body></html>';
const TEXTS = { no: '/assets/app-norsk.js', en: '/assets/app-english.js' };
const SECTION_PRELOADS = {
  '/costs': ['/assets/section-costs-abc123.js', '/assets/screens-shared-def456.js'],
  // Nothing but a built script of our own goes into a link, whatever the file says.
  '/tasks': ['https://elsewhere.example/x.js', '/assets/../secret.js'],
};
/** New Year's Eve, half an hour before midnight in UTC: already next year at the cabin. */
const NOW = new Date('2026-12-31T23:30:00Z');

beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(clientDir, 'index.signed-in.html'), signedInPage);
  writeFileSync(join(clientDir, 'translation-chunks.json'), JSON.stringify(TEXTS));
  writeFileSync(join(clientDir, 'section-preloads.json'), JSON.stringify(SECTION_PRELOADS));
  mkdirSync(join(clientDir, 'assets'));
  t = await createTestApp({ clientDir, now: () => NOW });
  const owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  outsider = await signUp(t.app, { fullName: 'Per Utenfor' });
  // A name that would end a <script> element if written as it is.
  const cabin = await createCabinAs(t.app, owner, 'Hytta </script><script>alert(1)</script>');
  cabinId = cabin.id;
  await joinAs(t.app, member, cabin.accessCode);
  await addBooking(t.database.db, cabinId, owner.id, '2026-12-20', '2026-12-27');
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const openPage = (user: TestUser | null, cookie?: string, url = '/calendar') =>
  injectAs(t.app, user, {
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });

/** The answers the page carries, by path; null when it carries none. */
function answersIn(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

describe('the signed-in page with the first screen’s answers', () => {
  it('carries what the calls answer the member, for that member only, and is never cached', async () => {
    const page = await openPage(member);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/Cookie/);
    const answers = answersIn(page.body);
    expect(answers).not.toBeNull();
    for (const path of [
      '/api/auth/me',
      '/api/user/cabins',
      '/api/cabin',
      '/api/bookings',
      '/api/peak-periods',
    ]) {
      const direct = await injectAs(t.app, member, { method: 'GET', url: path });
      expect(answers?.[path], path).toEqual(direct.json());
    }
    expect(answers?.['/api/auth/me']).toMatchObject({ user: { id: member.id } });
    expect(answers?.['/api/bookings']).toHaveLength(1);
  });

  it('carries the first reads of the screen it opens on (issue #38), and preloads that screen', async () => {
    const costs = await openPage(member, undefined, '/costs?from=menu');
    const answers = answersIn(costs.body);
    // The costs screen opens on the cabin's year: 2027 in Oslo while it is still 2026 in UTC.
    for (const path of [
      '/api/expenses?year=2027',
      '/api/expenses/balances',
      '/api/cabin/users',
      '/api/fair-share',
    ]) {
      const direct = await injectAs(t.app, member, { method: 'GET', url: path });
      expect(direct.statusCode, path).toBe(200);
      expect(answers?.[path], path).toEqual(direct.json());
    }
    expect(answers).not.toHaveProperty('/api/shopping-items');
    for (const file of SECTION_PRELOADS['/costs']) expect(costs.body).toContain(`href="${file}"`);

    const calendar = await openPage(member);
    expect(Object.keys(answersIn(calendar.body) ?? {})).toEqual(
      expect.arrayContaining(['/api/bookings', '/api/shopping-items', '/api/fair-share']),
    );
    expect(answersIn(calendar.body)).not.toHaveProperty('/api/expenses/balances');
    expect(calendar.body).not.toContain('section-costs');

    const tasks = await openPage(member, undefined, '/tasks');
    expect(answersIn(tasks.body)).toHaveProperty('/api/tasks');
    expect(tasks.body).not.toContain('elsewhere.example');
    expect(tasks.body).not.toContain('secret.js');
  });

  it("carries no screen's reads for a path that is no screen", async () => {
    const answers = answersIn((await openPage(member, undefined, '/api-docs-not-a-screen')).body);
    expect(Object.keys(answers ?? {}).sort()).toEqual(
      [
        '/api/auth/me',
        '/api/bookings',
        '/api/cabin',
        '/api/notifications/unread-count',
        '/api/peak-periods',
        '/api/user/cabins',
      ].sort(),
    );
  });

  it('cannot be broken out of by what members write: a "</script>" in a name stays inside the JSON', async () => {
    const page = await openPage(member);
    expect(page.body.match(/<\/script>/g)?.length).toBe(1);
    expect(answersIn(page.body)?.['/api/cabin']).toMatchObject({
      name: 'Hytta </script><script>alert(1)</script>',
    });
  });

  it("preloads the app's texts in the user's language", async () => {
    expect((await openPage(member)).body).toContain(`href="${TEXTS.no}"`);
    await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/identity/update-user',
      payload: { language: 'en' },
    });
    const page = await openPage(member);
    expect(page.body).toContain(`href="${TEXTS.en}"`);
    expect(page.body).not.toContain(TEXTS.no);
  });

  it('leaves out what the user may not read: someone in no cabin gets their own answers and no cabin', async () => {
    const answers = answersIn((await openPage(outsider)).body);
    expect(answers?.['/api/auth/me']).toMatchObject({ user: { id: outsider.id } });
    expect(answers).not.toHaveProperty('/api/cabin');
    expect(answers).not.toHaveProperty('/api/bookings');
  });

  it('sends the page as built, with no answers, for a cookie that is no session', async () => {
    const page = await openPage(null, 'better-auth.session_token=forged.value');
    expect(page.statusCode).toBe(200);
    expect(answersIn(page.body)).toBeNull();
    expect(page.body).toBe(signedInPage);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('is compressed for a browser that takes Brotli', async () => {
    const page = await injectAs(t.app, member, {
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(answersIn(brotliDecompressSync(page.rawPayload).toString())).not.toBeNull();
  });
});
