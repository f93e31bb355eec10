import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cabinMembers, users } from '../../db/schema';
import { LIVE_CHANNEL } from '../../live/live-channel';
import { createCabinAs, setRole } from '../../test/cabin-fixtures';
import {
  type CallArgs,
  callAs,
  createTestApp,
  injectAs,
  signUp,
  type TestApp,
  type TestUser,
} from '../../test/test-app';

// Every write publishes its live events through PostgreSQL NOTIFY inside its own transaction
// (docs/decisions/009-notifications-and-live-updates.md): delivered on commit, never for a write
// that failed. The test listens on the channel itself, as each server process does. Events
// arrive in commit order, so "nothing was published" is shown by the next write's event being
// the first to arrive.

type Published = { type: string; cabinId?: string; userId?: string };

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let stopListening: () => Promise<void>;
const queue: Published[] = [];
const waiting: ((event: Published) => void)[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  stopListening = await t.database.listen(LIVE_CHANNEL, {
    onPayload: (payload) => {
      const event = JSON.parse(payload) as Published;
      const reader = waiting.shift();
      if (reader) reader(event);
      else queue.push(event);
    },
  });
  // A switchable fault: fails the insert of a notification for a user named "Feil Feilesen".
  await t.database.db.execute(sql`
    create function hytta_test_fail_notification() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from users where id = new.user_id and full_name = 'Feil Feilesen') then
        raise exception 'injected failure';
      end if;
      return new;
    end $$`);
  await t.database.db.execute(sql`
    create trigger hytta_test_fail_notification before insert on notifications
    for each row execute function hytta_test_fail_notification()`);
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

/** The next published event, in the order the database delivers them. */
const next = () =>
  new Promise<Published>((resolve) => {
    const queued = queue.shift();
    if (queued) resolve(queued);
    else waiting.push(resolve);
  });

/** The next `expected.length` events are exactly these, in whatever order the write sent them. */
async function expectPublished(...expected: Published[]) {
  const received: Published[] = [];
  for (let i = 0; i < expected.length; i += 1) received.push(await next());
  const key = (event: Published) => JSON.stringify([event.type, event.cabinId, event.userId]);
  expect(received.map(key).sort()).toEqual(expected.map(key).sort());
}

beforeEach(() => {
  // Every test reads all it caused; anything left over is a write that published too much.
  expect(queue).toEqual([]);
});

type Cabin = { cabinId: string; accessCode: string; owner: TestUser; admin: TestUser; member: TestUser };

/** A cabin with an owner, an admin and a member, arranged in the database: nothing is published. */
async function arrange(memberName = 'Mona Medlem'): Promise<Cabin> {
  const owner = await signUp(t.app, { fullName: 'Olav Eier' });
  const admin = await signUp(t.app, { fullName: 'Astrid Admin' });
  const member = await signUp(t.app, { fullName: memberName });
  const { id: cabinId, accessCode } = await createCabinAs(t.app, owner, 'Fjellhytta');
  for (const user of [admin, member]) {
    await t.database.db.insert(cabinMembers).values({ cabinId, userId: user.id, role: 'member' });
    await t.database.db.update(users).set({ currentCabinId: cabinId }).where(eq(users.id, user.id));
  }
  await setRole(t.database.db, cabinId, admin.id, 'admin');
  return { cabinId, accessCode, owner, admin, member };
}

const call = (...args: CallArgs) => callAs(t.app, ...args);

describe('writes publish live events', () => {
  it('bookings: created, updated (edit and decision) and deleted, with the notifications they make', async () => {
    const { cabinId, owner, admin, member } = await arrange();
    const stay = { startDate: '2026-12-12', endDate: '2026-12-15', adults: 2, children: 0 };
    const requested = await call(member, 'POST', '/api/bookings', stay, 201);
    await expectPublished(
      { type: 'booking_created', cabinId },
      { type: 'notification_created', userId: owner.id },
      { type: 'notification_created', userId: admin.id },
    );
    const own = await call(
      owner,
      'POST',
      '/api/bookings',
      { ...stay, startDate: '2027-01-02', endDate: '2027-01-05' },
      201,
    );
    await expectPublished({ type: 'booking_created', cabinId });
    await call(member, 'PATCH', `/api/bookings/${requested.id}`, { notes: 'Vi tar med hunden' });
    await expectPublished({ type: 'booking_updated', cabinId });
    await call(owner, 'PUT', `/api/bookings/${requested.id}/status`, { status: 'approved' });
    await expectPublished(
      { type: 'booking_updated', cabinId },
      { type: 'notification_created', userId: member.id },
    );
    await call(owner, 'DELETE', `/api/bookings/${own.id}`);
    await expectPublished({ type: 'booking_deleted', cabinId });
  });

  it('visits: created, updated and deleted', async () => {
    const { cabinId, member } = await arrange();
    const visit = await call(
      member,
      'POST',
      '/api/visits',
      { visitorName: 'Mona', startDate: '2026-11-20', endDate: '2026-11-21', adults: 2, children: 0 },
      201,
    );
    await expectPublished({ type: 'visit_created', cabinId });
    await call(member, 'PATCH', `/api/visits/${visit.id}`, { message: 'Fint vær' });
    await expectPublished({ type: 'visit_updated', cabinId });
    await call(member, 'DELETE', `/api/visits/${visit.id}`);
    await expectPublished({ type: 'visit_deleted', cabinId });
  });

  it('shopping items: created, ticked and unticked, deleted; a tick that changes nothing is silent', async () => {
    const { cabinId, owner, member } = await arrange();
    const item = await call(member, 'POST', '/api/shopping-items', { name: 'Kaffe' }, 201);
    await expectPublished({ type: 'shopping_item_created', cabinId });
    await call(owner, 'PUT', `/api/shopping-items/${item.id}`, { status: 'completed' });
    await expectPublished({ type: 'shopping_item_updated', cabinId });
    await call(owner, 'PUT', `/api/shopping-items/${item.id}`, { status: 'completed' });
    await call(owner, 'PUT', `/api/shopping-items/${item.id}`, { status: 'needed' });
    await expectPublished({ type: 'shopping_item_updated', cabinId });
    await call(member, 'DELETE', `/api/shopping-items/${item.id}`);
    await expectPublished({ type: 'shopping_item_deleted', cabinId });
  });

  it('tasks: created (and assigned), updated, completed with its next occurrence, reopened, deleted', async () => {
    const { cabinId, owner, member } = await arrange();
    const task = await call(
      owner,
      'POST',
      '/api/tasks',
      {
        title: 'Rense pipa',
        dueDate: '2027-01-31',
        repeatEvery: 1,
        repeatUnit: 'year',
        assigneeId: member.id,
      },
      201,
    );
    await expectPublished(
      { type: 'task_created', cabinId },
      { type: 'notification_created', userId: member.id },
    );
    await call(member, 'PATCH', `/api/tasks/${task.id}`, { notes: 'Stige i boden' });
    await expectPublished({ type: 'task_updated', cabinId });
    const completed = await call(member, 'POST', `/api/tasks/${task.id}/complete`);
    expect(completed.next).not.toBeNull();
    await expectPublished({ type: 'task_updated', cabinId }, { type: 'task_created', cabinId });
    await call(member, 'POST', `/api/tasks/${task.id}/reopen`);
    await expectPublished({ type: 'task_updated', cabinId }, { type: 'task_deleted', cabinId });
    await call(owner, 'DELETE', `/api/tasks/${task.id}`);
    await expectPublished({ type: 'task_deleted', cabinId });
  });

  it('membership: joined, role changed, ownership transferred, removed and left', async () => {
    const { cabinId, accessCode, owner, admin, member } = await arrange();
    const newcomer = await signUp(t.app, { fullName: 'Nils Ny' });
    await call(newcomer, 'POST', '/api/user/join-cabin', { accessCode });
    await expectPublished(
      { type: 'member_joined', cabinId, userId: newcomer.id },
      { type: 'notification_created', userId: owner.id },
      { type: 'notification_created', userId: admin.id },
    );
    await call(owner, 'PATCH', `/api/cabin/members/${member.id}`, { role: 'admin' });
    await expectPublished(
      { type: 'member_updated', cabinId, userId: member.id },
      { type: 'notification_created', userId: member.id },
    );
    await call(owner, 'POST', '/api/cabin/transfer-ownership', { newOwnerId: admin.id }, 202);
    await expectPublished(
      { type: 'cabin_updated', cabinId },
      { type: 'invitations_changed', userId: admin.id },
      { type: 'notification_created', userId: admin.id },
    );
    await call(admin, 'POST', '/api/cabin/ownership-offer/accept', { cabinId });
    await expectPublished(
      { type: 'member_updated', cabinId, userId: admin.id },
      { type: 'member_updated', cabinId, userId: owner.id },
      { type: 'cabin_updated', cabinId },
      { type: 'invitations_changed', userId: admin.id },
      { type: 'notification_created', userId: owner.id },
    );
    // Admin is now the owner; owner and member are admins.
    await call(admin, 'DELETE', `/api/cabin/members/${newcomer.id}`);
    await expectPublished(
      { type: 'member_removed', cabinId, userId: newcomer.id },
      { type: 'notification_created', userId: newcomer.id },
    );
    await call(member, 'POST', '/api/cabin/leave');
    await expectPublished(
      { type: 'member_removed', cabinId, userId: member.id },
      { type: 'notification_created', userId: admin.id },
      { type: 'notification_created', userId: owner.id },
    );
  });

  it('the cabin: updated and deleted', async () => {
    const { cabinId, owner } = await arrange();
    await call(owner, 'PATCH', '/api/cabin', { name: 'Nytt navn' });
    await expectPublished({ type: 'cabin_updated', cabinId });
    await call(owner, 'DELETE', '/api/cabin');
    await expectPublished({ type: 'cabin_deleted', cabinId });
  });
});

describe('a write that fails publishes nothing', () => {
  it('an overlapping booking (409), a duplicate item (409), a refused edit (403) and a bad body (400)', async () => {
    const { cabinId, owner, member } = await arrange();
    const stay = { startDate: '2026-12-12', endDate: '2026-12-15', adults: 2, children: 0 };
    await call(owner, 'POST', '/api/bookings', stay, 201);
    await expectPublished({ type: 'booking_created', cabinId });
    await call(
      member,
      'POST',
      '/api/bookings',
      { ...stay, startDate: '2026-12-14', endDate: '2026-12-16' },
      409,
    );
    await call(member, 'POST', '/api/shopping-items', { name: 'Melk' }, 201);
    // The first event after the refused booking is the item's.
    await expectPublished({ type: 'shopping_item_created', cabinId });

    await call(owner, 'POST', '/api/shopping-items', { name: 'melk' }, 409);
    await call(member, 'PATCH', '/api/cabin', { name: 'Mitt navn' }, 403);
    await call(member, 'POST', '/api/visits', { visitorName: '' }, 400);
    await call(member, 'POST', '/api/shopping-items', { name: 'Ved' }, 201);
    await expectPublished({ type: 'shopping_item_created', cabinId });
  });

  it('a transaction that fails after it published: nothing is delivered, not even the events before the failure', async () => {
    const { cabinId, owner, member } = await arrange('Feil Feilesen');
    const task = { title: 'Rense pipa', assigneeId: member.id };
    // The task is inserted and task_created published; then the notification insert fails.
    await call(owner, 'POST', '/api/tasks', task, 500);
    await call(member, 'POST', '/api/shopping-items', { name: 'Ved' }, 201);
    await expectPublished({ type: 'shopping_item_created', cabinId });
    const tasks = await injectAs(t.app, owner, { method: 'GET', url: '/api/tasks' });
    expect(tasks.json()).toEqual([]);
  });
});
