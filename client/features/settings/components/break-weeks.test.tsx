import type { User } from '@shared/schemas/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, fjellhyttaAs, kariInFjellhytta as kari, per } from '@/test/cabin-fixtures';
import { json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { SettingsSection } from './settings-section';

// The cabin's school-break weeks in Settings (decision 056): the owner picks the home county's
// winter and autumn weeks, and so do admins; members read them.

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function renderSettings(user: User, routes: StubRoutes) {
  const { calls } = stubApi(routes);
  renderSignedIn(<SettingsSection />, { user, path: '/settings' });
  return { calls };
}

const ownerRoutes: StubRoutes = {
  ...cabinReads('owner'),
  'PATCH /api/cabin': ({ body }) => json(200, { ...fjellhyttaAs('owner'), ...(body as object) }),
};

describe('the school-break weeks in Settings', () => {
  it('lets the owner choose week 9 and week 41, and saves only the weeks', async () => {
    const { calls } = renderSettings(kari, ownerRoutes);
    const form = await screen.findByRole('form', { name: 'School breaks' }, { timeout: 5000 });
    expect(within(form).getByText(/follow the school calendar of the cabin's home county/)).toBeDefined();
    const winter = within(form).getByLabelText<HTMLSelectElement>('Winter break');
    const autumn = within(form).getByLabelText<HTMLSelectElement>('Autumn break');
    expect(winter.value).toBe('8');
    expect(autumn.value).toBe('40');
    expect([...winter.options].map((option) => option.textContent)).toEqual(['week 8', 'week 9']);
    const save = within(form).getByRole('button', { name: 'Save the weeks' });
    expect(save).toHaveProperty('disabled', true);

    const user = userEvent.setup();
    await user.selectOptions(winter, '9');
    await user.selectOptions(autumn, '41');
    await user.click(save);
    expect(await screen.findByText('Break weeks saved')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/api/cabin', body: { winterBreakWeek: 9, autumnBreakWeek: 41 } },
    ]);
  });

  it('shows the refusal in place when the save fails', async () => {
    renderSettings(kari, {
      ...ownerRoutes,
      'PATCH /api/cabin': json(500, { message: 'Boom' }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Winter break', {}, { timeout: 5000 }), '9');
    await user.click(screen.getByRole('button', { name: 'Save the weeks' }));
    expect((await screen.findAllByText('Could not save the break weeks')).length).toBeGreaterThan(0);
  });

  it('speaks Norwegian: "Vinterferie: uke 8 / uke 9" and "Høstferie: uke 40 / uke 41"', async () => {
    await changeLanguage('no');
    const { calls } = renderSettings(kari, ownerRoutes);
    const form = await screen.findByRole('form', { name: 'Skoleferier' }, { timeout: 5000 });
    expect(within(form).getByText(/følger skoleruta i hyttas hjemfylke/)).toBeDefined();
    const winter = within(form).getByLabelText<HTMLSelectElement>('Vinterferie');
    const autumn = within(form).getByLabelText<HTMLSelectElement>('Høstferie');
    expect([...winter.options].map((option) => option.textContent)).toEqual(['uke 8', 'uke 9']);
    expect([...autumn.options].map((option) => option.textContent)).toEqual(['uke 40', 'uke 41']);
    const user = userEvent.setup();
    await user.selectOptions(winter, '9');
    await user.click(within(form).getByRole('button', { name: 'Lagre ukene' }));
    expect(await screen.findByText('Ferieukene er lagret')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/api/cabin', body: { winterBreakWeek: 9, autumnBreakWeek: 40 } },
    ]);
  });

  it.each([
    ['en', 'member', 'Winter break', 'week 9', 'week 41'],
    ['no', 'member', 'Vinterferie', 'uke 9', 'uke 41'],
  ] as const)(
    'shows the weeks read-only to a plain member (%s)',
    async (language, role, label, winterWeek, autumnWeek) => {
      await changeLanguage(language);
      const cabin = { ...fjellhyttaAs(role), winterBreakWeek: 9, autumnBreakWeek: 41 };
      renderSettings(per, { ...cabinReads(role), 'GET /api/cabin': json(200, cabin) });
      expect((await screen.findByTestId('cabin-winter-break-week', {}, { timeout: 5000 })).textContent).toBe(
        winterWeek,
      );
      expect(screen.getByTestId('cabin-autumn-break-week').textContent).toBe(autumnWeek);
      expect(screen.getByText(label)).toBeDefined();
      expect(screen.queryByRole('combobox', { name: label })).toBeNull();
      expect(screen.queryByTestId('break-weeks-form')).toBeNull();
    },
  );

  it("lets an admin choose the weeks while the name stays the owner's", async () => {
    const { calls } = renderSettings(per, {
      ...cabinReads('admin'),
      'PATCH /api/cabin': ({ body }) => json(200, { ...fjellhyttaAs('admin'), ...(body as object) }),
    });
    const form = await screen.findByRole('form', { name: 'School breaks' }, { timeout: 5000 });
    expect(screen.getByText('Only owners can edit cabin')).toBeDefined();
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Autumn break'), '41');
    await user.click(within(form).getByRole('button', { name: 'Save the weeks' }));
    expect(await screen.findByText('Break weeks saved')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/api/cabin', body: { winterBreakWeek: 8, autumnBreakWeek: 41 } },
    ]);
  });
});
