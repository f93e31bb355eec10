import { type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { DESKTOP, MOBILE, ownerOfNewCabin } from './support';

// Issue #5 in Chromium: the shopping list (add, tick, untick, the item dialog, delete, a
// duplicate refused) and the maintenance log (a recurring, overdue task completed opens the next
// occurrence two weeks after its due date and lands in the log), on a desktop in English and on a
// 390 px phone in Norwegian.

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    item: 'Item',
    add: 'Add',
    added: 'Item added',
    removed: 'Item removed',
    markBought: (name: string) => `Mark ${name} as bought`,
    alreadyOnList: (name: string) => `${name} is already on the list`,
    addedByFact: 'Added by',
    completedByFact: 'Completed by',
    nav: 'Maintenance',
    title: 'Title',
    dueDate: 'Due date',
    submit: 'Add task',
    created: 'Task added',
    overdue: 'Overdue',
    markDone: (title: string) => `Mark done: ${title}`,
    doneNext: 'Done. Next time:',
    doneBy: 'Done by',
    repeat: 'Every 2 weeks',
  },
  no: {
    item: 'Vare',
    add: 'Legg til',
    added: 'Vare lagt til',
    removed: 'Vare fjernet',
    markBought: (name: string) => `Marker ${name} som kjøpt`,
    alreadyOnList: (name: string) => `${name} står allerede på listen`,
    addedByFact: 'Lagt til av',
    completedByFact: 'Kjøpt av',
    nav: 'Vedlikehold',
    title: 'Tittel',
    dueDate: 'Frist',
    submit: 'Legg til oppgave',
    created: 'Oppgaven er lagt til',
    overdue: 'Forfalt',
    markDone: (title: string) => `Merk som utført: ${title}`,
    doneNext: 'Utført. Neste gang:',
    doneBy: 'Utført av',
    repeat: 'Hver 2. uke',
  },
} satisfies Record<Language, unknown>;

const toastSaying = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

/** A new user with a new cabin, signed in on their own page in the given language. */
async function ownerWithCabin(browser: Browser, baseURL: string, contextOptions: object, language: Language) {
  return ownerOfNewCabin(browser, baseURL, {
    contextOptions,
    language,
    prefix: 'hanne',
    cabinName: 'Handlehytta',
  });
}

async function addItem(page: Page, language: Language, name: string) {
  const form = page.getByTestId('shopping-add-form');
  await form.getByLabel(TEXTS[language].item).fill(name);
  await form.getByRole('button', { name: TEXTS[language].add, exact: true }).click();
}

async function shoppingJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const { page, user, context } = await ownerWithCabin(browser, baseURL, mobile ? MOBILE : DESKTOP, language);
  await page.goto('/shopping');
  const needed = page.getByTestId('needed-items');
  const completed = page.getByTestId('completed-items');

  await addItem(page, language, 'Ved');
  await expect(toastSaying(page, texts.added)).toBeVisible();
  await addItem(page, language, 'Kaffe');
  await expect(needed.getByRole('button', { name: 'Kaffe' })).toBeVisible();
  await expect(needed.getByRole('button', { name: 'Ved' })).toBeVisible();

  // The same item again, in other case and with spaces, is refused and the list keeps one.
  await addItem(page, language, '  kaffe ');
  await expect(page.getByTestId('shopping-add-form')).toContainText(texts.alreadyOnList('kaffe'));
  await expect(needed.getByRole('button', { name: /kaffe/i })).toHaveCount(1);

  // Tick Kaffe: it leaves the needed list for the completed one (collapsed on a phone).
  // click, not check(): the ticked row is replaced by one in the other list.
  await needed.getByRole('checkbox', { name: texts.markBought('Kaffe') }).click();
  await expect(needed.getByRole('button', { name: 'Kaffe' })).toHaveCount(0);
  if (mobile) {
    await expect(completed.getByRole('button', { name: 'Kaffe' })).toBeHidden();
    await page.getByTestId('completed-toggle').tap();
  }
  const tickedBox = completed.getByRole('checkbox', { name: texts.markBought('Kaffe') });
  await expect(tickedBox).toBeChecked();

  // The dialog tells who added and who completed it.
  await completed.getByRole('button', { name: 'Kaffe' }).click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog).toContainText(texts.addedByFact);
  await expect(dialog).toContainText(texts.completedByFact);
  await expect(dialog).toContainText(user.fullName);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Untick it: back on the needed list, and it survives a reload.
  await tickedBox.click();
  await expect(needed.getByRole('checkbox', { name: texts.markBought('Kaffe') })).not.toBeChecked();
  await page.reload();
  await expect(needed.getByRole('button', { name: 'Kaffe' })).toBeVisible();

  // Delete Ved from its dialog.
  await needed.getByRole('button', { name: 'Ved' }).click();
  await page.getByTestId('item-delete-button').click();
  await expect(toastSaying(page, texts.removed)).toBeVisible();
  await expect(needed.getByRole('button', { name: 'Ved' })).toHaveCount(0);
  await page.reload();
  await expect(needed.getByRole('button', { name: 'Kaffe' })).toBeVisible();
  await expect(needed.getByRole('button', { name: 'Ved' })).toHaveCount(0);
  await context.close();
}

