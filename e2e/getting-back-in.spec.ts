import { expect, type Page, test } from '@playwright/test';
import { outboxMails } from './data-dir';
import { createUserViaApi, DESKTOP, ownerAndMember, presetLanguage, uniqueUser } from './support';

// Issue #14 in Chromium: a forgotten password reset through the link in the e-mail the server
// wrote to its outbox (no SMTP_URL, the embedded default), and the owner's reset link for a member.

/** The reset link in the newest outbox e-mail to `email` (quoted-printable soft breaks undone). */
async function resetLinkMailedTo(email: string): Promise<string> {
  return linkMailedTo(email, /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/);
}

/** The first link matching `pattern` in the newest outbox e-mail to `email` that has one. */
async function linkMailedTo(email: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = outboxMails()
          .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
          .filter((text) => text.includes(`To: ${email}`) && pattern.test(text))
          .at(-1);
        link = pattern.exec(mail ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

async function signInWith(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or e-mail').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a forgotten password is reset through the link in the e-mail', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block', baseURL });
  const page = await context.newPage();
  await presetLanguage(page, 'en');
  const user = uniqueUser('glemsk');
  await createUserViaApi(page.request, baseURL ?? '', user);
  // Signing up signed this browser in: the user is now one who forgot.
  await context.clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(user.email);

  const link = await resetLinkMailedTo(user.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('et-helt-nytt-passord');
  await page.getByLabel('Repeat the new password').fill('et-helt-nytt-passord');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-in$/);
  await signInWith(page, user.username, 'et-helt-nytt-passord');
  await expect(page.getByTestId('welcome-card')).toBeVisible({ timeout: 15_000 });

  // The link works once.
  await context.clearCookies();
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('enda-et-passord');
  await page.getByLabel('Repeat the new password').fill('enda-et-passord');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is used or expired. Ask for a new one.');
  await context.close();
});

test('the owner makes a reset link and the member chooses a new password with it', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { page, member, close } = await ownerAndMember(browser, base, {
    language: 'no',
    cabinName: 'Lenkehytta',
  });
  await page.goto('/settings');
  await page.getByRole('button', { name: `Handlinger for ${member.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Tilbakestillingslenke' }).click();
  const dialog = page.getByTestId('reset-link-dialog');
  await dialog.getByRole('button', { name: 'Lag lenke' }).click();
  const link = await dialog.getByTestId('reset-link-url').inputValue();
  expect(link).toMatch(/\/auth\/reset-password\?token=[\w-]+$/);

  // The member, locked out on another phone, opens it.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    baseURL: base,
  });
  const memberPage = await phone.newPage();
  await presetLanguage(memberPage, 'no');
  await memberPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await memberPage.getByLabel('Nytt passord', { exact: true }).fill('nytt-fra-eieren');
  await memberPage.getByLabel('Gjenta det nye passordet').fill('nytt-fra-eieren');
  await memberPage.getByRole('button', { name: 'Lagre passord' }).click();
  await expect(memberPage).toHaveURL(/\/auth\?mode=sign-in$/);
  await memberPage.getByLabel('Brukernavn eller e-post').fill(member.username);
  await memberPage.getByLabel('Passord', { exact: true }).fill('nytt-fra-eieren');
  await memberPage.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(memberPage.getByText('Lenkehytta').filter({ visible: true }).first()).toBeVisible({
    timeout: 15_000,
  });
  // Told at this sign-in that someone else made a key to the account (issue #36).
  await memberPage.getByTestId('notification-bell').click();
  await expect(
    memberPage.getByTestId('notification-list').locator('[data-testid^="notification-item-"]'),
  ).toContainText(['Lenke til nytt passord for kontoen din']);
  await phone.close();
  await close();
});

test('a new e-mail address needs the password and is confirmed from the old inbox, then the new', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block', baseURL });
  const page = await context.newPage();
  await presetLanguage(page, 'en');
  const user = uniqueUser('flytter');
  await createUserViaApi(page.request, baseURL ?? '', user);
  await page.goto('/settings');
  const card = page.getByTestId('email-card');
  const newEmail = `ny.${user.email}`;
  await card.getByLabel('New e-mail address').fill(newEmail);
  await card.getByLabel('Your password').fill(user.password);
  await card.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByTestId('toast')).toContainText(`We sent a link to ${user.email}.`);

  const verifyLink = /https?:\/\/\S+\/api\/identity\/verify-email\?token=[^\s"<>]+/;
  const fromOld = await linkMailedTo(user.email, verifyLink);
  await page.goto(fromOld.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/settings$/);
  await expect(card).toContainText(`Now ${user.email}.`);
  const fromNew = await linkMailedTo(newEmail, verifyLink);
  await page.goto(fromNew.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('email-card')).toContainText(`Now ${newEmail}.`);
  await context.close();
});
