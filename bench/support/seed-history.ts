import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dateInTimeZone } from '@shared/calendar-dates';
import { EXPENSE_CATEGORIES, type Split } from '@shared/schemas/costs';
import {
  type BenchServer,
  type BenchUser,
  getJson,
  postJson,
  sendJson,
  signIn,
  startBenchServer,
  waitUntilIdle,
} from './bench-server';
import { landscapeJpeg, uploadVisitPhoto } from './history-photos';
import {
  CHECKLISTS,
  EXPENSES,
  guestBookMessage,
  MANUAL_BODIES,
  MANUAL_EXTRA_SECTIONS,
  MANUAL_FACTS,
  SHOPPING_ITEMS,
  TASKS,
  VISITOR_NAMES,
} from './history-texts';
import { addDays, inParallel } from './seed-cabin';
import { countSeeded, type SeededCounts } from './seed-history-counts';
import { seedMembersAndStays } from './seed-history-stays';

// The cabin every Lighthouse audit opens (issue #38): a family's cabin with a few years of
// history, written through the API as the app writes it. Four members (the owner, and the audited
// member second), 40 stays over three years and the months ahead, 60 guest-book entries over three
// years (20 with two photos), 30 expenses over every category, 2 households, 3 peak periods, a
// manual of 8 sections, 2 checklists of 10 items, 20 shopping items and 12 tasks.
//
// Past stays are refused by the API (no booking before today), so the members and the stays are
// written first on a server whose clock runs three years behind (shifted-clock.ts); the rest
// then on the same data, on the server as it runs, with the members signed in again.

const SHIFT_DAYS = 3 * 365 + 1;
const PARALLEL = 6;
const VISITS = 60;
/** Every third entry has photos: 20 of 60. Authors take turns, so each uploads 10 (limit 30). */
const PHOTOS_EVERY = 3;
const PHOTOS_PER_VISIT = 2;
const EXPENSE_COUNT = 30;

export type HistoryCabin = {
  /** Its `stop` also removes the cabin's data. */
  server: BenchServer;
  /** The audited member's session (a member, not the owner). */
  memberCookie: string;
  /** What the API answers the audited member after seeding. */
  counts: SeededCounts;
  seedSeconds: number;
};

const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;

/** Guest-book entry `index` (0 the latest), a few weeks apart back over three years, photos included. */
function visitJob(baseUrl: string, users: BenchUser[], today: string, index: number) {
  return async () => {
    const author = users[index % users.length];
    if (!author) return;
    const startDate = addDays(today, -4 - index * 18);
    const visitId = await idOf(
      await postJson(
        baseUrl,
        '/api/visits',
        {
          visitorName: VISITOR_NAMES[index % VISITOR_NAMES.length],
          message: guestBookMessage(index),
          startDate,
          endDate: addDays(startDate, index % 4),
          adults: 2 + (index % 3),
          children: index % 3,
        },
        author.cookie,
      ),
    );
    if (index % PHOTOS_EVERY !== 0) return;
    for (let photo = 0; photo < PHOTOS_PER_VISIT; photo += 1) {
      {
        const seed = index * PHOTOS_PER_VISIT + photo;
        await uploadVisitPhoto(
          baseUrl,
          author.cookie,
          visitId,
          await landscapeJpeg(seed),
          `IMG_${1000 + seed}.jpg`,
        );
      }
    }
  };
}

/** Expense `index`, about a month apart back over three years, each member paying their own. */
function expenseJob(baseUrl: string, users: BenchUser[], households: string[], today: string, index: number) {
  return async () => {
    const payer = users[index % users.length];
    const category = EXPENSE_CATEGORIES[index % EXPENSE_CATEGORIES.length] ?? 'other';
    if (!payer) return;
    const date = addDays(today, -12 - index * 36);
    const { description, kroner } = EXPENSES[category];
    const amountOre = Math.round(kroner * (0.8 + (index % 5) * 0.1)) * 100;
    const [first = '', second = ''] = households;
    const firstPart = Math.round(amountOre * 0.6);
    const splits: Split[] = [
      { kind: 'equal' },
      { kind: 'shares' },
      // The four months before: every member had stays in them (one every 38 days).
      { kind: 'nights', from: addDays(date, -120), to: date },
      {
        kind: 'custom',
        parts: [
          { householdId: first, amountOre: firstPart },
          { householdId: second, amountOre: amountOre - firstPart },
        ],
      },
    ];
    await postJson(
      baseUrl,
      '/api/expenses',
      { description, amountOre, date, category, split: splits[index % splits.length] },
      payer.cookie,
    );
  };
}

