import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  createUserViaApi,
  DESKTOP,
  ownerOfNewCabin,
  presetLanguage,
  signInViaApi,
  uniqueUser,
} from './support';

// Issue #12: a user downloads all their data from settings and deletes their account; an owner
// is told to hand the cabin over first (decision 020).

test('download my data, an owner refused, a member deletes the account and lands signed out', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const {
    page,
    context,
    user: owner,
    accessCode,
  } = await ownerOfNewCabin(browser, base, {
    language: 'en',
    cabinName: 'Kontohytta',
  });

  // The owner downloads their data: a JSON file named after them and the day.
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^hytta-data-${owner.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ username: owner.username, email: owner.email });
  expect(data.memberships).toEqual([expect.objectContaining({ cabin: 'Kontohytta', role: 'owner' })]);

  // The owner cannot delete the account while they own the cabin, and hears why.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await dialog.getByLabel('Your password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You own Kontohytta. Transfer ownership or delete the cabin first.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();

  // A member, in Norwegian, deletes their account and sees the landing page.
  const memberContext = await browser.newContext({ ...DESKTOP, baseURL: base, serviceWorkers: 'block' });
  const memberPage = await memberContext.newPage();
  await presetLanguage(memberPage, 'no');
  const member = uniqueUser('mona');
  await createUserViaApi(memberPage.request, base, member);
  await signInViaApi(memberPage, base, member);
  const joined = await memberPage.request.post('/api/user/join-cabin', {
    headers: { origin: base },
    data: { accessCode },
  });
  expect(joined.status()).toBe(200);
  await memberPage.goto('/settings');
  await memberPage.getByRole('button', { name: 'Slett konto' }).click();
  const confirm = memberPage.getByRole('alertdialog');
  await confirm.getByLabel('Passordet ditt').fill('feil-passord-123');
  await confirm.getByRole('button', { name: 'Slett kontoen min' }).click();
  await expect(confirm.getByText('Passordet er feil')).toBeVisible();
  await confirm.getByLabel('Passordet ditt').fill(member.password);
  await confirm.getByRole('button', { name: 'Slett kontoen min' }).click();
  await expect(memberPage.getByRole('heading', { level: 1 })).toContainText('Del hytta');
  await expect(memberPage.getByTestId('toast').filter({ hasText: 'Kontoen din er slettet' })).toBeVisible();
  await expect(memberPage).toHaveURL(`${base}/`);
  // Signed out for good: the session is gone and the password no longer signs in.
  expect((await memberPage.request.get('/api/auth/me')).status()).toBe(401);
  const signIn = await memberPage.request.post('/api/identity/sign-in/username', {
    headers: { origin: base },
    data: { username: member.username, password: member.password },
  });
  expect(signIn.status()).toBe(401);

  // The cabin goes on with its owner alone.
  await page.reload();
  const cabin = await page.request.get('/api/cabin');
  expect((await cabin.json()).memberCount).toBe(1);

  await memberContext.close();
  await context.close();
});
