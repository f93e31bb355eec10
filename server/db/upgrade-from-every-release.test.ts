import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Booking } from '@shared/schemas/bookings';
import type { Cabin } from '@shared/schemas/cabins';
import type { Checklist } from '@shared/schemas/checklists';
import type { Balances } from '@shared/schemas/costs';
import type { Manual } from '@shared/schemas/manual';
import type { Notification } from '@shared/schemas/notifications';
import type { PeakPeriod } from '@shared/schemas/peak-periods';
import type { ShoppingItem } from '@shared/schemas/shopping';
import type { Task } from '@shared/schemas/tasks';
import type { Visit } from '@shared/schemas/visits';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { EARLY_RELEASE_ROWS, OLD_PASSWORD, type ReleaseRows, ROW } from '../test/release-rows';
import { LATER_RELEASE_ROWS } from '../test/release-rows-later';
import { cookieFrom, createTestApp, injectAs, TEST_ORIGIN } from '../test/test-app';
import { createEmptyTestDatabase } from '../test/test-database';
import { type DatabaseHandle, openDatabase } from './client';
import { danglingForeignKeys, migrationDifferences } from './integrity-checks';
import { DatabaseNewerThanCodeError } from './migration-status';

// Issue #39, item 3 (decision 051): a family's database from any earlier release upgrades to this
// one with its data intact and its meaning kept. For every migration in turn, a database is built
// the way that release left it (each migration up to it, each followed by the rows a family had
// written with that schema), then this code's migrations run, and every row is read back. On
// PGlite, and on PostgreSQL in CI's second pass.

type Journal = { entries: { tag: string; when: number }[] };

const RELEASE_ROWS: Record<string, ReleaseRows> = { ...EARLY_RELEASE_ROWS, ...LATER_RELEASE_ROWS };
const folder = mkdtempSync(join(tmpdir(), 'hytta-releases-'));
cpSync(migrationsFolder, folder, { recursive: true });
const journalPath = join(folder, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
const releases = journal.entries.map((entry) => entry.tag);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Migrates `database` as the release with the first `count` migrations did. */
async function migrateAsRelease(database: DatabaseHandle, count: number): Promise<void> {
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  await database.migrate(folder);
}

/** Brings `database` from release `from - 1` to release `to`, writing each release's rows. */
async function writeReleases(database: DatabaseHandle, from: number, to: number): Promise<void> {
  for (let index = from; index <= to; index += 1) {
    await migrateAsRelease(database, index + 1);
    for (const statement of RELEASE_ROWS[releases[index] ?? '']?.write ?? []) await database.query(statement);
  }
}

/**
 * The embedded database of each release, as a copy of its data directory: one database goes
 * through the releases once and is copied at each (starting PGlite is most of a level's time).
 */
const pgliteReleases: Blob[] = [];

/** A database as the release ending with migration `last` left it, with a family's rows in it. */
async function databaseOfRelease(last: number): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createEmptyTestDatabase();
    await writeReleases(database, 0, last).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    return database;
  }
  if (pgliteReleases.length <= last) {
    const chain = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      for (let index = 0; index < releases.length; index += 1) {
        await writeReleases(chain, index, index);
        if (!chain.dumpDataDir) throw new Error('an embedded database can be copied');
        pgliteReleases.push(await chain.dumpDataDir());
      }
    } finally {
      await chain.close();
    }
  }
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: pgliteReleases[last] });
}

it('has a family’s rows for every release, so a new migration is tested too', () => {
  expect(Object.keys(RELEASE_ROWS).sort()).toEqual([...releases].sort());
});

