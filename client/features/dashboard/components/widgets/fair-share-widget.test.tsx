import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta } from '@/test/cabin-fixtures';
import { fairShareOf, peakPeriodOf } from '@/test/fair-share-fixtures';
import { json, type StubRoutes } from '@/test/fetch-stub';
import { renderWithApi } from '@/test/render-signed-in';
import { FairShareWidget } from './fair-share-widget';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const renderWidget = (routes: StubRoutes) =>
  renderWithApi(<FairShareWidget />, { ...cabinReads('owner'), ...routes }, { user: kariInFjellhytta });

describe('fair-share widget', () => {
  it('shows my household’s peak nights this year and the three before beside the others’, mine highlighted', async () => {
    renderWidget({
      'GET /api/peak-periods': json(200, { peakPeriods: [peakPeriodOf()] }),
      'GET /api/fair-share': json(200, fairShareOf('h1')),
    });
    const table = await screen.findByTestId('fair-share-table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Household2026202520242023', 'Nordmann (yours)7503', 'Per Berg2040']);
    const mine = screen.getByTestId('fair-share-mine');
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByRole('rowheader').textContent).toBe('Nordmann (yours)');
  });

  it('says the cabin has no peak periods, in both languages', async () => {
    const routes = { 'GET /api/peak-periods': json(200, { peakPeriods: [] }) };
    const first = renderWidget(routes);
    expect(await screen.findByText('The cabin has no peak periods yet.')).toBeDefined();
    first.unmount();
    await changeLanguage('no');
    renderWidget(routes);
    expect(await screen.findByText('Hytta har ingen høysesonger ennå.')).toBeDefined();
  });
});
