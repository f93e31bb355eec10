import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { MOBILE, ownerOfNewCabin } from './support';

// Issue #7 in Chromium: the dashboard's widgets are reordered by keyboard and by mouse drag,
// hidden and added back, and the layout is still there after a reload; on a 390 px phone there
// are no remove buttons.

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const DEFAULTS = ['my-next-visit', 'next-visit', 'compact-calendar', 'weather', 'last-stay'];

/** A new owner of a new cabin, signed in, on the dashboard. */
async function ownerOnDashboard(
  browser: Browser,
  baseURL: string,
  contextOptions: object,
  language: 'en' | 'no',
) {
  const { page } = await ownerOfNewCabin(browser, baseURL, {
    contextOptions,
    language,
    prefix: 'dina',
    cabinName: 'Oversiktshytta',
  });
  // The install hint was dismissed earlier: on a phone it would push the cards the drag needs
  // below the fold (e2e/pwa.spec.ts covers the hint).
  await page.addInitScript(() => window.localStorage.setItem('pwa-badge-info-seen', 'true'));
  await page.goto('/');
  await expect(page.getByTestId('widget-grid')).toBeVisible();
  return page;
}

/** The widgets in the grid, in order. */
const widgetOrder = (page: Page) =>
  page.locator('[data-widget]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-widget')));

async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('dashboard on a desktop', () => {
  test('reorders by keyboard and by mouse drag, hides and adds back, and keeps the layout after a reload', async ({
    browser,
    baseURL,
  }) => {
    const page = await ownerOnDashboard(browser, baseURL ?? '', DESKTOP, 'en');
    await expect.poll(() => widgetOrder(page)).toEqual(DEFAULTS);
    // Two columns: next-visit sits beside my-next-visit.
    const first = await page.getByTestId('widget-my-next-visit').boundingBox();
    const second = await page.getByTestId('widget-next-visit').boundingBox();
    expect(second?.y).toBe(first?.y);
    expect(second?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));

    // The cards have their final content (and height) before anything is moved: the keyboard
    // moves to the card whose place is nearest, measured when the widget is picked up.
    await expect(page.getByTestId('widget-my-next-visit')).toContainText(
      'You have no upcoming approved stays.',
    );
    await expect(page.getByTestId('widget-next-visit')).toContainText('No approved stays are coming up.');
    await expect(page.getByTestId('widget-weather')).toContainText(
      'Add address in cabin settings to view weather',
    );

    // Keyboard: pick up the weather (second row, right), move it up a row, drop it.
    await page.getByRole('button', { name: 'Move Weather' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('widget-weather')).toHaveAttribute('data-dragging', 'true');
    // dnd-kit measures where the cards are in the renders after the pick-up; a key pressed before
    // that finds no place to move to. Two animation frames later the measuring is done.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.keyboard.press('ArrowUp');
    // What a screen reader hears once the widget is over its new place.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await expect(announcement).toHaveText('Weather moved to position 2 of 5.');
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText('Weather dropped at position 2 of 5.');
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['my-next-visit', 'weather', 'next-visit', 'compact-calendar', 'last-stay']);
    await expect(page.getByRole('button', { name: 'Move Weather' })).toBeFocused();

    // Mouse: drag my-next-visit by its handle onto the calendar's place (more than 8 px).
    const handle = page.getByRole('button', { name: 'Move My next visit' });
    const from = await centerOf(handle);
    const to = await centerOf(page.getByTestId('widget-compact-calendar'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['weather', 'next-visit', 'compact-calendar', 'my-next-visit', 'last-stay']);

    // A click on the handle without moving 8 px moves nothing.
    await page.getByRole('button', { name: 'Move Weather' }).click();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['weather', 'next-visit', 'compact-calendar', 'my-next-visit', 'last-stay']);

    // Hide next-visit; add it back and the member list from the customize dialog.
    await page.getByRole('button', { name: 'Hide Next visit' }).click();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['weather', 'compact-calendar', 'my-next-visit', 'last-stay']);
    await page.getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize dashboard' });
    await dialog.getByRole('switch', { name: 'Members' }).click();
    await dialog.getByRole('switch', { name: 'Next visit', exact: true }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    const order = ['weather', 'next-visit', 'compact-calendar', 'my-next-visit', 'last-stay', 'member-list'];
    await expect.poll(() => widgetOrder(page)).toEqual(order);
    await expect(page.getByTestId('widget-member-list').getByText('Owner')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('widget-grid')).toBeVisible();
    await expect.poll(() => widgetOrder(page)).toEqual(order);
    await page.context().close();
  });
});

