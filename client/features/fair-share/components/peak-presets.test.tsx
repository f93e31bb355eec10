import type { PeakPeriod } from '@shared/schemas/peak-periods';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, fjellhyttaAs, kariInFjellhytta as kari } from '@/test/cabin-fixtures';
import { fairShareOf, peakPeriodOf } from '@/test/fair-share-fixtures';
import { json, type StubCall, writes } from '@/test/fetch-stub';
import { holidayReads } from '@/test/holiday-fixtures';
import { renderWithApi } from '@/test/render-signed-in';
import { PeaksSection } from './peaks-section';

// The peak-period dialog offers the coming school breaks as one-tap presets (decision 056).

// Thursday 10 December 2026: this year's juleferie is still to come, the rest are next year's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

/** Kari's cabin, on winter week 9: vinterferie 2027 is the nights 27 February to 5 March. */
function renderPeaks(language: 'no' | 'en') {
  const weeks = { winterBreakWeek: 9, autumnBreakWeek: 40 } as const;
  return renderWithApi(
    <PeaksSection />,
    {
      ...cabinReads('owner'),
      'GET /api/cabin': json(200, { ...fjellhyttaAs('owner'), ...weeks }),
      ...holidayReads([2026, 2027], language, weeks),
      'GET /api/peak-periods': json(200, { peakPeriods: [] }),
      'GET /api/fair-share': json(200, fairShareOf('h1')),
      'POST /api/peak-periods': ({ body }: StubCall) =>
        json(201, { ...peakPeriodOf(), ...(body as Partial<PeakPeriod>) }),
    },
    { user: kari, path: '/peaks' },
  );
}

describe('Peak weeks: school-break presets', () => {
  it('offers the coming breaks and fills name, first and last night with one tap', async () => {
    const { calls } = renderPeaks('en');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-peak-period-button', {}, { timeout: 5000 }));
    const dialog = await screen.findByTestId('peak-period-dialog');
    const presets = await within(dialog).findByRole('group', { name: 'Coming breaks' }, { timeout: 5000 });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Christmas holidays 2026',
      'Winter break 2027',
      'Easter holidays 2027',
      'Summer holiday (fellesferie) 2027',
      'Autumn break 2027',
    ]);
    await user.click(within(presets).getByRole('button', { name: 'Winter break 2027' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Winter break 2027');
    expect(within(dialog).getByLabelText<HTMLInputElement>('First night').value).toBe('2027-02-27');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Last night').value).toBe('2027-03-05');
    await user.type(within(dialog).getByLabelText('Most nights per household'), '4');
    await user.click(within(dialog).getByTestId('peak-period-submit'));
    await waitFor(() => expect(screen.queryByTestId('peak-period-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/peak-periods',
        body: {
          name: 'Winter break 2027',
          firstNight: '2027-02-27',
          lastNight: '2027-03-05',
          method: 'cap',
          capNights: 4,
          wishDeadline: null,
          rotationOrder: null,
        },
      },
    ]);
  });

  it('speaks Norwegian: "Påskeferie 2027" fills påske’s nights', async () => {
    await changeLanguage('no');
    renderPeaks('no');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-peak-period-button', {}, { timeout: 5000 }));
    const dialog = await screen.findByTestId('peak-period-dialog');
    const presets = await within(dialog).findByRole('group', { name: 'Kommende ferier' }, { timeout: 5000 });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Juleferie 2026',
      'Vinterferie 2027',
      'Påskeferie 2027',
      'Fellesferie 2027',
      'Høstferie 2027',
    ]);
    await user.click(within(presets).getByRole('button', { name: 'Påskeferie 2027' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Navn').value).toBe('Påskeferie 2027');
    // Easter Sunday 2027 is 28 March; påske starts the Saturday before Palm Sunday.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Første natt').value).toBe('2027-03-20');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Siste natt').value).toBe('2027-03-28');
  });

  it('offers no presets when editing a period', async () => {
    renderWithApi(
      <PeaksSection />,
      {
        ...cabinReads('owner'),
        ...holidayReads([2026, 2027], 'en'),
        'GET /api/peak-periods': json(200, { peakPeriods: [peakPeriodOf({ id: 'w', name: 'Winter' })] }),
        'GET /api/fair-share': json(200, fairShareOf('h1')),
      },
      { user: kari, path: '/peaks' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter' }, { timeout: 5000 }));
    const dialog = await screen.findByTestId('peak-period-dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Winter');
    expect(within(dialog).queryByTestId('break-presets')).toBeNull();
  });
});
