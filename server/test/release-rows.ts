import { expect } from 'vitest';
import type { Query } from '../db/client';
import { TEST_PASSWORD_HASHING } from './test-app';

// What a family's database held at each release, for the upgrade test (decision 051): the rows
// written right after each migration, with that migration's schema, and what they must still say
// once every later migration has run. Releases 0000-0009 here, 0010 on in release-rows-later.ts.
// A new migration needs an entry (the upgrade test fails without one).

export type ReleaseRows = {
  /** Statements a database at this release held, run right after its migration. */
  write: string[];
  /** What those rows must say on the current schema. */
  check: (query: Query) => Promise<void>;
};

export const CABIN = '00000000-0000-4000-8000-00000000c0b1';
/** Kari's password since the first release; she signs in with it after the upgrade. */
export const OLD_PASSWORD = 'fjellvann-og-ved-1999';
const oldPasswordHash = await TEST_PASSWORD_HASHING.hash(OLD_PASSWORD);

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Fixed ids of rows later releases refer to. */
export const ROW = {
  summerStay: id(1),
  olaStay: id(2),
  declinedStay: id(3),
  autumnStay: id(4),
  lastStay: id(5),
  guestBookEntry: id(10),
  coffee: id(20),
  firewood: id(21),
  milk: id(22),
  gutters: id(30),
  bulb: id(31),
  paint: id(32),
  oldNotice: id(40),
  approvedNotice: id(41),
} as const;

/** One row of `text`, or a failed expectation naming the query. */
export async function one<Row>(query: Query, text: string): Promise<Row> {
  const rows = await query<Row>(text);
  expect(rows, text).toHaveLength(1);
  return rows[0] as Row;
}

