import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  createUserViaApi,
  DESKTOP,
  MOBILE,
  ownerOfNewCabin,
  presetLanguage,
  signInViaApi,
  uniqueUser,
} from './support';

// Guest-book photos (issue #15, decision 033) in Chromium: a member adds two photos to the visit
// they logged, sees the thumbnails, opens the viewer and goes to the next one; the owner deletes
// one. On a desktop in English and on a 390 px phone in Norwegian (there the viewer is swiped).

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    position: (n: number, of: number) => `Photo ${n} of ${of}`,
    delete: 'Delete photo',
    deleted: 'Photo deleted',
  },
  no: {
    position: (n: number, of: number) => `Bilde ${n} av ${of}`,
    delete: 'Slett bilde',
    deleted: 'Bildet er slettet',
  },
} satisfies Record<Language, unknown>;

// Two small PNGs, 48x32, green and red: the server decodes and re-encodes whatever comes.
const GREEN =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVRYw+3OQQ0AAAgEoMtiSTuZ0hbOBxsBSE2/EiEhISEhISEhISEhISEhISGhSws5U5JqXavVDQAAAABJRU5ErkJggg==';
const RED =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVRYw+3OQQ0AAAgEoOtkFlsbyhbOBxsByHS9EiEhISEhISEhISEhISEhISGhSwtj0fhqlrz/ywAAAABJRU5ErkJggg==';
const png = (name: string, base64: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
});

/** A member of the owner's cabin on a page of their own, with a visit they logged. */
async function memberWithVisit(
  browser: Browser,
  baseURL: string,
  options: object,
  language: Language,
  accessCode: string,
) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options, baseURL });
  const page = await context.newPage();
  await presetLanguage(page, language);
  const member = uniqueUser('mona');
  await createUserViaApi(page.request, baseURL, member);
  await signInViaApi(page, baseURL, member);
  const headers = { origin: baseURL };
  expect((await page.request.post('/api/user/join-cabin', { headers, data: { accessCode } })).status()).toBe(
    200,
  );
  const visit = await page.request.post('/api/visits', {
    headers,
    data: { visitorName: 'Mona og barna', startDate: '2024-07-01', endDate: '2024-07-03' },
  });
  expect(visit.status()).toBe(201);
  return { page, context, visitId: ((await visit.json()) as { id: string }).id };
}

/** Turns to the next photo: the button on a desktop, a swipe to the left on a phone. */
async function next(page: Page, mobile: boolean) {
  if (!mobile) {
    await page.getByTestId('photo-next').click();
    return;
  }
  // Measured once the photo has arrived (until then the stage is as tall as the alt text, and a
  // swipe across the middle of that box can miss the stage) and the dialog's opening animation is
  // over (hovering waits for a box that stays put).
  const stage = page.getByTestId('photo-viewer-stage');
  await expect(page.getByTestId('photo-viewer-image')).toHaveJSProperty('complete', true);
  await stage.hover();
  const box = await stage.boundingBox();
  if (!box) throw new Error('the viewer has no stage');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
}

async function photoJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const viewport = mobile ? MOBILE : DESKTOP;
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: viewport,
    language,
    prefix: 'olav',
    cabinName: 'Bildehytta',
  });
  const member = await memberWithVisit(browser, baseURL, viewport, language, owner.accessCode);
  try {
    // The member adds two photos to their entry and turns through them.
    await member.page.goto('/visits');
    await member.page.getByTestId(`visit-${member.visitId}`).click();
    const dialog = member.page.getByTestId('visit-dialog');
    await dialog
      .getByTestId('visit-photo-input')
      .setInputFiles([png('gronn.png', GREEN), png('rod.png', RED)]);
    const thumbnails = dialog.getByTestId('photo-gallery').locator('img');
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.first()).toHaveJSProperty('complete', true);
    expect(await thumbnails.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
    await thumbnails.first().click();
    const viewer = member.page.getByTestId('photo-viewer');
    await expect(viewer.getByTestId('photo-viewer-position')).toHaveText(texts.position(1, 2));
    await next(member.page, mobile);
    await expect(viewer.getByTestId('photo-viewer-position')).toHaveText(texts.position(2, 2));
    await expect(viewer.getByTestId('photo-viewer-image')).toHaveJSProperty('complete', true);

    // The owner sees them under the entry and deletes one.
    await owner.page.goto('/visits');
    const row = owner.page.getByTestId('completed-visits');
    await expect(row.getByTestId('photo-gallery').locator('img')).toHaveCount(2);
    await row.getByTestId('photo-gallery').getByRole('button').first().click();
    const ownerViewer = owner.page.getByTestId('photo-viewer');
    await ownerViewer.getByRole('button', { name: texts.delete }).click();
    await owner.page.getByTestId('confirm-dialog-confirm').click();
    await expect(owner.page.getByTestId('toast').filter({ hasText: texts.deleted })).toBeVisible();
    await expect(ownerViewer.getByTestId('photo-viewer-position')).toHaveText(texts.position(1, 1));
    await owner.page.keyboard.press('Escape');
    await expect(row.getByTestId('photo-gallery').locator('img')).toHaveCount(1);
  } finally {
    await Promise.all([owner.context.close(), member.context.close()]);
  }
}

test.describe('guest-book photos', () => {
  test('desktop, English: add two photos, view the next, the owner deletes one', async ({
    browser,
    baseURL,
  }) => {
    await photoJourney(browser, baseURL ?? '', false, 'en');
  });

  test('390 px phone, Norwegian: the same, swiping in the viewer', async ({ browser, baseURL }) => {
    await photoJourney(browser, baseURL ?? '', true, 'no');
  });
});