async function tasksJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const { page, user, context } = await ownerWithCabin(browser, baseURL, mobile ? MOBILE : DESKTOP, language);
  if (mobile) {
    await page.goto('/more');
    await page.getByTestId('more-tasks-link').tap();
  } else {
    await page.goto('/');
    await page.getByRole('link', { name: texts.nav, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/tasks$/);

  const today = dateInTimeZone(new Date());
  const dueDate = addDays(today, -3);
  const title = 'Feie pipa';
  await page.getByTestId('new-task-button').click();
  const dialog = page.getByTestId('task-dialog');
  await dialog.getByLabel(texts.title, { exact: true }).fill(title);
  await dialog.getByLabel(texts.dueDate).fill(dueDate);
  await dialog.getByTestId('task-repeat-every').fill('2');
  await dialog.getByTestId('task-repeat-unit').selectOption('week');
  await dialog.getByTestId('task-submit').click();
  await expect(toastSaying(page, texts.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  const open = page.getByTestId('open-tasks');
  const firstRow = open.locator('[data-testid^="task-"]').filter({ hasText: title });
  await expect(firstRow).toHaveCount(1);
  await expect(firstRow.getByTestId('overdue-badge')).toHaveText(texts.overdue);
  await expect(firstRow.getByTestId('row-repeat')).toHaveText(texts.repeat);

  // Completing it opens the next one two weeks after its due date (not after today).
  await firstRow.getByRole('button', { name: texts.markDone(title) }).click();
  const doneToast = toastSaying(page, texts.doneNext);
  await expect(doneToast).toBeVisible();
  const nextRow = open.locator('[data-testid^="task-"]').filter({ hasText: title });
  await expect(nextRow).toHaveCount(1);
  await expect(nextRow.getByTestId('overdue-badge')).toHaveCount(0);
  const nextDue = (await nextRow.getByTestId('row-due').textContent()) ?? '';
  if (language === 'en') expect(nextDue).toContain(englishDate(addDays(dueDate, 14)));
  const toastText = (await doneToast.textContent()) ?? '';
  const nextDate = toastText.split(texts.doneNext)[1]?.trim() ?? '';
  expect(nextDate.length).toBeGreaterThan(0);
  expect(nextDue).toContain(nextDate.replace(title, '').trim());

  // The log shows who did it.
  const log = page.getByTestId('done-tasks');
  await expect(log).toContainText(title);
  await expect(log.getByTestId('row-done-by')).toContainText(`${texts.doneBy} ${user.fullName}`);
  await page.reload();
  await expect(page.getByTestId('done-tasks')).toContainText(title);
  await expect(page.getByTestId('open-tasks').locator('[data-testid^="task-"]')).toHaveCount(1);
  await context.close();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "6 Dec 2026", as the English UI writes a date. */
function englishDate(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return `${dayOfMonth} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

test.describe('shopping list and maintenance log', () => {
  test('desktop, English: add, tick, untick, see and delete items; refuse a duplicate', async ({
    browser,
    baseURL,
  }) => {
    await shoppingJourney(browser, baseURL ?? '', false, 'en');
  });

  test('390 px phone, Norwegian: the same, with the completed list collapsed', async ({
    browser,
    baseURL,
  }) => {
    await shoppingJourney(browser, baseURL ?? '', true, 'no');
  });

  test('desktop, English: a recurring overdue task completed opens the next and lands in the log', async ({
    browser,
    baseURL,
  }) => {
    await tasksJourney(browser, baseURL ?? '', false, 'en');
  });

  test('390 px phone, Norwegian: the maintenance log from the More tab', async ({ browser, baseURL }) => {
    await tasksJourney(browser, baseURL ?? '', true, 'no');
  });
});