test.describe('dashboard on a 390 px phone', () => {
  test('one column, no remove buttons; a touch hold moves a widget, Tilpass hides and shows them, in Norwegian', async ({
    browser,
    baseURL,
  }) => {
    const page = await ownerOnDashboard(browser, baseURL ?? '', MOBILE, 'no');
    await expect.poll(() => widgetOrder(page)).toEqual(DEFAULTS);
    await expect(page.getByTestId('widget-drag-handle')).toHaveCount(5);
    await expect(page.getByTestId('widget-remove')).toHaveCount(0);
    const first = await page.getByTestId('widget-my-next-visit').boundingBox();
    const second = await page.getByTestId('widget-next-visit').boundingBox();
    expect(second?.x).toBe(first?.x);
    expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
    // The new cabin has no address yet: the weather card says where to add one.
    await expect(page.getByTestId('widget-weather')).toContainText(
      'Legg til adresse i hytteinnstillingene for å se været',
    );

    // Touch: hold the calendar's handle past 200 ms, then drag the card over next-visit's place
    // (real touch events; the finger moves as far as the card's centre has to).
    const from = await centerOf(page.getByRole('button', { name: 'Flytt Kalender' }));
    const card = await centerOf(page.getByTestId('widget-compact-calendar'));
    const target = await centerOf(page.getByTestId('widget-next-visit'));
    const to = { x: from.x + target.x - card.x, y: from.y + target.y - card.y };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    // The finger stays down until the card shows it is picked up, as a person's does: the hold
    // (product: 200 ms) and, on a first touch, the sorting code's download (issue #18).
    await expect(page.getByTestId('widget-compact-calendar')).toHaveAttribute('data-dragging', 'true');
    for (let step = 1; step <= 10; step += 1) {
      const point = { x: from.x + ((to.x - from.x) * step) / 10, y: from.y + ((to.y - from.y) * step) / 10 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['my-next-visit', 'compact-calendar', 'next-visit', 'weather', 'last-stay']);
    // The order is kept: opened again, the dashboard shows it. (Opened again also before the
    // dialog below: with a second journey loading the machine, a tap on Tilpass in the same
    // moment as the drop could see the dialog close again, which no person is quick enough for.)
    await page.reload();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['my-next-visit', 'compact-calendar', 'next-visit', 'weather', 'last-stay']);

    // Hide the weather and show the invitation code from the dialog; tap the code to copy it.
    await page.getByRole('button', { name: 'Tilpass' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tilpass oversikten' });
    await dialog.getByRole('switch', { name: 'Vær' }).click();
    await dialog.getByRole('switch', { name: 'Invitasjonskode' }).click();
    await dialog.getByRole('button', { name: 'Ferdig' }).click();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['my-next-visit', 'compact-calendar', 'next-visit', 'last-stay', 'invitation-code']);
    await page.getByTestId('invitation-code').click();
    await expect(page.getByTestId('toast').getByText('Koden er kopiert', { exact: true })).toBeVisible();

    await page.reload();
    await expect
      .poll(() => widgetOrder(page))
      .toEqual(['my-next-visit', 'compact-calendar', 'next-visit', 'last-stay', 'invitation-code']);
    await expect(page.getByTestId('widget-remove')).toHaveCount(0);
    await page.context().close();
  });
});
