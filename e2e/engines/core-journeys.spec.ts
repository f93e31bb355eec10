import { addDays, dateInTimeZone, startOfMonth } from '../../shared/calendar-dates';
import { memberOf, ownerOfNewCabin, signUpViaApi } from './api';
import { type EngineSession, PHONE, STEP_TIMEOUT, waitUntil } from './engine-session';
import { expect, test } from './fixtures';

// Issue #36: the core of the app in Firefox ESR and in WebKitGTK (Safari's engine), on a 390 px
// phone in Norwegian (the app's default language): sign-in through the form, a booking from the
// calendar, the shopping list, a live update, the house manual, the service worker, and no
// sideways scroll on the main screens. Written once against EngineSession; each project runs
// them in its engine. In Firefox every journey also ends with no error in the page's console
// (the session fixture checks it).

/** A month wholly in the future: the one after the current month in Oslo. */
const nextMonth = startOfMonth(dateInTimeZone(new Date()), 1);
const day = (n: number) => addDays(nextMonth, n - 1);

/** The page's width is the viewport's: nothing sticks out sideways. */
async function expectNoSidewaysScroll(session: EngineSession, screen: string) {
  const widths = await session.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.viewport, 'the viewport is a 390 px phone').toBe(PHONE.width);
  expect(widths.scroll, `${screen} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
}

test('signs in through the form', async ({ session, baseURL }) => {
  const user = await signUpViaApi(baseURL ?? '', 'kari');
  await session.goto('/auth?mode=sign-in');
  await session.fill({ label: 'Brukernavn eller e-post' }, user.username);
  await session.fill({ label: 'Passord' }, user.password);
  await session.click({ role: 'button', name: 'Logg inn' });
  // A new user in no cabin lands on the welcome card.
  await session.waitFor({ testId: 'welcome-card' });
  await expectNoSidewaysScroll(session, 'the welcome card');
});

test('books nights by dragging across the calendar', async ({ session, baseURL }) => {
  await ownerOfNewCabin(session, baseURL ?? '', 'Kalenderhytta');
  await session.goto('/calendar');
  await session.click({ testId: 'calendar-next' });
  await session.waitFor({ testId: `day-${day(15)}` });
  await session.drag({ testId: `day-${day(10)}` }, { testId: `day-${day(12)}` });
  await session.waitFor({ testId: 'booking-dialog' });
  const dates = await session.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('[data-testid="booking-dialog"] input[type="date"]')].map(
      (input) => input.value,
    ),
  );
  // Three nights, leaving on the 13th.
  expect(dates).toEqual([day(10), day(13)]);
  await session.click({ role: 'button', name: 'Book' });
  await session.waitForText('Booking bekreftet');
  await waitUntil(
    () =>
      session.evaluate(
        (date: string) => document.querySelector(`[data-testid="day-${date}"]`)?.getAttribute('data-status'),
        day(11),
      ),
    'the booked night to show as approved',
  ).then((status) => expect(status).toBe('approved'));
});

test('adds to the shopping list and ticks it off', async ({ session, baseURL }) => {
  await ownerOfNewCabin(session, baseURL ?? '', 'Handlehytta');
  await session.goto('/shopping');
  await session.fill({ label: 'Vare' }, 'Fyrstikker');
  await session.click({ role: 'button', name: 'Legg til' });
  await session.waitForText('Vare lagt til');
  await session.click({ role: 'checkbox', name: 'Marker Fyrstikker som kjøpt' });
  // On a phone the bought items are folded away under their heading.
  await session.click({ testId: 'completed-toggle' });
  await session.waitForText('Kjøpt av Olav Nordmann');
});

test('shows another member’s item without a reload', async ({ session, baseURL }) => {
  const { accessCode } = await ownerOfNewCabin(session, baseURL ?? '', 'Direktehytta');
  const member = await memberOf(baseURL ?? '', accessCode);
  await session.goto('/shopping');
  await session.waitFor({ testId: 'section-shopping' });
  const before = await session.evaluate(() => performance.getEntriesByType('navigation').length);
  // Neither driver shows the page's WebSocket frames: the page marks itself once the server has
  // joined it to the cabin's events (use-live-updates.ts), and the member writes after that.
  await waitUntil(
    () => session.evaluate(() => document.documentElement.dataset.live === 'joined'),
    'the live connection to join the cabin',
  );
  expect((await member.post('/api/shopping-items', { name: 'Ved fra Mona' })).status).toBe(201);
  const shown = await waitUntil(
    () =>
      session.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid="needed-items"] button')]
            .map((button) => button.textContent ?? '')
            .find((text) => text.includes('Ved fra Mona')) ?? null,
      ),
    'the member’s item on the owner’s page',
  );
  expect(shown, 'the member’s item showed up without a reload').not.toBeNull();
  const after = await session.evaluate(() => ({
    navigations: performance.getEntriesByType('navigation').length,
    path: window.location.pathname,
  }));
  expect(after).toEqual({ navigations: before, path: '/shopping' });
});

test('fills in the house manual and shows the wifi QR code', async ({ session, baseURL }) => {
  await ownerOfNewCabin(session, baseURL ?? '', 'Håndbokhytta');
  await session.goto('/manual');
  // A new cabin's manual starts from the template in the owner's language.
  await session.waitForText('Ankomst');
  await session.click({ role: 'button', name: 'Rediger nøkkelinfo' });
  await session.fill({ label: 'Wifi-nettverk' }, 'Fjellnett');
  await session.fill({ label: 'Wifi-passord' }, 'hyttepassord');
  await session.click({ role: 'button', name: 'Lagre' });
  await session.waitFor({ role: 'img', name: 'QR-kode for å koble til wifi-nettverket Fjellnett' });
  await expectNoSidewaysScroll(session, 'the house manual');
});

test('the service worker controls the app after a reload', async ({ session, baseURL }) => {
  await ownerOfNewCabin(session, baseURL ?? '', 'Offlinehytta');
  await session.goto('/');
  await session.waitFor({ testId: 'section-dashboard' });
  const active = await session.evaluate(() =>
    navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null),
  );
  expect(active).toBe(new URL('/sw.js', baseURL).href);
  await session.reload();
  await session.waitFor({ testId: 'section-dashboard' });
  const controller = await waitUntil(
    () => session.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null),
    'the service worker to control the page',
    STEP_TIMEOUT,
  );
  expect(controller).toBe(new URL('/sw.js', baseURL).href);
});

test('no screen scrolls sideways at 390 px', async ({ session, baseURL }) => {
  await session.goto('/');
  await waitUntil(() => session.evaluate(() => document.querySelector('h1') !== null), 'the landing page');
  await expectNoSidewaysScroll(session, 'the landing page');
  await session.goto('/auth?mode=sign-up');
  await session.waitFor({ label: 'Brukernavn' });
  await expectNoSidewaysScroll(session, 'sign-up');

  await ownerOfNewCabin(session, baseURL ?? '', 'Smalhytta med et ganske langt navn på fjellet');
  for (const [path, section] of [
    ['/', 'dashboard'],
    ['/calendar', 'calendar'],
    ['/visits', 'visits'],
    ['/shopping', 'shopping'],
    ['/manual', 'manual'],
    ['/tasks', 'tasks'],
    ['/checklists', 'checklists'],
    ['/costs', 'costs'],
    ['/more', 'more'],
    ['/settings', 'settings'],
  ] as const) {
    await session.goto(path);
    await session.waitFor({ testId: `section-${section}` });
    await expectNoSidewaysScroll(session, path);
  }
});
