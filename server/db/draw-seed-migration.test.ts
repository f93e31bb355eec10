import { readFileSync } from 'node:fs';
import { sha256Hex } from '@shared/draw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs } from '../test/cabin-fixtures';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { peakPeriods } from './schema-peak-periods';

// Migration 0017 (decision 043) on periods made before it, on PGlite and on PostgreSQL 15 alike:
// every period gets its own random seed from SQL alone (no pgcrypto), and a period drawn before
// keeps the seed its result recorded, so its commitment matches, with no recorded inputs.

let t: TestApp;
let owner: TestUser;
const oldDraw = {
  seed: 'gammelt-fro',
  order: [],
  pastNights: {},
  allocations: [],
  refused: [],
  drawnAt: '2026-01-10T10:00:00.000Z',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-01T10:00:00Z') });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  const cabin = await createCabinAs(t.app, owner, 'Gamlehytta');
  const { db } = t.database;
  // The table as it was before 0017, with three periods in it.
  await db.execute(sql`alter table ${peakPeriods} drop column draw_seed`);
  await db.execute(sql`
    insert into peak_periods (cabin_id, name, first_night, last_night, method, cap_nights, wish_deadline, draw)
    values
      (${cabin.id}, 'Drawn', '2026-03-28', '2026-04-05', 'draw', null, '2026-02-01', ${JSON.stringify(oldDraw)}::jsonb),
      (${cabin.id}, 'Open', '2027-03-20', '2027-03-28', 'draw', null, '2027-02-01', null),
      (${cabin.id}, 'Capped', '2027-07-05', '2027-08-01', 'cap', 7, null, null)`);
  const migration = readFileSync(
    new URL('./migrations/0017_draw_seed_commitment.sql', import.meta.url),
    'utf8',
  );
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
});
afterAll(async () => {
  await t.close();
});

describe('migration 0017: the seeds of periods made before it', () => {
  it('gives each period its own seed, and a drawn one the seed its result recorded', async () => {
    const seeds = await t.database.db
      .select({ name: peakPeriods.name, seed: peakPeriods.drawSeed })
      .from(peakPeriods);
    const byName = Object.fromEntries(seeds.map((row) => [row.name, row.seed]));
    expect(byName.Drawn).toBe('gammelt-fro');
    expect(byName.Open).toMatch(/^[0-9a-f]{64}$/);
    expect(byName.Capped).toMatch(/^[0-9a-f]{64}$/);
    expect(byName.Open).not.toBe(byName.Capped);

    const { peakPeriods: answered } = await callAs(t.app, owner, 'GET', '/api/peak-periods');
    const period = (name: string) => answered.find((one: { name: string }) => one.name === name);
    expect(period('Drawn').seedCommitment).toBe(await sha256Hex('gammelt-fro'));
    expect(period('Drawn').draw).toEqual({ ...oldDraw, inputs: null });
    expect(period('Open').seedCommitment).toBe(await sha256Hex(byName.Open ?? ''));
    expect(period('Open').draw).toBeNull();
    expect(period('Capped').seedCommitment).toBeNull();
  });
});
