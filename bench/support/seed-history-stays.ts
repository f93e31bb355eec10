import { type BenchUser, postJson, sendJson, signUp } from './bench-server';
import { addDays, inParallel } from './seed-cabin';

// The first part of the history cabin (seed-history.ts): its four members and its 40 stays, three
// years of them, written on a server whose clock runs that far behind, since the API books no stay
// before its today. Owner's stays are approved at once; the others' the owner approves, as in real
// use, except the audited member's last two requests, still waiting.

export const PAST_STAYS = 28;
export const FUTURE_STAYS = 12;
const PARALLEL = 6;

type Stay = { startDate: string; nights: number; booker: number };

/** Past stays every 38 days from (shifted) `firstDay`; the rest every 11 days from `today`. */
function staysFrom(firstDay: string, today: string): Stay[] {
  const past = Array.from({ length: PAST_STAYS }, (_, index) => ({
    startDate: addDays(firstDay, index * 38),
    nights: 2 + (index % 5),
    booker: index % 4,
  }));
  const future = Array.from({ length: FUTURE_STAYS }, (_, index) => ({
    startDate: addDays(today, 3 + index * 11),
    nights: 2 + (index % 3),
    booker: index % 4,
  }));
  return [...past, ...future];
}

/**
 * Signs the owner and three members up (the audited member second), makes the cabin and books
 * every stay. `firstDay` must be on or after the server's (shifted) today. Answers the users,
 * the owner first.
 */
export async function seedMembersAndStays(
  baseUrl: string,
  firstDay: string,
  today: string,
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const labels = ['owner', 'member', 'cousin', 'aunt'];
  await inParallel(labels.length, PARALLEL, async (index) => {
    users[index] = await signUp(baseUrl, labels[index] ?? `member${index}`);
  });
  const [owner, ...members] = users;
  if (!owner) throw new Error('no owner signed up');
  const cabin = (await (
    await postJson(baseUrl, '/api/cabin/create', { name: 'Fjellhytta' }, owner.cookie)
  ).json()) as { accessCode: string };
  await inParallel(members.length, PARALLEL, async (index) => {
    await postJson(baseUrl, '/api/user/join-cabin', { accessCode: cabin.accessCode }, members[index]?.cookie);
  });

  const stays = staysFrom(firstDay, today);
  const waiting: Array<{ id: string; stay: number }> = [];
  await inParallel(stays.length, PARALLEL, async (index) => {
    const stay = stays[index];
    const booker = stay && users[stay.booker];
    if (!stay || !booker) return;
    const booking = (await (
      await postJson(
        baseUrl,
        '/api/bookings',
        {
          startDate: stay.startDate,
          endDate: addDays(stay.startDate, stay.nights),
          adults: 2 + (index % 3),
          children: index % 4,
          ...(index % 3 === 0 ? { notes: 'Vi tar med ved og fyller på gassflaska.' } : {}),
        },
        booker.cookie,
      )
    ).json()) as { id: string; status: string };
    if (booking.status === 'pending') waiting.push({ id: booking.id, stay: index });
  });
  // The audited member's (users[1]) two last requests stay pending: what a member sees of their own.
  const leftWaiting = new Set(
    stays
      .map((stay, index) => ({ stay, index }))
      .filter(({ stay }) => stay.booker === 1)
      .slice(-2)
      .map(({ index }) => index),
  );
  const toApprove = waiting.filter(({ stay }) => !leftWaiting.has(stay));
  await inParallel(toApprove.length, PARALLEL, async (index) => {
    const id = toApprove[index]?.id;
    if (id)
      await sendJson(baseUrl, 'PUT', `/api/bookings/${id}/status`, { status: 'approved' }, owner.cookie);
  });
  return users;
}
