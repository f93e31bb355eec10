/// <reference lib="dom" />
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';

let counter = 0;

export type NewUser = { username: string; fullName: string; email: string; password: string };

/** A user no other test has used: the browser tests share one server and database. */
export function uniqueUser(prefix = 'kari'): NewUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `${prefix}_${tag}`,
    fullName: `${prefix[0]?.toUpperCase() ?? ''}${prefix.slice(1)} Nordmann`,
    email: `${prefix}.${tag}@example.no`,
    password: 'fjellet-er-fint-1',
  };
}

/** Signs a user up through the identity provider's own call, as a script would. */
export async function createUserViaApi(
  request: APIRequestContext,
  baseURL: string,
  user: NewUser,
): Promise<void> {
  const response = await request.post('/api/identity/sign-up/email', {
    headers: { origin: baseURL },
    data: { email: user.email, password: user.password, name: user.fullName, username: user.username },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fixes the UI language before the app loads (the app reads local storage key `language`). */
export async function presetLanguage(page: Page, language: 'no' | 'en'): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-language-set')) {
      window.localStorage.setItem('language', value);
      window.sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

/** Signs in through the identity call; the session cookie lands in the page's browser context. */
export async function signInViaApi(page: Page, baseURL: string, user: NewUser): Promise<void> {
  const response = await page.request.post('/api/identity/sign-in/username', {
    headers: { origin: baseURL },
    data: { username: user.username, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new user, signed in, on the given path of the signed-in app. */
export async function signedInAt(page: Page, baseURL: string, path = '/'): Promise<NewUser> {
  const user = uniqueUser();
  await createUserViaApi(page.request, baseURL, user);
  await signInViaApi(page, baseURL, user);
  await page.goto(path);
  return user;
}

/**
 * Runs `navigate` and resolves once the page's live connection (`/ws`) has been joined by the
 * server: only from then on can another member's write reach the page without a reload.
 */
export async function withLiveConnection(page: Page, navigate: () => Promise<void>): Promise<void> {
  // Listen for the frame as soon as the socket exists: the join may be answered before `navigate` ends.
  const joined = page
    .waitForEvent('websocket', (candidate) => candidate.url().endsWith('/ws'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"joined"')),
    );
  await navigate();
  await joined;
}

/** Viewports the journeys run on: a desktop and a 390 px phone with touch. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * A new user who has just created a cabin, signed in on a page of their own (a new browser
 * context with `contextOptions`) in `language`; the page has not navigated yet.
 */
export async function ownerOfNewCabin(
  browser: Browser,
  baseURL: string,
  {
    contextOptions = DESKTOP,
    language,
    prefix = 'olav',
    cabinName = 'Testhytta',
  }: { contextOptions?: object; language: 'no' | 'en'; prefix?: string; cabinName?: string },
): Promise<{ page: Page; context: BrowserContext; user: NewUser; accessCode: string }> {
  // No service worker unless a test asks for one: a worker takes the page's requests out of
  // Playwright's routing, and its precaching would compete with the journey (e2e/pwa.spec.ts).
  const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions, baseURL });
  const page = await context.newPage();
  await presetLanguage(page, language);
  const user = uniqueUser(prefix);
  await createUserViaApi(page.request, baseURL, user);
  await signInViaApi(page, baseURL, user);
  const created = await page.request.post('/api/cabin/create', {
    headers: { origin: baseURL },
    data: { name: cabinName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { accessCode } = (await created.json()) as { accessCode: string };
  return { page, context, user, accessCode };
}

/**
 * The owner of a new cabin on a page of their own (as `ownerOfNewCabin`), and a member who has
 * joined it and acts through the API from another context, as another phone would.
 */
export async function ownerAndMember(
  browser: Browser,
  baseURL: string,
  options: { contextOptions?: object; language: 'no' | 'en'; cabinName?: string },
) {
  const { page, context, accessCode } = await ownerOfNewCabin(browser, baseURL, options);
  const memberContext = await browser.newContext({ baseURL });
  const member = uniqueUser('mona');
  await createUserViaApi(memberContext.request, baseURL, member);
  const signIn = await memberContext.request.post('/api/identity/sign-in/username', {
    headers: { origin: baseURL },
    data: { username: member.username, password: member.password },
  });
  expect(signIn.status()).toBe(200);
  const join = await memberContext.request.post('/api/user/join-cabin', {
    headers: { origin: baseURL },
    data: { accessCode },
  });
  expect(join.status()).toBe(200);
  const memberPost = (url: string, data: unknown) =>
    memberContext.request.post(url, { headers: { origin: baseURL }, data });
  return {
    page,
    context,
    member,
    memberPost,
    close: () => Promise.all([context.close(), memberContext.close()]),
  };
}

/**
 * A new member of the cabin with `accessCode`, signed in on a page of their own (their own phone
 * or computer: a new browser context with `contextOptions`) in `language`.
 */
export async function memberOnOwnDevice(
  browser: Browser,
  baseURL: string,
  accessCode: string,
  {
    contextOptions = DESKTOP,
    language,
    prefix = 'mona',
  }: { contextOptions?: object; language: 'no' | 'en'; prefix?: string },
): Promise<{ page: Page; context: BrowserContext; user: NewUser }> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions, baseURL });
  const page = await context.newPage();
  await presetLanguage(page, language);
  const user = uniqueUser(prefix);
  await createUserViaApi(page.request, baseURL, user);
  await signInViaApi(page, baseURL, user);
  const join = await page.request.post('/api/user/join-cabin', {
    headers: { origin: baseURL },
    data: { accessCode },
  });
  expect(join.status(), await join.text()).toBe(200);
  return { page, context, user };
}