/** The template's five sections filled in, three more, and the key facts (the owner). */
async function writeManual(baseUrl: string, owner: BenchUser): Promise<void> {
  const manual = await getJson<{ sections: Array<{ id: string; title: string }> }>(
    baseUrl,
    '/api/manual',
    owner.cookie,
  );
  for (const section of manual.sections) {
    const body = MANUAL_BODIES[section.title];
    if (body) await sendJson(baseUrl, 'PATCH', `/api/manual/sections/${section.id}`, { body }, owner.cookie);
  }
  for (const section of MANUAL_EXTRA_SECTIONS) {
    await postJson(baseUrl, '/api/manual/sections', section, owner.cookie);
  }
  await sendJson(baseUrl, 'PUT', '/api/manual/facts', MANUAL_FACTS, owner.cookie);
}

/** Two households of two, half the cabin each; answers their ids. */
async function writeHouseholds(baseUrl: string, users: BenchUser[], owner: BenchUser): Promise<string[]> {
  const ids: string[] = [];
  for (const [name, members] of [
    ['Familien Berg', users.slice(0, 2)],
    ['Familien Lie', users.slice(2, 4)],
  ] as const) {
    const body = { name, memberIds: members.map((user) => user.id), sharePercent: 50 };
    ids.push(await idOf(await postJson(baseUrl, '/api/households', body, owner.cookie)));
  }
  return ids;
}

/**
 * Winter holiday (a cap) and Christmas (a rotation) since two years ago, over the seeded stays,
 * and next summer's draw with a wish from each household.
 */
async function writePeakPeriods(baseUrl: string, users: BenchUser[], households: string[], today: string) {
  const [owner, member, cousin] = users;
  if (!owner || !member || !cousin) return;
  const year = Number(today.slice(0, 4));
  const summer = today >= `${year}-05-01` ? year + 1 : year;
  const periods = [
    {
      name: 'Vinterferien',
      firstNight: `${year - 2}-02-21`,
      lastNight: `${year - 2}-02-28`,
      method: 'cap',
      capNights: 4,
    },
    {
      name: 'Jul og nyttår',
      firstNight: `${year - 2}-12-22`,
      lastNight: `${year - 1}-01-01`,
      method: 'rotation',
      rotationOrder: households,
    },
    {
      name: 'Fellesferien',
      firstNight: `${summer}-07-05`,
      lastNight: `${summer}-07-25`,
      method: 'draw',
      wishDeadline: `${summer}-05-01`,
    },
  ];
  let drawId = '';
  for (const period of periods)
    drawId = await idOf(await postJson(baseUrl, '/api/peak-periods', period, owner.cookie));
  for (const [wisher, start] of [
    [member, `${summer}-07-05`],
    [cousin, `${summer}-07-12`],
  ] as const) {
    const wishes = [{ startDate: start, endDate: addDays(start, 7) }];
    await sendJson(baseUrl, 'PUT', `/api/peak-periods/${drawId}/wishes`, { wishes }, wisher.cookie);
  }
}

/** Shopping item `index`: the last eight already bought, by the next member. */
function shoppingJob(baseUrl: string, users: BenchUser[], index: number) {
  return async () => {
    const adder = users[index % users.length];
    const buyer = users[(index + 1) % users.length];
    if (!adder || !buyer) return;
    const id = await idOf(
      await postJson(baseUrl, '/api/shopping-items', { name: SHOPPING_ITEMS[index] }, adder.cookie),
    );
    if (index >= 12) {
      await sendJson(baseUrl, 'PUT', `/api/shopping-items/${id}`, { status: 'completed' }, buyer.cookie);
    }
  };
}