export const EARLY_RELEASE_ROWS: Record<string, ReleaseRows> = {
  '0000_initial': {
    write: [
      `insert into users (id, full_name, email, email_verified, username, display_username)
       values ('kari', 'Kari Nordmann', 'kari@example.no', true, 'kari', 'Kari'),
              ('ola', 'Ola Nordmann', 'ola@example.no', true, 'ola', 'Ola')`,
      `insert into accounts (id, account_id, provider_id, user_id, password)
       values ('account-kari', 'kari', 'credential', 'kari', '${oldPasswordHash}')`,
      `insert into sessions (id, expires_at, token, user_id) values ('session-kari', now() + interval '30 days', 'old-session-token', 'kari')`,
      `insert into cabins (id, name, address, latitude, longitude, access_code)
       values ('${CABIN}', 'Gamlehytta', 'Fjellveien 1', 61.5, 8.9, 'GAMLE123')`,
      `insert into cabin_members (cabin_id, user_id, role) values ('${CABIN}', 'kari', 'owner'), ('${CABIN}', 'ola', 'member')`,
      `update users set current_cabin_id = '${CABIN}'`,
      `insert into bookings (id, cabin_id, user_id, start_date, end_date, adults, children, notes, status)
       values ('${ROW.summerStay}', '${CABIN}', 'kari', '2026-07-01', '2026-07-08', 2, 1, 'Sommerferie', 'approved'),
              ('${ROW.olaStay}', '${CABIN}', 'ola', '2026-08-01', '2026-08-05', 1, 0, null, 'pending')`,
      `insert into visits (id, cabin_id, user_id, visitor_name, message, start_date, end_date, adults, children)
       values ('${ROW.guestBookEntry}', '${CABIN}', 'kari', 'Kari og barna', 'Fin tur, mye snø', '2026-02-10', '2026-02-12', 2, 2)`,
      `insert into shopping_items (id, cabin_id, name, status, added_by_user_id, completed_by_user_id, completed_at)
       values ('${ROW.coffee}', '${CABIN}', 'Kaffe', 'needed', 'kari', null, null),
              ('${ROW.firewood}', '${CABIN}', 'Ved', 'completed', 'kari', 'ola', '2026-02-11T09:00:00Z')`,
      `insert into tasks (id, cabin_id, title, due_date, assignee_id, repeat_every, repeat_unit, status, created_by_user_id, completed_by_user_id, completed_at)
       values ('${ROW.gutters}', '${CABIN}', 'Rense takrenner', '2026-09-01', 'ola', 1, 'year', 'open', 'kari', null, null),
              ('${ROW.bulb}', '${CABIN}', 'Bytte lyspære', null, null, null, null, 'done', 'kari', 'kari', '2026-02-11T10:00:00Z')`,
      `insert into notifications (id, user_id, cabin_id, type, title, message)
       values ('${ROW.oldNotice}', 'kari', '${CABIN}', 'pending_booking', 'Ny bookingforespørsel', 'Ola ønsker å bo på hytta')`,
      `insert into calendar_feed_tokens (cabin_id, user_id, token_hash) values ('${CABIN}', 'ola', 'hash-of-an-old-feed-token')`,
    ],
    check: async (query) => {
      expect(
        await query(`select id, full_name, email, username, language, current_cabin_id::text as cabin from users
                     where id in ('kari', 'ola') order by id`),
      ).toEqual([
        {
          id: 'kari',
          full_name: 'Kari Nordmann',
          email: 'kari@example.no',
          username: 'kari',
          language: 'no',
          cabin: CABIN,
        },
        {
          id: 'ola',
          full_name: 'Ola Nordmann',
          email: 'ola@example.no',
          username: 'ola',
          language: 'no',
          cabin: CABIN,
        },
      ]);
      expect(await one(query, `select password from accounts where id = 'account-kari'`)).toEqual({
        password: oldPasswordHash,
      });
      expect(await query(`select token from sessions where id = 'session-kari'`)).toEqual([
        { token: 'old-session-token' },
      ]);
      expect(
        await query(
          `select user_id, role::text from cabin_members where cabin_id = '${CABIN}' and user_id in ('kari', 'ola') order by user_id`,
        ),
      ).toEqual([
        { user_id: 'kari', role: 'owner' },
        { user_id: 'ola', role: 'member' },
      ]);
      expect(
        await query(`select start_date::text as start, end_date::text as end, adults, children, notes, status::text, sequence
                     from bookings where id in ('${ROW.summerStay}', '${ROW.olaStay}') order by start_date`),
      ).toEqual([
        {
          start: '2026-07-01',
          end: '2026-07-08',
          adults: 2,
          children: 1,
          notes: 'Sommerferie',
          status: 'approved',
          sequence: 0,
        },
        {
          start: '2026-08-01',
          end: '2026-08-05',
          adults: 1,
          children: 0,
          notes: null,
          status: 'pending',
          sequence: 0,
        },
      ]);
      expect(
        await one(
          query,
          `select visitor_name, message, adults, children from visits where id = '${ROW.guestBookEntry}'`,
        ),
      ).toEqual({ visitor_name: 'Kari og barna', message: 'Fin tur, mye snø', adults: 2, children: 2 });
      expect(
        await query(`select name, status::text, completed_by_user_id as by from shopping_items
                     where id in ('${ROW.coffee}', '${ROW.firewood}') order by name`),
      ).toEqual([
        { name: 'Kaffe', status: 'needed', by: null },
        { name: 'Ved', status: 'completed', by: 'ola' },
      ]);
      // A task from before series (0004) is the first of its series.
      expect(
        await query(`select title, status::text, occurrence, previous_task_id as previous, repeat_every, repeat_unit::text as unit
                     from tasks where id in ('${ROW.gutters}', '${ROW.bulb}') order by title`),
      ).toEqual([
        {
          title: 'Bytte lyspære',
          status: 'done',
          occurrence: 0,
          previous: null,
          repeat_every: null,
          unit: null,
        },
        {
          title: 'Rense takrenner',
          status: 'open',
          occurrence: 0,
          previous: null,
          repeat_every: 1,
          unit: 'year',
        },
      ]);
      // A notice from before 0005 keeps its kind; its facts were not kept (the bell says so).
      expect(
        await one(query, `select data, is_read from notifications where id = '${ROW.oldNotice}'`),
      ).toEqual({
        data: { type: 'pending_booking' },
        is_read: false,
      });
      // Feed links from before 0006 were kept only as hashes, so the link can't be shown again:
      // the member makes a new one (the calendar feed screen offers it).
      expect(await query(`select 1 from calendar_feed_tokens where user_id = 'ola'`)).toEqual([]);
    },
  },
  '0001_invariants': {
    write: [
      // A declined request may overlap an approved stay; the overlap rule only counts the others.
      `insert into bookings (id, cabin_id, user_id, start_date, end_date, status, response_notes)
       values ('${ROW.declinedStay}', '${CABIN}', 'ola', '2026-07-03', '2026-07-05', 'declined', 'Opptatt den uka')`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select status::text, response_notes from bookings where id = '${ROW.declinedStay}'`,
        ),
      ).toEqual({ status: 'declined', response_notes: 'Opptatt den uka' });
    },
  },
  '0002_users_full_name_not_blank': {
    write: [
      `insert into users (id, full_name, email, email_verified, username, display_username, current_cabin_id)
       values ('per', 'Per Hansen', 'per@example.no', false, 'per', 'Per', null)`,
      `insert into cabin_members (cabin_id, user_id, role) values ('${CABIN}', 'per', 'admin')`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select role::text from cabin_members where cabin_id = '${CABIN}' and user_id = 'per'`,
        ),
      ).toEqual({ role: 'admin' });
    },
  },
  '0003_profile_pictures': {
    write: [
      `insert into profile_pictures (user_id, content_type, data, version)
       values ('kari', 'image/png', decode('89504e470d0a1a0a0000000d49484452', 'hex'), 'v1')`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select content_type, encode(data, 'hex') as data, version from profile_pictures where user_id = 'kari'`,
        ),
      ).toEqual({ content_type: 'image/png', data: '89504e470d0a1a0a0000000d49484452', version: 'v1' });
    },
  },
  '0004_shopping_and_task_series': {
    write: [
      `insert into tasks (id, cabin_id, title, due_date, repeat_every, repeat_unit, repeat_anchor, occurrence, previous_task_id, created_by_user_id)
       values ('${ROW.paint}', '${CABIN}', 'Male veggen', '2026-05-15', 2, 'week', '2026-05-01', 3, '${ROW.gutters}', 'kari')`,
      `insert into shopping_items (id, cabin_id, name, added_by_user_id) values ('${ROW.milk}', '${CABIN}', 'Melk', 'ola')`,
    ],
    check: async (query) => {
      expect(
        await one(
          query,
          `select repeat_anchor::text as anchor, occurrence, previous_task_id::text as previous from tasks where id = '${ROW.paint}'`,
        ),
      ).toEqual({ anchor: '2026-05-01', occurrence: 3, previous: ROW.gutters });
      expect(
        await one(query, `select name, status::text from shopping_items where id = '${ROW.milk}'`),
      ).toEqual({
        name: 'Melk',
        status: 'needed',
      });
    },
  },
  '0005_notification_data': {
    write: [
      `insert into notifications (id, user_id, cabin_id, type, data, is_read)
       values ('${ROW.approvedNotice}', 'ola', '${CABIN}', 'booking_approved',
               '{"type": "booking_approved", "bookingId": "${ROW.olaStay}", "startDate": "2026-08-01"}', true)`,
    ],
    check: async (query) => {
      expect(
        await one(query, `select data, is_read from notifications where id = '${ROW.approvedNotice}'`),
      ).toEqual({
        data: { type: 'booking_approved', bookingId: ROW.olaStay, startDate: '2026-08-01' },
        is_read: true,
      });
    },
  },
  '0006_calendar_feed': {
    write: [
      `insert into bookings (id, cabin_id, user_id, start_date, end_date, status, sequence)
       values ('${ROW.autumnStay}', '${CABIN}', 'ola', '2026-10-01', '2026-10-03', 'approved', 2)`,
      `insert into calendar_feed_tokens (cabin_id, user_id, token_hash, token_sealed) values ('${CABIN}', 'kari', 'hash-2', 'sealed-feed-token')`,
    ],
    check: async (query) => {
      expect(await one(query, `select sequence from bookings where id = '${ROW.autumnStay}'`)).toEqual({
        sequence: 2,
      });
      expect(await query(`select token_sealed from calendar_feed_tokens where user_id = 'kari'`)).toEqual([
        { token_sealed: 'sealed-feed-token' },
      ]);
    },
  },
  '0007_cabin_bookings_version': {
    write: [
      `insert into bookings (id, cabin_id, user_id, start_date, end_date, status)
       values ('${ROW.lastStay}', '${CABIN}', 'per', '2026-11-01', '2026-11-02', 'pending')`,
    ],
    check: async (query) => {
      // The cabin's bookings version counted the booking (calendar caches compare it).
      const { version } = await one<{ version: number }>(
        query,
        `select bookings_version as version from cabins where id = '${CABIN}'`,
      );
      expect(version).toBeGreaterThan(0);
      expect(await one(query, `select user_id from bookings where id = '${ROW.lastStay}'`)).toEqual({
        user_id: 'per',
      });
    },
  },
  '0008_membership_trust': {
    write: [
      `insert into users (id, full_name, email, email_verified, username) values
         ('lise', 'Lise Berg', 'lise@example.no', true, 'lise'), ('nils', 'Nils Dahl', 'nils@example.no', true, 'nils')`,
      `insert into cabin_invitations (cabin_id, invitee_id, invited_by, expires_at)
       values ('${CABIN}', 'lise', 'kari', now() + interval '7 days')`,
      `insert into cabin_ownership_offers (cabin_id, from_user_id, to_user_id) values ('${CABIN}', 'kari', 'per')`,
      `insert into cabin_removals (cabin_id, user_id, removed_by) values ('${CABIN}', 'nils', 'kari')`,
    ],
    check: async (query) => {
      expect(
        await query(`select invitee_id, invited_by from cabin_invitations where cabin_id = '${CABIN}'`),
      ).toEqual([{ invitee_id: 'lise', invited_by: 'kari' }]);
      expect(await query(`select from_user_id, to_user_id from cabin_ownership_offers`)).toEqual([
        { from_user_id: 'kari', to_user_id: 'per' },
      ]);
      expect(await query(`select user_id, removed_by from cabin_removals`)).toEqual([
        { user_id: 'nils', removed_by: 'kari' },
      ]);
    },
  },
  '0009_messages_outside_the_app': {
    write: [
      `insert into jobs (kind, payload, state, unique_key, finished_at)
       values ('weekly-digest', '{"week": "2026-W05"}', 'done', 'weekly-digest:2026-W05', now())`,
      `insert into message_preferences (user_id, preferences) values ('kari', '{"email": {"bookings": false}}')`,
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ('ola', 'https://push.example/ola-phone', 'p256dh-key', 'auth-key')`,
      `update users set language = 'en' where id = 'per'`,
    ],
    check: async (query) => {
      expect(
        await query(`select kind, state, payload from jobs where unique_key = 'weekly-digest:2026-W05'`),
      ).toEqual([{ kind: 'weekly-digest', state: 'done', payload: { week: '2026-W05' } }]);
      expect(await one(query, `select preferences from message_preferences where user_id = 'kari'`)).toEqual({
        preferences: { email: { bookings: false } },
      });
      expect(await query(`select endpoint from push_subscriptions where user_id = 'ola'`)).toEqual([
        { endpoint: 'https://push.example/ola-phone' },
      ]);
      expect(await one(query, `select language from users where id = 'per'`)).toEqual({ language: 'en' });
    },
  },
};