describe.each(releases.map((tag, index) => ({ tag, index })))('a database from release $tag', ({ index }) => {
  it('upgrades to this release with every row and its meaning intact', { timeout: 120_000 }, async () => {
    const database = await databaseOfRelease(index);
    try {
      await database.migrate();
      const { applied, files } = await migrationDifferences(database.query);
      expect(applied).toEqual(files);
      for (const tag of releases.slice(0, index + 1)) await RELEASE_ROWS[tag]?.check(database.query);
      expect(await danglingForeignKeys(database.query)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('a family that has used every release', () => {
  it('signs in with the first release’s password and finds its cabin as it left it', {
    timeout: 120_000,
  }, async () => {
    const t = await createTestApp({
      database: await databaseOfRelease(releases.length - 1),
      now: () => new Date('2026-06-01T10:00:00Z'),
    });
    try {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in/username',
        headers: { origin: TEST_ORIGIN },
        payload: { username: 'kari', password: OLD_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const kari = { cookie: cookieFrom(signIn) };
      /** A call as Kari, answered as the shared schema of its response says. */
      const read = async <Answer>(url: string): Promise<Answer> => {
        const response = await injectAs(t.app, kari, { method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        return response.json<Answer>();
      };
      const bookings = await read<Booking[]>('/api/bookings');
      expect(bookings.map(({ id, status, notes }) => ({ id, status, notes }))).toEqual(
        expect.arrayContaining([
          { id: ROW.summerStay, status: 'approved', notes: 'Sommerferie' },
          { id: ROW.olaStay, status: 'pending', notes: null },
          { id: ROW.declinedStay, status: 'declined', notes: null },
        ]),
      );
      const shopping = await read<ShoppingItem[]>('/api/shopping-items');
      expect(shopping.map(({ name, status }) => `${name}: ${status}`).sort()).toEqual([
        'Kaffe: needed',
        'Melk: needed',
        'Ved: completed',
      ]);
      // The notice from the first release: its facts were never kept, so the bell says what it is.
      expect(await read<Notification[]>('/api/notifications')).toEqual([
        expect.objectContaining({
          id: ROW.oldNotice,
          title: 'Varsel',
          message: 'Et varsel fra en tidligere versjon av Hytta.',
          cabin: { name: 'Gamlehytta' },
        }),
      ]);
      const [entry] = await read<Visit[]>('/api/visits');
      expect(entry).toMatchObject({ visitorName: 'Kari og barna', photos: [{ width: 1600, height: 1200 }] });
      expect((await read<Manual>('/api/manual')).facts).toMatchObject({
        wifiName: 'Hytta-nett',
        doorCode: '4321',
      });
      const tasks = await read<Task[]>('/api/tasks');
      expect(tasks.find((task) => task.title === 'Male veggen')).toMatchObject({
        repeatEvery: 2,
        repeatUnit: 'week',
      });
      // A payment from before confirmations counts; one made after waits for its recipient.
      const { payments } = await read<Balances>('/api/expenses/balances');
      expect(payments.map((payment) => [payment.amountOre, payment.confirmedAt !== null]).sort()).toEqual([
        [10000, false],
        [48000, true],
      ]);
      // A draw made before seeds were committed keeps its result, and its commitment matches the seed.
      const { peakPeriods } = await read<{ peakPeriods: PeakPeriod[] }>('/api/peak-periods');
      const easter = peakPeriods.find((period) => period.name === 'Påske');
      expect(easter?.seedCommitment).toBe(createHash('sha256').update('frø-fra-før-0017').digest('hex'));
      expect(easter?.draw?.order).toHaveLength(2);
      const [arrival] = await read<Checklist[]>('/api/checklists');
      expect(arrival?.items.map((item) => item.text)).toEqual(['Skru på vannet', 'Tenn i peisen']);
      // Kari is still the owner, and sees the access code she chose in the first release.
      expect(await read<Cabin>('/api/cabin')).toMatchObject({
        name: 'Gamlehytta',
        ownerId: 'kari',
        accessCode: 'GAMLE123',
      });
    } finally {
      await t.close();
    }
  });
});

describe('a database a newer release upgraded', () => {
  it('is refused before anything runs on it, with what to do', async () => {
    const database = await databaseOfRelease(releases.length - 1);
    try {
      const newest = Math.max(...journal.entries.map((entry) => entry.when));
      await database.query(
        `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newest + 86_400_000})`,
      );
      const refused = database.migrate();
      await expect(refused).rejects.toBeInstanceOf(DatabaseNewerThanCodeError);
      await expect(refused).rejects.toThrow(/upgraded by a newer version of Hytta.*Nothing was changed/);
    } finally {
      await database.close();
    }
  });
});