/** Task `index`: some overdue, some ahead, some undated; two recurring; four done. */
function taskJob(baseUrl: string, users: BenchUser[], today: string, index: number) {
  return async () => {
    const creator = users[index % users.length];
    if (!creator) return;
    const recurring = index === 1 || index === 10;
    const body = {
      title: TASKS[index],
      notes: index % 2 === 0 ? 'Verktøy ligger i boden. Si fra i gruppa når det er gjort.' : null,
      dueDate: index % 3 === 2 ? null : addDays(today, -20 + index * 9),
      assigneeId: index % 4 === 3 ? null : (users[(index + 1) % users.length]?.id ?? null),
      repeatEvery: recurring ? 1 : null,
      repeatUnit: recurring ? 'year' : null,
    };
    const id = await idOf(await postJson(baseUrl, '/api/tasks', body, creator.cookie));
    if (!recurring && index % 3 === 0)
      await postJson(baseUrl, `/api/tasks/${id}/complete`, {}, creator.cookie);
  };
}

/**
 * Everything but the members and stays, on the server as it runs (its today is `today`); answers
 * the guest-book entries and those with two photos.
 */
async function seedPresent(
  baseUrl: string,
  users: BenchUser[],
  today: string,
): Promise<{ visits: number; visitsWithTwoPhotos: number }> {
  const [owner] = users;
  if (!owner) throw new Error('no owner');
  const households = await writeHouseholds(baseUrl, users, owner);
  await writePeakPeriods(baseUrl, users, households, today);
  const jobs: Array<() => Promise<void>> = [
    () => writeManual(baseUrl, owner),
    ...CHECKLISTS.map((checklist) => async () => {
      const body = { ...checklist, items: checklist.items.map((text) => ({ text })) };
      await postJson(baseUrl, '/api/checklists', body, owner.cookie);
    }),
    ...Array.from({ length: VISITS }, (_, index) => visitJob(baseUrl, users, today, index)),
    ...Array.from({ length: EXPENSE_COUNT }, (_, index) =>
      expenseJob(baseUrl, users, households, today, index),
    ),
    ...SHOPPING_ITEMS.map((_, index) => shoppingJob(baseUrl, users, index)),
    ...TASKS.map((_, index) => taskJob(baseUrl, users, today, index)),
  ];
  await inParallel(jobs.length, PARALLEL, async (index) => {
    await jobs[index]?.();
  });
  return { visits: VISITS, visitsWithTwoPhotos: Math.ceil(VISITS / PHOTOS_EVERY) };
}

/**
 * Seeds the history cabin on a data directory of its own and answers the server on it, started
 * as `npm start` runs it and idle (the work the seeding queued is done).
 */
export async function startHistoryCabin(): Promise<HistoryCabin> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'hytta-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const today = dateInTimeZone(new Date());
    const past = await startBenchServer({ dataDir, clockShiftDays: SHIFT_DAYS });
    // Five days after the shifted today: the cabin's time zone may put it a day either side.
    const firstDay = addDays(today, -SHIFT_DAYS + 5);
    const users = await seedMembersAndStays(past.baseUrl, firstDay, today)
      .then(async (seeded) => {
        await waitUntilIdle(past.child.pid);
        return seeded;
      })
      .finally(() => past.stop());
    const server = await startBenchServer({ dataDir });
    try {
      const signedIn = await Promise.all(users.map((user) => signIn(server.baseUrl, user)));
      const written = await seedPresent(server.baseUrl, signedIn, today);
      const memberCookie = signedIn[1]?.cookie ?? '';
      const counts = await countSeeded(server.baseUrl, memberCookie, written);
      // Reminders and notifications the restart found due, and the photos' work, are done first.
      await waitUntilIdle(server.child.pid);
      const stop = async () => {
        await server.stop();
        removeData();
      };
      const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
      return { server: { ...server, stop }, memberCookie, counts, seedSeconds };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    removeData();
    throw error;
  }
}
