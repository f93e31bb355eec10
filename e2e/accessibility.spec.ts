import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type SeededCabin, seedCabin } from './accessibility-seed';
import { AxeAudit } from './axe-audit';
import { DESKTOP, MOBILE, presetLanguage, signInViaApi } from './support';

// Issue #11: axe-core (WCAG 2.0/2.1 A and AA plus best practices) on every page, section and
// dialog, in Norwegian and English, on a desktop and a 390 px phone. Issue #36: one test per
// screen and its dialogs (a walk of everything in one test outgrew any limit on a slow, loaded
// machine); each lists every violation it found at its end. The cabin is seeded once per walk.

type Language = 'no' | 'en';

/** Opens something with `open`, checks `scope` once it shows, and closes it with Escape. */
async function checkOpened(audit: AxeAudit, name: string, scope: Locator, open: () => Promise<void>) {
  await open();
  await expect(scope).toBeVisible();
  await audit.check(name, scope);
  await scope.page().keyboard.press('Escape');
  await expect(scope).toBeHidden();
}

/** Goes to `path` and checks the page once `ready` shows (real content, not the loading state). */
async function checkPage(audit: AxeAudit, page: Page, name: string, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible();
  await audit.check(name);
}

async function signedOutPages(audit: AxeAudit, page: Page) {
  await checkPage(audit, page, 'landing', '/', page.getByRole('heading', { level: 1 }));
  const submit = page.locator('form button[type="submit"]');
  await checkPage(audit, page, 'auth sign-in', '/auth?mode=sign-in', submit);
  await checkPage(audit, page, 'auth sign-up', '/auth?mode=sign-up', submit);
  await submit.click();
  await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible();
  await audit.check('auth sign-up with errors');
}

