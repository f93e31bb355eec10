import { dateInTimeZone } from '@shared/calendar-dates';
import { postJson, signUpCookie } from './bench-server';

// One cabin as a large family would have it after some years: an owner, members, and many
// stays. Everything goes through the API, so the rows are exactly what the app itself writes;
// requests run a few at a time to keep seeding short.

export type SeededCabin = {
  cabinId: string;
  ownerCookie: string;
  /** Every member but the owner. */
  memberCookies: string[];
  /** The first free date after the seeded stays (YYYY-MM-DD). */
  nextFreeDate: string;
};

const PARALLEL = 8;

/** `date` plus `days`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Runs `task(0..count-1)` with at most `parallel` running at a time. */
export async function inParallel(count: number, parallel: number, task: (index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
}

/**
 * Signs up `members` users (the first owns the cabin) and books `stays` one-night stays, one
 * every other day from tomorrow, spread over all members: the owner's are approved at once,
 * the others' wait for approval, as in real use.
 */
export async function seedCabin(baseUrl: string, members: number, stays: number): Promise<SeededCabin> {
  const cookies: string[] = [];
  await inParallel(members, PARALLEL, async (index) => {
    cookies[index] = await signUpCookie(baseUrl, `member${index}`);
  });
  const [ownerCookie = '', ...memberCookies] = cookies;
  const cabin = (await (
    await postJson(baseUrl, '/api/cabin/create', { name: 'Benchhytta' }, ownerCookie)
  ).json()) as {
    id: string;
    accessCode: string;
  };
  await inParallel(memberCookies.length, PARALLEL, async (index) => {
    await postJson(baseUrl, '/api/user/join-cabin', { accessCode: cabin.accessCode }, memberCookies[index]);
  });
  const firstDate = addDays(dateInTimeZone(new Date()), 1);
  await inParallel(stays, PARALLEL, async (index) => {
    const startDate = addDays(firstDate, 2 * index);
    await postJson(
      baseUrl,
      '/api/bookings',
      {
        startDate,
        endDate: addDays(startDate, 1),
        adults: 2,
        children: index % 3,
        notes: `Opphold ${index}`,
      },
      cookies[index % cookies.length],
    );
  });
  return { cabinId: cabin.id, ownerCookie, memberCookies, nextFreeDate: addDays(firstDate, 2 * stays) };
}
