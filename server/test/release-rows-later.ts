import { expect } from 'vitest';
import { CABIN, id, one, type ReleaseRows, ROW } from './release-rows';

// Releases 0010 on of the upgrade test's rows (decision 051); see release-rows.ts.

const LATER = {
  doorSection: id(50),
  arrival: id(60),
  arrivalRun: id(61),
  household: id(70),
  otherHousehold: id(71),
  electricity: id(80),
  oldPayment: id(81),
  waitingPayment: id(82),
  drawnPeriod: id(90),
  cappedPeriod: id(91),
  seededPeriod: id(92),
  waitingFor: id(100),
  swapOffer: id(101),
  guestLink: id(110),
  reading: id(111),
} as const;

const oldDraw = {
  seed: 'frø-fra-før-0017',
  order: [LATER.household, LATER.otherHousehold],
  pastNights: {},
  allocations: [],
  refused: [],
  drawnAt: '2026-02-02T10:00:00.000Z',
};

export const LATER_RELEASE_ROWS: Record<string, ReleaseRows> = {
  '0010_house_manual': {
    write: [
      `insert into manual_facts (cabin_id, wifi_name, wifi_password, door_code, contacts, updated_by)
       values ('${CABIN}', 'Hytta-nett', 'fjell1234', '4321', '[{"name": "Nabo Nils", "phone": "+47 900 00 000"}]', 'kari')`,
      `insert into manual_sections (id, cabin_id, title, body, position, updated_by)
       values ('${LATER.doorSection}', '${CABIN}', 'Vann', 'Slå på hovedkranen i kjelleren.', 0, 'kari'),
              (gen_random_uuid(), '${CABIN}', 'Strøm', 'Sikringsskapet er i gangen.', 1, 'ola')`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select wifi_name, wifi_password, door_code, contacts from manual_facts where cabin_id = '${CABIN}'`,
        ),
      ).toEqual({
        wifi_name: 'Hytta-nett',
        wifi_password: 'fjell1234',
        door_code: '4321',
        contacts: [{ name: 'Nabo Nils', phone: '+47 900 00 000' }],
      });
      expect(
        await query(
          `select title, position from manual_sections where cabin_id = '${CABIN}' order by position`,
        ),
      ).toEqual([
        { title: 'Vann', position: 0 },
        { title: 'Strøm', position: 1 },
      ]);
    },
  },
  '0011_checklists': {
    write: [
      `insert into checklists (id, cabin_id, title, kind, updated_by) values ('${LATER.arrival}', '${CABIN}', 'Ankomst', 'arrival', 'kari')`,
      `insert into checklist_items (checklist_id, text, position)
       values ('${LATER.arrival}', 'Skru på vannet', 0), ('${LATER.arrival}', 'Tenn i peisen', 1)`,
      `insert into checklist_runs (id, cabin_id, checklist_id, title, kind, booking_id, started_by)
       values ('${LATER.arrivalRun}', '${CABIN}', '${LATER.arrival}', 'Ankomst', 'arrival', '${ROW.summerStay}', 'kari')`,
      `insert into checklist_run_items (run_id, text, position, done_at, done_by)
       values ('${LATER.arrivalRun}', 'Skru på vannet', 0, '2026-07-01T15:00:00Z', 'kari'),
              ('${LATER.arrivalRun}', 'Tenn i peisen', 1, null, null)`,
    ],
    check: async (query) => {
      expect(
        await query(
          `select text from checklist_items where checklist_id = '${LATER.arrival}' order by position`,
        ),
      ).toEqual([{ text: 'Skru på vannet' }, { text: 'Tenn i peisen' }]);
      expect(
        await query(
          `select text, done_by from checklist_run_items where run_id = '${LATER.arrivalRun}' order by position`,
        ),
      ).toEqual([
        { text: 'Skru på vannet', done_by: 'kari' },
        { text: 'Tenn i peisen', done_by: null },
      ]);
      expect(
        await one(
          query,
          `select booking_id::text as booking from checklist_runs where id = '${LATER.arrivalRun}'`,
        ),
      ).toEqual({
        booking: ROW.summerStay,
      });
    },
  },
  '0012_visit_photos': {
    write: [
      `insert into visit_photos (visit_id, user_id, content_type, data, thumbnail, width, height)
       values ('${ROW.guestBookEntry}', 'kari', 'image/jpeg', decode('ffd8ffe0', 'hex'), decode('ffd8ffe1', 'hex'), 1600, 1200)`,
    ],
    check: async (query) => {
      expect(
        await query(`select encode(data, 'hex') as data, encode(thumbnail, 'hex') as thumbnail, width, height
                     from visit_photos where visit_id = '${ROW.guestBookEntry}'`),
      ).toEqual([{ data: 'ffd8ffe0', thumbnail: 'ffd8ffe1', width: 1600, height: 1200 }]);
    },
  },
  '0013_manual_photos': {
    write: [
      `insert into manual_photos (cabin_id, user_id, content_type, data, width, height)
       values ('${CABIN}', 'ola', 'image/webp', decode('52494646', 'hex'), 800, 600)`,
    ],
    check: async (query) => {
      expect(
        await query(
          `select content_type, encode(data, 'hex') as data from manual_photos where cabin_id = '${CABIN}'`,
        ),
      ).toEqual([{ content_type: 'image/webp', data: '52494646' }]);
    },
  },
  '0014_fair_share_households': {
    write: [
      `insert into households (id, cabin_id, name, share_basis_points)
       values ('${LATER.household}', '${CABIN}', 'Nordmann', 6000), ('${LATER.otherHousehold}', '${CABIN}', 'Hansen', 4000)`,
      `insert into household_members (cabin_id, user_id, household_id)
       values ('${CABIN}', 'kari', '${LATER.household}'), ('${CABIN}', 'ola', '${LATER.household}'),
              ('${CABIN}', 'per', '${LATER.otherHousehold}')`,
    ],
    check: async (query) => {
      expect(
        await query(`select h.name, h.share_basis_points as share, m.user_id from household_members m
                     join households h on h.id = m.household_id where m.cabin_id = '${CABIN}' order by m.user_id`),
      ).toEqual([
        { name: 'Nordmann', share: 6000, user_id: 'kari' },
        { name: 'Nordmann', share: 6000, user_id: 'ola' },
        { name: 'Hansen', share: 4000, user_id: 'per' },
      ]);
    },
  },
  '0015_costs': {
    write: [
      `insert into cost_settings (cabin_id, fee_per_adult_night_ore, fee_per_child_night_ore, child_night_percent, changed_by_id)
       values ('${CABIN}', 15000, 7500, 50, 'kari')`,
      `insert into expenses (id, cabin_id, description, amount_ore, date, paid_by_id, category, split, created_by_id)
       values ('${LATER.electricity}', '${CABIN}', 'Strøm januar', 120000, '2026-02-01', 'kari', 'electricity', '{"kind": "shares"}', 'kari')`,
      `insert into expense_parts (expense_id, user_id, household_id, amount_ore)
       values ('${LATER.electricity}', 'kari', '${LATER.household}', 72000), ('${LATER.electricity}', 'per', '${LATER.otherHousehold}', 48000)`,
      `insert into expense_receipts (expense_id, user_id, content_type, data, width, height)
       values ('${LATER.electricity}', 'kari', 'image/jpeg', decode('ffd8ffe2', 'hex'), 600, 800)`,
      `insert into night_fee_charges (cabin_id, booking_id, user_id, owner_id, start_date, end_date, nights, adults, children, amount_ore)
       values ('${CABIN}', '${ROW.summerStay}', 'kari', 'kari', '2026-07-01', '2026-07-08', 7, 2, 1, 262500)`,
      `insert into payments (id, cabin_id, from_user_id, to_user_id, amount_ore, date, created_at)
       values ('${LATER.oldPayment}', '${CABIN}', 'per', 'kari', 48000, '2026-02-15', '2026-02-15T12:00:00Z')`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select description, amount_ore, category::text, split from expenses where id = '${LATER.electricity}'`,
        ),
      ).toEqual({
        description: 'Strøm januar',
        amount_ore: 120000,
        category: 'electricity',
        split: { kind: 'shares' },
      });
      expect(
        await query(
          `select user_id, amount_ore from expense_parts where expense_id = '${LATER.electricity}' order by user_id`,
        ),
      ).toEqual([
        { user_id: 'kari', amount_ore: 72000 },
        { user_id: 'per', amount_ore: 48000 },
      ]);
      expect(
        await one(
          query,
          `select nights, amount_ore::text as amount from night_fee_charges where booking_id = '${ROW.summerStay}'`,
        ),
      ).toEqual({
        nights: 7,
        amount: '262500',
      });
      // A payment from before confirmations (0018) counted when it was made, and still does.
      expect(
        await one(
          query,
          `select confirmed_at = created_at as confirmed_when_made from payments where id = '${LATER.oldPayment}'`,
        ),
      ).toEqual({ confirmed_when_made: true });
    },
  },
  '0016_fair_share_peak_periods': {
    write: [
      `insert into peak_periods (id, cabin_id, name, first_night, last_night, method, cap_nights, wish_deadline, draw)
       values ('${LATER.drawnPeriod}', '${CABIN}', 'Påske', '2026-03-28', '2026-04-05', 'draw', null, '2026-02-01', '${JSON.stringify(oldDraw)}'),
              ('${LATER.cappedPeriod}', '${CABIN}', 'Sommer', '2026-07-01', '2026-08-01', 'cap', 7, null, null)`,
      `insert into peak_wishes (period_id, household_id, wishes, updated_by)
       values ('${LATER.drawnPeriod}', '${LATER.household}', '[{"start": "2026-03-28", "end": "2026-04-01"}]', 'kari')`,
    ],
    check: async (query) => {
      // A draw made before the seed was committed (0017) keeps the seed its result recorded.
      expect(
        await one(
          query,
          `select draw_seed, draw->'inputs' as inputs, draw->'order' as "order" from peak_periods where id = '${LATER.drawnPeriod}'`,
        ),
      ).toEqual({ draw_seed: oldDraw.seed, inputs: null, order: oldDraw.order });
      const { draw_seed: cappedSeed } = await one<{ draw_seed: string }>(
        query,
        `select draw_seed from peak_periods where id = '${LATER.cappedPeriod}'`,
      );
      expect(cappedSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(
        await one(query, `select wishes from peak_wishes where period_id = '${LATER.drawnPeriod}'`),
      ).toEqual({
        wishes: [{ start: '2026-03-28', end: '2026-04-01' }],
      });
    },
  },
  '0017_draw_seed_commitment': {
    write: [
      `insert into peak_periods (id, cabin_id, name, first_night, last_night, method, wish_deadline, draw_seed)
       values ('${LATER.seededPeriod}', '${CABIN}', 'Vinterferie', '2027-02-20', '2027-02-28', 'draw', '2027-01-15', '${'ab'.repeat(32)}')`,
    ],
    check: async (query) => {
      expect(
        await one(query, `select draw_seed, draw from peak_periods where id = '${LATER.seededPeriod}'`),
      ).toEqual({
        draw_seed: 'ab'.repeat(32),
        draw: null,
      });
    },
  },
  '0018_payment_confirmation': {
    write: [
      `insert into payments (id, cabin_id, from_user_id, to_user_id, amount_ore, date)
       values ('${LATER.waitingPayment}', '${CABIN}', 'ola', 'kari', 10000, '2026-08-06')`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select confirmed_at, confirmed_by_id from payments where id = '${LATER.waitingPayment}'`,
        ),
      ).toEqual({
        confirmed_at: null,
        confirmed_by_id: null,
      });
    },
  },
  '0019_passkeys': {
    write: [
      `insert into passkeys (id, name, public_key, user_id, credential_id, counter, device_type, backed_up, transports)
       values ('passkey-kari', 'Karis telefon', 'a-public-key', 'kari', 'a-credential-id', 3, 'multiDevice', true, 'internal,hybrid')`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select name, user_id, credential_id, counter, device_type, backed_up from passkeys where id = 'passkey-kari'`,
        ),
      ).toEqual({
        name: 'Karis telefon',
        user_id: 'kari',
        credential_id: 'a-credential-id',
        counter: 3,
        device_type: 'multiDevice',
        backed_up: true,
      });
    },
  },
  '0020_season': {
    write: [
      `insert into booking_rules (cabin_id, min_nights, max_nights, changeover_weekdays, buffer_nights)
       values ('${CABIN}', 2, 14, '{6}', 1)`,
      `insert into waitlist_entries (id, cabin_id, user_id, start_date, end_date)
       values ('${LATER.waitingFor}', '${CABIN}', 'ola', '2026-07-02', '2026-07-04')`,
      `insert into swap_offers (id, cabin_id, booking_id, with_booking_id, from_user_id, to_user_id, booking_sequence, with_booking_sequence)
       values ('${LATER.swapOffer}', '${CABIN}', '${ROW.autumnStay}', '${ROW.summerStay}', 'ola', 'kari', 2, 0)`,
    ],
    check: async (query) => {
      // A cabin from before the season plans by weeks 8 and 40 until its owner picks others.
      expect(
        await one(query, `select winter_break_week, autumn_break_week from cabins where id = '${CABIN}'`),
      ).toEqual({
        winter_break_week: 8,
        autumn_break_week: 40,
      });
      expect(
        await one(
          query,
          `select max_days_ahead, min_nights, max_nights, changeover_weekdays, max_upcoming_stays, buffer_nights
           from booking_rules where cabin_id = '${CABIN}'`,
        ),
      ).toEqual({
        max_days_ahead: null,
        min_nights: 2,
        max_nights: 14,
        changeover_weekdays: [6],
        max_upcoming_stays: null,
        buffer_nights: 1,
      });
      expect(
        await one(
          query,
          `select user_id, start_date, notified_at from waitlist_entries where id = '${LATER.waitingFor}'`,
        ),
      ).toMatchObject({ user_id: 'ola', notified_at: null });
      expect(
        await one(
          query,
          `select status, from_user_id, to_user_id from swap_offers where id = '${LATER.swapOffer}'`,
        ),
      ).toEqual({ status: 'open', from_user_id: 'ola', to_user_id: 'kari' });
      // The overlap rule survives its move to a deferrable constraint: Kari's summer stay still
      // keeps its nights from anyone else.
      await expect(
        query(
          `insert into bookings (cabin_id, user_id, start_date, end_date, status)
           values ('${CABIN}', 'ola', '2026-07-02', '2026-07-03', 'pending')`,
        ),
      ).rejects.toThrow(/bookings_no_overlap/);
    },
  },
  '0021_between_stays': {
    write: [
      `insert into handovers (booking_id, cabin_id, written_by, firewood, heating, water, fridge, note, needs_fixing)
       values ('${ROW.summerStay}', '${CABIN}', 'kari', 'low', 'frost', 'off', 'Smør', 'Takk for nå', '{"Lekker kran"}')`,
      `insert into guest_links (id, cabin_id, booking_id, created_by, token_hash, label, include_door_code, valid_from, valid_until)
       values ('${LATER.guestLink}', '${CABIN}', '${ROW.summerStay}', 'kari', 'hash-of-a-token', 'Besteforeldre', true,
               '2026-06-29T22:00:00Z', '2026-07-06T22:00:00Z')`,
      `insert into meter_readings (id, cabin_id, booking_id, user_id, tenths_kwh, read_at)
       values ('${LATER.reading}', '${CABIN}', '${ROW.summerStay}', 'kari', 123456, '2026-07-01T14:00:00Z')`,
      `update cabins set price_area = 'NO1', grid_fee_ore = 45 where id = '${CABIN}'`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select firewood, needs_fixing from handovers where booking_id = '${ROW.summerStay}'`,
        ),
      ).toEqual({ firewood: 'low', needs_fixing: ['Lekker kran'] });
      expect(
        await one(
          query,
          `select label, include_door_code, revoked_at from guest_links where id = '${LATER.guestLink}'`,
        ),
      ).toEqual({ label: 'Besteforeldre', include_door_code: true, revoked_at: null });
      expect(
        await one(
          query,
          `select tenths_kwh::text as tenths from meter_readings where id = '${LATER.reading}'`,
        ),
      ).toEqual({ tenths: '123456' });
      expect(
        await one(
          query,
          `select price_area, grid_fee_ore, add_vat, fixed_price_ore from cabins where id = '${CABIN}'`,
        ),
      ).toEqual({ price_area: 'NO1', grid_fee_ore: 45, add_vat: true, fixed_price_ore: null });
      // Items and ticks from before the migration have no action and no guest.
      expect(
        await one(
          query,
          `select count(*)::int as n from checklist_run_items where action is not null or done_by_guest_link_id is not null`,
        ),
      ).toEqual({ n: 0 });
    },
  },
};
