import type { User } from '@shared/schemas/auth';
import type { PeakPeriod } from '@shared/schemas/peak-periods';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, fjellhyttaAs, kariInFjellhytta as kari, per } from '@/test/cabin-fixtures';
import { easterDraw, fairShareOf, noWishes, peakPeriodOf } from '@/test/fair-share-fixtures';
import { callsTo, json, type StubCall, type StubRoutes, writes } from '@/test/fetch-stub';
import { holidayReads } from '@/test/holiday-fixtures';
import { renderWithApi } from '@/test/render-signed-in';
import { PeaksSection } from './peaks-section';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function renderSection(user: User, periods: PeakPeriod[], extra: StubRoutes = {}) {
  return renderWithApi(
    <PeaksSection />,
    {
      ...cabinReads(user.id === kari.id ? 'owner' : 'member'),
      'GET /api/peak-periods': json(200, { peakPeriods: periods }),
      'GET /api/fair-share': json(200, fairShareOf(user.id === per.id ? 'member:u3' : 'h1')),
      'GET /api/peak-periods/easter/wishes': json(200, noWishes),
      ...extra,
    },
    { user, path: '/peaks' },
  );
}

const christmas = peakPeriodOf({
  id: 'xmas',
  name: 'Christmas',
  firstNight: '2026-12-23',
  lastNight: '2026-12-27',
  method: 'rotation',
  wishDeadline: null,
  wishesOpen: false,
  rotationOrder: ['h1', 'member:u3'],
  rotation: [
    { year: 2026, householdId: 'h1' },
    { year: 2027, householdId: 'member:u3' },
    { year: 2028, householdId: 'h1' },
    { year: 2029, householdId: 'member:u3' },
    { year: 2030, householdId: 'h1' },
  ],
});
const winter = peakPeriodOf({
  id: 'winter',
  name: 'Winter holiday',
  firstNight: '2027-02-20',
  lastNight: '2027-02-27',
  method: 'cap',
  capNights: 4,
  wishDeadline: null,
  wishesOpen: false,
});

describe('Peak weeks: the list', () => {
  it('explains each period’s rule in a sentence, with the rotation’s five years, for a member who cannot edit', async () => {
    renderSection(per, [peakPeriodOf(), christmas, winter]);
    const xmas = await screen.findByRole('region', { name: 'Christmas' });
    expect(within(xmas).getByText('Nights: 23 Dec 2026 – 27 Dec 2026')).toBeDefined();
    const rows = within(within(xmas).getByTestId('rotation-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'YearHousehold',
      '2026Nordmann',
      '2027Per Berg',
      '2028Nordmann',
      '2029Per Berg',
      '2030Nordmann',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Winter holiday' })).getByText(
        'At most 4 nights per household.',
      ),
    ).toBeDefined();
    const easter = screen.getByRole('region', { name: 'Easter' });
    expect(within(easter).getByText('Wishes until 1 Feb 2027, then a draw.')).toBeDefined();
    expect(screen.queryByTestId('new-peak-period-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Easter' })).toBeNull();
    expect(screen.queryByTestId('draw-now-easter')).toBeNull();
  });

  it('says so when there are no peak periods', async () => {
    renderSection(kari, []);
    expect(await screen.findByText('No peak periods yet')).toBeDefined();
  });
});