async function dashboard(audit: AxeAudit, page: Page, mobile: boolean) {
  await page.goto('/');
  const customize = page.getByTestId('customize-dialog');
  await page.getByTestId('customize-dashboard').click();
  await expect(customize).toBeVisible();
  await audit.check('dashboard customize dialog', customize);
  // Every widget on, so the dashboard is checked with all eight.
  for (const widget of ['recent-activity', 'stats', 'member-list', 'invitation-code']) {
    await customize.getByTestId(`toggle-${widget}`).click();
  }
  await page.keyboard.press('Escape');
  await expect(customize).toBeHidden();
  await expect(page.getByTestId('activity-list')).toBeVisible();
  await expect(page.getByTestId('member-list')).toBeVisible();
  await expect(page.getByTestId('weather-view')).toBeVisible();
  await expect(page.getByTestId('widget-loading')).toHaveCount(0);
  await audit.check('dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(page.getByTestId('notification-badge')).toBeVisible();
  await checkOpened(audit, 'notification popover', page.getByRole('dialog'), async () => {
    await bell.click();
    await expect(page.getByTestId('notification-list')).toBeVisible();
  });
  const menuTrigger = page.getByTestId(mobile ? 'mobile-user-menu-trigger' : 'user-menu-trigger');
  await checkOpened(audit, 'user menu', page.getByRole('menu'), () => menuTrigger.click());
  // The cabin switcher is in the desktop header only.
  if (!mobile) {
    await checkOpened(audit, 'cabin switcher menu', page.getByRole('menu'), () =>
      page.getByTestId('cabin-switcher').click(),
    );
  }
}

async function visits(audit: AxeAudit, page: Page, seed: SeededCabin) {
  await checkPage(audit, page, 'visit log', '/visits', page.getByTestId(`visit-${seed.ownerVisitId}`));
  const booking = page.getByTestId('booking-dialog');
  await page.getByTestId('book-button').click();
  await expect(booking).toBeVisible();
  // The new booking form, checked with its error showing.
  await page.getByTestId('booking-submit').click();
  await expect(booking.getByRole('alert')).toBeVisible();
  await audit.check('booking dialog with an error', booking);
  const [start, end] = [
    booking.locator('input[type="date"]').nth(0),
    booking.locator('input[type="date"]').nth(1),
  ];
  await start.fill('2031-05-10');
  await end.fill('2031-05-08');
  await page.getByTestId('booking-submit').click();
  const notice = page.getByTestId('booking-notice-dialog');
  await expect(notice).toBeVisible();
  await audit.check('booking notice dialog', notice);
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();

  await checkOpened(audit, 'booking decision dialog', page.getByTestId('decision-dialog'), () =>
    page.getByTestId(`booking-${seed.pendingBookingId}`).click(),
  );
  await page.getByTestId(`booking-${seed.ownerBookingId}`).click();
  await expect(booking).toBeVisible();
  await audit.check('booking dialog (edit)', booking);
  await checkOpened(audit, 'booking delete confirmation', page.getByTestId('confirm-dialog'), () =>
    page.getByTestId('booking-delete-button').click(),
  );
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();

  await checkOpened(audit, 'visit dialog (new)', page.getByTestId('visit-dialog'), () =>
    page.getByTestId('log-visit-button').click(),
  );
}

async function shopping(audit: AxeAudit, page: Page, seed: SeededCabin) {
  await checkPage(audit, page, 'shopping', '/shopping', page.getByTestId(`shopping-item-${seed.itemId}`));
  await checkOpened(audit, 'shopping item dialog', page.getByTestId('item-dialog'), () =>
    page.getByTestId(`shopping-item-${seed.itemId}`).getByRole('button').last().click(),
  );
}

async function calendar(audit: AxeAudit, page: Page) {
  await checkPage(audit, page, 'calendar', '/calendar', page.getByTestId('my-upcoming-bookings'));
  const subscribe = page.getByTestId('subscribe-dialog');
  await page.getByTestId('calendar-subscribe').click();
  await expect(subscribe.getByTestId('subscribe-url')).toBeVisible();
  await audit.check('calendar subscribe dialog', subscribe);
  await checkOpened(audit, 'calendar new link confirmation', page.getByTestId('confirm-dialog'), () =>
    subscribe.getByTestId('subscribe-regenerate').click(),
  );
  await page.keyboard.press('Escape');
  await expect(subscribe).toBeHidden();
}

async function maintenance(audit: AxeAudit, page: Page, seed: SeededCabin) {
  await checkPage(audit, page, 'maintenance', '/tasks', page.getByTestId(`task-${seed.taskId}`));
  await checkOpened(audit, 'task dialog (new)', page.getByTestId('task-dialog'), () =>
    page.getByTestId('new-task-button').click(),
  );
  await checkOpened(audit, 'task dialog (edit)', page.getByTestId('task-dialog'), () =>
    page.getByTestId(`edit-task-${seed.taskId}`).click(),
  );
}

async function checklists(audit: AxeAudit, page: Page, seed: SeededCabin) {
  await checkPage(
    audit,
    page,
    'checklists',
    '/checklists',
    page.getByTestId(`checklist-${seed.checklistId}`),
  );
  await checkOpened(audit, 'checklist dialog (edit)', page.getByTestId('checklist-dialog'), () =>
    page.getByTestId(`edit-checklist-${seed.checklistId}`).click(),
  );
  await checkOpened(audit, 'start checklist dialog', page.getByTestId('start-run-dialog'), () =>
    page.getByTestId(`start-checklist-${seed.checklistId}`).click(),
  );
  await checkPage(
    audit,
    page,
    'checklist run',
    `/checklists?run=${seed.runId}`,
    page.getByTestId('run-item-done-by'),
  );
}

async function more(audit: AxeAudit, page: Page) {
  await checkPage(audit, page, 'more', '/more', page.getByTestId('more-tasks-link'));
}

async function ownerSettings(audit: AxeAudit, page: Page, seed: SeededCabin) {
  const actions = page.getByTestId(`member-actions-${seed.member.username}`);
  await checkPage(audit, page, 'settings (owner)', '/settings', actions);
  await checkOpened(audit, 'member actions menu', page.getByRole('menu'), () => actions.click());
  await actions.click();
  await checkOpened(audit, 'member action dialog (make owner)', page.getByTestId('confirm-dialog'), () =>
    page.getByTestId('member-action-makeOwner').click(),
  );
  await checkOpened(audit, 'delete cabin confirmation', page.getByTestId('confirm-dialog'), () =>
    page.getByTestId('delete-cabin-button').click(),
  );
}

/** The house manual as its owner sees it: the page, the door code shown, and every dialog. */
async function manual(audit: AxeAudit, page: Page, seed: SeededCabin) {
  const section = page.getByTestId(`manual-section-${seed.manualSectionId}`);
  await checkPage(audit, page, 'house manual', '/manual', page.getByTestId('manual-wifi-qr'));
  await page.getByTestId('door-code-toggle').click();
  await expect(page.getByTestId('door-code')).toBeVisible();
  await audit.check('house manual with the door code shown');
  const facts = page.getByTestId('manual-facts-dialog');
  await checkOpened(audit, 'manual key facts dialog', facts, () =>
    page.getByTestId('manual-edit-facts').click(),
  );
  // With a contact's errors showing.
  await page.getByTestId('manual-edit-facts').click();
  await facts.getByTestId('manual-add-contact').click();
  await facts.getByTestId('manual-facts-submit').click();
  await expect(facts.getByRole('alert').first()).toBeVisible();
  await audit.check('manual key facts dialog with an error', facts);
  await page.keyboard.press('Escape');
  await expect(facts).toBeHidden();

  const dialog = page.getByTestId('manual-section-dialog');
  await checkOpened(audit, 'manual section dialog (new)', dialog, () =>
    page.getByTestId('manual-new-section').click(),
  );
  await section.getByTestId('manual-section-edit').click();
  await expect(dialog).toBeVisible();
  await audit.check('manual section dialog (edit)', dialog);
  await dialog.getByTestId('manual-tab-preview').click();
  await expect(dialog.getByTestId('manual-section-preview').getByRole('link')).toBeVisible();
  await audit.check('manual section dialog (preview)', dialog);
  await checkOpened(audit, 'manual section delete confirmation', page.getByTestId('confirm-dialog'), () =>
    dialog.getByTestId('manual-section-delete').click(),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The member sees the owner's stay and visit read-only. */
async function memberVisits(audit: AxeAudit, page: Page, seed: SeededCabin) {
  // The visit log itself is checked for the owner; here only what the member opens from it.
  await page.goto('/visits');
  await checkOpened(audit, 'booking details dialog', page.getByTestId('booking-details-dialog'), () =>
    page.getByTestId(`booking-${seed.ownerBookingId}`).click(),
  );
  await checkOpened(audit, 'visit details dialog', page.getByTestId('visit-details-dialog'), () =>
    page.getByTestId(`visit-${seed.ownerVisitId}`).click(),
  );
}

async function memberManual(audit: AxeAudit, page: Page) {
  await checkPage(audit, page, 'house manual (member)', '/manual', page.getByTestId('manual-wifi-qr'));
}

/** The member's settings: leaving the cabin, and deleting the account. */
async function memberSettings(audit: AxeAudit, page: Page) {
  const leave = page.getByTestId('leave-cabin-button');
  await checkPage(audit, page, 'settings (member)', '/settings', leave);
  await checkOpened(audit, 'leave cabin confirmation', page.getByTestId('confirm-dialog'), () =>
    leave.click(),
  );
  const deleteAccount = page.getByTestId('delete-account-dialog');
  await checkOpened(audit, 'delete account dialog', deleteAccount, () =>
    page.getByTestId('delete-account-button').click(),
  );
  // With the wrong password: the field's error, then the dialog is checked again.
  await page.getByTestId('delete-account-button').click();
  await deleteAccount.getByTestId('delete-account-password').fill('not-the-password');
  await deleteAccount.getByTestId('delete-account-confirm').click();
  await expect(deleteAccount.locator('[aria-invalid="true"]')).toBeVisible();
  await audit.check('delete account dialog with an error', deleteAccount);
  await page.keyboard.press('Escape');
  await expect(deleteAccount).toBeHidden();
}

/** A user in no cabin: the welcome card and its create and join dialogs. */
async function withoutCabin(audit: AxeAudit, page: Page) {
  await checkPage(audit, page, 'dashboard welcome card', '/', page.getByTestId('welcome-card'));
  await checkOpened(audit, 'create cabin dialog', page.getByRole('dialog'), () =>
    page.getByTestId('create-cabin-button').click(),
  );
  await checkOpened(audit, 'join cabin dialog', page.getByRole('dialog'), () =>
    page.getByTestId('join-cabin-button').click(),
  );
}

type Who = 'signed out' | 'owner' | 'member' | 'loner';

/** One screen and its dialogs: who looks at it, and what is checked there. */
type Screen = {
  name: string;
  who: Who;
  check: (audit: AxeAudit, page: Page, seed: SeededCabin, mobile: boolean) => Promise<void>;
};

const SCREENS: Screen[] = [
  { name: 'landing and sign-in', who: 'signed out', check: (audit, page) => signedOutPages(audit, page) },
  { name: 'dashboard', who: 'owner', check: (audit, page, _seed, mobile) => dashboard(audit, page, mobile) },
  { name: 'visit log', who: 'owner', check: (audit, page, seed) => visits(audit, page, seed) },
  { name: 'shopping list', who: 'owner', check: (audit, page, seed) => shopping(audit, page, seed) },
  { name: 'calendar', who: 'owner', check: (audit, page) => calendar(audit, page) },
  { name: 'maintenance', who: 'owner', check: (audit, page, seed) => maintenance(audit, page, seed) },
  { name: 'house manual', who: 'owner', check: (audit, page, seed) => manual(audit, page, seed) },
  { name: 'checklists', who: 'owner', check: (audit, page, seed) => checklists(audit, page, seed) },
  { name: 'more', who: 'owner', check: (audit, page) => more(audit, page) },
  { name: 'settings', who: 'owner', check: (audit, page, seed) => ownerSettings(audit, page, seed) },
  { name: 'visit log', who: 'member', check: (audit, page, seed) => memberVisits(audit, page, seed) },
  { name: 'house manual', who: 'member', check: (audit, page) => memberManual(audit, page) },
  { name: 'settings', who: 'member', check: (audit, page) => memberSettings(audit, page) },
  { name: 'welcome card', who: 'loner', check: (audit, page) => withoutCabin(audit, page) },
];

async function checkScreen(
  browser: Browser,
  baseURL: string,
  seed: SeededCabin,
  { language, mobile }: { language: Language; mobile: boolean },
  screen: Screen,
) {
  const context = await browser.newContext({
    ...(mobile ? MOBILE : DESKTOP),
    baseURL,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await presetLanguage(page, language);
  const audit = new AxeAudit(page, `${language} ${mobile ? '390 px' : 'desktop'}`);
  const user = { 'signed out': null, owner: seed.owner, member: seed.member, loner: seed.loner }[screen.who];
  if (user) await signInViaApi(page, baseURL, user);
  await screen.check(audit, page, seed, mobile);
  await context.close();
  expect(audit.findings, audit.report()).toEqual([]);
}

// Each language once and each width once: the walk checks structure, names and contrast, which
// a language changes only in its texts and a width only in its layout. Four walks took two of
// CI's fifteen minutes (docs/decisions/021-test-suite-time.md).
const walks = [
  { language: 'no', mobile: false },
  { language: 'en', mobile: true },
] as const;

// The screens spread over both workers, like the other files' journeys (each worker seeds the
// walks it takes part in).
test.describe.configure({ mode: 'parallel' });

for (const walk of walks) {
  test.describe(`accessibility (axe-core, WCAG 2.1 AA) in ${
    walk.language === 'no' ? 'Norwegian' : 'English'
  } on ${walk.mobile ? 'a 390 px phone' : 'a desktop'}`, () => {
    // One cabin for the walk's screens (none of them changes it), made again by a worker that
    // takes over after a failure.
    let seed: SeededCabin | undefined;
    test.beforeAll(async ({ baseURL }) => {
      seed = await seedCabin(baseURL ?? '');
    });

    for (const screen of SCREENS) {
      test(`${screen.name} (${screen.who}) and its dialogs`, async ({ browser, baseURL }) => {
        if (!seed) throw new Error('the cabin was not seeded');
        await checkScreen(browser, baseURL ?? '', seed, walk, screen);
      });
    }
  });
}