describe('Peak weeks: the period dialog', () => {
  it('checks the fields with the method’s own rules, in English and in Norwegian', async () => {
    const { calls } = renderSection(kari, []);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-peak-period-button'));
    let dialog = await screen.findByTestId('peak-period-dialog');
    await user.click(within(dialog).getByTestId('peak-period-submit'));
    expect(await within(dialog).findByText('Give the period a name (at most 80 characters)')).toBeDefined();
    expect(within(dialog).getByText('Choose the first night')).toBeDefined();
    expect(within(dialog).getByText('Choose the last night')).toBeDefined();

    await user.type(within(dialog).getByLabelText('Name'), 'Easter');
    await user.type(within(dialog).getByLabelText('First night'), '2027-03-28');
    await user.type(within(dialog).getByLabelText('Last night'), '2027-03-25');
    await user.click(within(dialog).getByTestId('peak-period-submit'));
    expect(await within(dialog).findByText('The last night cannot be before the first night')).toBeDefined();
    expect(within(dialog).getByText('The cap is a whole number of nights from 1 to 366')).toBeDefined();

    await user.selectOptions(within(dialog).getByLabelText('How it is shared'), 'Wishes and a draw');
    await user.type(within(dialog).getByLabelText('Last day for wishes'), '2027-04-01');
    await user.click(within(dialog).getByTestId('peak-period-submit'));
    expect(await within(dialog).findByText('The wish deadline must be before the first night')).toBeDefined();
    expect(writes(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('peak-period-dialog')).toBeNull());
    await changeLanguage('no');
    await user.click(screen.getByTestId('new-peak-period-button'));
    dialog = await screen.findByTestId('peak-period-dialog');
    await user.selectOptions(within(dialog).getByLabelText('Slik fordeles den'), 'Rotasjon');
    await user.click(within(dialog).getByTestId('peak-period-submit'));
    expect(await within(dialog).findByText('Gi perioden et navn (høyst 80 tegn)')).toBeDefined();
    expect(within(dialog).getByText('Velg første natt')).toBeDefined();
    expect(within(dialog).getByText('Velg husstandene som bytter på')).toBeDefined();
  });

  it('sends a rotation with the households in the order chosen, solo members included', async () => {
    const { calls } = renderSection(kari, [], {
      'POST /api/peak-periods': ({ body }: StubCall) => json(201, { ...christmas, ...(body as object) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-peak-period-button'));
    const dialog = await screen.findByTestId('peak-period-dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Christmas');
    await user.type(within(dialog).getByLabelText('First night'), '2026-12-23');
    await user.type(within(dialog).getByLabelText('Last night'), '2026-12-27');
    await user.selectOptions(within(dialog).getByLabelText('How it is shared'), 'Rotation');
    await user.click(await within(dialog).findByLabelText('Per Berg takes a turn'));
    await user.click(within(dialog).getByLabelText('Nordmann takes a turn'));
    await user.click(within(dialog).getByRole('button', { name: 'Move Per Berg up' }));
    await user.click(within(dialog).getByTestId('peak-period-submit'));
    await waitFor(() => expect(screen.queryByTestId('peak-period-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/peak-periods',
        body: {
          name: 'Christmas',
          firstNight: '2026-12-23',
          lastNight: '2026-12-27',
          method: 'rotation',
          capNights: null,
          wishDeadline: null,
          rotationOrder: ['member:u3', 'h1'],
        },
      },
    ]);
  });

  it('shows an overlap refused by the server in the dialog', async () => {
    renderSection(kari, [winter], {
      'PATCH /api/peak-periods/winter': json(409, { message: 'overlap', code: 'peak_periods_overlap' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter holiday' }));
    const dialog = await screen.findByTestId('peak-period-dialog');
    expect((within(dialog).getByLabelText('Most nights per household') as HTMLInputElement).value).toBe('4');
    await user.click(within(dialog).getByTestId('peak-period-submit'));
    expect(await within(dialog).findByText('Peak periods cannot overlap')).toBeDefined();
  });
});

describe('Peak weeks: wishes and the draw', () => {
  it('lets a member enter the household’s ranked wishes, checked before sending', async () => {
    const { calls } = renderSection(per, [peakPeriodOf()], {
      'PUT /api/peak-periods/easter/wishes': ({ body }: StubCall) =>
        json(200, { ...noWishes, ...(body as object), updatedBy: 'Per Berg' }),
    });
    const user = userEvent.setup();
    const form = await screen.findByTestId('wishes-form-easter');
    await user.type(within(form).getByLabelText('Arrival, wish 1'), '2027-03-27');
    await user.type(within(form).getByLabelText('Departure, wish 1'), '2027-03-25');
    await user.click(within(form).getByRole('button', { name: 'Add a wish' }));
    await user.click(within(form).getByTestId('save-wishes-easter'));
    expect(await within(form).findByText('The departure day must be after the arrival day')).toBeDefined();
    expect(within(form).getByText('Choose the arrival and departure days')).toBeDefined();
    expect(writes(calls)).toEqual([]);

    await user.clear(within(form).getByLabelText('Departure, wish 1'));
    await user.type(within(form).getByLabelText('Departure, wish 1'), '2027-03-29');
    await user.type(within(form).getByLabelText('Arrival, wish 2'), '2027-03-25');
    await user.type(within(form).getByLabelText('Departure, wish 2'), '2027-03-27');
    await user.click(within(form).getByTestId('save-wishes-easter'));
    expect(await screen.findByText('Wishes saved')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/peak-periods/easter/wishes',
        body: {
          wishes: [
            { startDate: '2027-03-27', endDate: '2027-03-29' },
            { startDate: '2027-03-25', endDate: '2027-03-27' },
          ],
        },
      },
    ]);
    expect(await screen.findByText('Last changed by Per Berg.')).toBeDefined();
  });

  it('shows every member the commitment to the seed, and lets the owner draw now, with no seed, after confirming', async () => {
    const { calls } = renderSection(kari, [peakPeriodOf()], {
      'POST /api/peak-periods/easter/draw': json(200, easterDraw),
    });
    const user = userEvent.setup();
    expect((await screen.findByTestId('seed-commitment-easter')).textContent).toBe(
      peakPeriodOf().seedCommitment,
    );
    await user.click(await screen.findByTestId('draw-now-easter'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(within(confirm).getByText('Draw Easter now?')).toBeDefined();
    expect(within(confirm).queryByRole('textbox')).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Draw now' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/peak-periods/easter/draw')).toHaveLength(1));
    expect(callsTo(calls, 'POST /api/peak-periods/easter/draw')[0]?.body).toEqual({});
    expect(await screen.findByText('The draw is done')).toBeDefined();
  });

  it('shows a drawn period’s result: the order with past nights, the seed, granted and refused wishes', async () => {
    renderSection(per, [peakPeriodOf({ wishesOpen: false, draw: easterDraw })]);
    const result = await screen.findByTestId('draw-result');
    // The household names come with the fair-share answer.
    await waitFor(() =>
      expect(within(result).getByTestId('draw-order').textContent).toBe(
        'Per Berg – 6 peak nights beforeNordmann – 15 peak nights before',
      ),
    );
    expect(within(result).getByTestId('draw-seed').textContent).toBe('fjell-42');
    expect(within(result).getByTestId('draw-granted').textContent).toBe(
      'Per Berg: 25 Mar 2027 – 27 Mar 2027 (wish 1, round 1)Nordmann: 27 Mar 2027 – 29 Mar 2027 (wish 2, round 1)',
    );
    expect(within(result).getByTestId('draw-refused').textContent).toBe(
      'Nordmann: 25 Mar 2027 – 29 Mar 2027 (wish 1): another household got these nights earlier in the draw',
    );
    expect(screen.queryByTestId('wishes-form-easter')).toBeNull();
  });

  it('shows the result in Norwegian', async () => {
    await changeLanguage('no');
    renderSection(per, [peakPeriodOf({ wishesOpen: false, draw: easterDraw })]);
    const result = await screen.findByTestId('draw-result');
    expect(within(result).getByText('Resultatet av trekningen')).toBeDefined();
    await waitFor(() =>
      expect(within(result).getByTestId('draw-refused').textContent).toContain(
        'en annen husstand fikk disse nettene tidligere i trekningen',
      ),
    );
  });
});

/** Kari's cabin, on winter week 9: vinterferie 2027 is the nights 27 February to 5 March. */
function renderPeaks(language: 'no' | 'en') {
  const weeks = { winterBreakWeek: 9, autumnBreakWeek: 40 } as const;
  return renderSection(kari, [], {
    'GET /api/cabin': json(200, { ...fjellhyttaAs('owner'), ...weeks }),
    ...holidayReads([2026, 2027], language, weeks),
    'POST /api/peak-periods': ({ body }: StubCall) =>
      json(201, { ...peakPeriodOf(), ...(body as Partial<PeakPeriod>) }),
  });
}

// The dialog offers the coming school breaks as one-tap presets (decision 056). On 10 December
// 2026 this year's juleferie is still to come, the rest are next year's.
describe('Peak weeks: school-break presets', () => {
  it.each([
    {
      language: 'en',
      group: 'Coming breaks',
      chips: [
        'Christmas holidays 2026',
        'Winter break 2027',
        'Easter holidays 2027',
        'Summer holiday (fellesferie) 2027',
        'Autumn break 2027',
      ],
      pick: 'Winter break 2027',
      fields: ['Name', 'First night', 'Last night', 'Most nights per household'],
      nights: ['2027-02-27', '2027-03-05'],
    },
    {
      language: 'no',
      group: 'Kommende ferier',
      chips: ['Juleferie 2026', 'Vinterferie 2027', 'Påskeferie 2027', 'Fellesferie 2027', 'Høstferie 2027'],
      pick: 'Påskeferie 2027',
      fields: ['Navn', 'Første natt', 'Siste natt', 'Høyst antall netter per husstand'],
      // Easter Sunday 2027 is 28 March; påske starts the Saturday before Palm Sunday.
      nights: ['2027-03-20', '2027-03-28'],
    },
  ] as const)('offers the coming breaks in $language, and one tap fills name and nights', async (example) => {
    await changeLanguage(example.language);
    const { calls } = renderPeaks(example.language);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-peak-period-button', {}, { timeout: 5000 }));
    const dialog = await screen.findByTestId('peak-period-dialog');
    const presets = await within(dialog).findByRole('group', { name: example.group }, { timeout: 5000 });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(example.chips);
    await user.click(within(presets).getByRole('button', { name: example.pick }));
    const [name, first, last, cap] = example.fields;
    const [firstNight, lastNight] = example.nights;
    expect(within(dialog).getByLabelText<HTMLInputElement>(name).value).toBe(example.pick);
    expect(within(dialog).getByLabelText<HTMLInputElement>(first).value).toBe(firstNight);
    expect(within(dialog).getByLabelText<HTMLInputElement>(last).value).toBe(lastNight);
    await user.type(within(dialog).getByLabelText(cap), '4');
    await user.click(within(dialog).getByTestId('peak-period-submit'));
    await waitFor(() => expect(screen.queryByTestId('peak-period-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/peak-periods',
        body: {
          name: example.pick,
          firstNight,
          lastNight,
          method: 'cap',
          capNights: 4,
          wishDeadline: null,
          rotationOrder: null,
        },
      },
    ]);
  });

  it('offers no presets when editing a period', async () => {
    renderSection(kari, [peakPeriodOf({ id: 'w', name: 'Winter' })], holidayReads([2026, 2027], 'en'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter' }, { timeout: 5000 }));
    const dialog = await screen.findByTestId('peak-period-dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Winter');
    expect(within(dialog).queryByTestId('break-presets')).toBeNull();
  });
});
