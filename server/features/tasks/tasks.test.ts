import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  other = await signUp(t.app, { fullName: 'Per Medlem' });
  stranger = await signUp(t.app);
  const cabin = await createCabinAs(t.app, owner);
  await joinAs(t.app, member, cabin.accessCode);
  await joinAs(t.app, other, cabin.accessCode);
  await createCabinAs(t.app, stranger);
});
afterAll(async () => {
  await t.close();
});

const create = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/tasks', payload });
const call = (
  user: TestUser,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });

describe('the maintenance log', () => {
  it('creates a task with notes, due date, assignee and recurrence', async () => {
    const response = await create(member, {
      title: ' Feie pipa ',
      notes: 'Ring feieren i oktober',
      dueDate: '2027-01-31',
      assigneeId: other.id,
      repeatEvery: 1,
      repeatUnit: 'year',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Feie pipa',
      notes: 'Ring feieren i oktober',
      dueDate: '2027-01-31',
      assignee: { id: other.id, fullName: 'Per Medlem' },
      repeatEvery: 1,
      repeatUnit: 'year',
      status: 'open',
      createdBy: { id: member.id, fullName: 'Mona Medlem' },
      completedBy: null,
      completedAt: null,
    });
  });

  it.each([
    [{ title: ' ' }, 'Title is required'],
    [{ title: 'X', repeatEvery: 2 }, 'Repeat needs both a number and a unit'],
    [{ title: 'X', repeatUnit: 'month' }, 'Repeat needs both a number and a unit'],
    [{ title: 'X', repeatEvery: 0, repeatUnit: 'month' }, 'Repeat every must be a whole number from 1 to 99'],
    [{ title: 'X', repeatEvery: 1, repeatUnit: 'day' }, 'Repeat unit must be week, month or year'],
    [{ title: 'X', dueDate: '2027-02-30' }, 'Dates must be calendar dates written YYYY-MM-DD'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await create(member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an assignee from outside the cabin', async () => {
    const response = await create(member, { title: 'Måke taket', assigneeId: stranger.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('assignee_not_member');
  });

  it('completing a recurring task logs it and opens the next occurrence; reopening undoes that', async () => {
    const task = (
      await create(member, {
        title: 'Tømme septik',
        dueDate: '2027-01-31',
        repeatEvery: 1,
        repeatUnit: 'month',
      })
    ).json();
    const done = await call(other, 'POST', `/api/tasks/${task.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().task).toMatchObject({
      status: 'done',
      completedBy: { id: other.id },
      completedAt: NOW.toISOString(),
    });
    expect(done.json().next).toMatchObject({ title: 'Tømme septik', status: 'open', dueDate: '2027-02-28' });
    const second = await call(owner, 'POST', `/api/tasks/${done.json().next.id}/complete`);
    // Counted from the series' start: the 31st again where March has one.
    expect(second.json().next.dueDate).toBe('2027-03-31');
    expect((await call(owner, 'POST', `/api/tasks/${task.id}/complete`)).statusCode).toBe(409);

    const reopened = await call(owner, 'POST', `/api/tasks/${second.json().task.id}/reopen`);
    expect(reopened.json()).toMatchObject({ status: 'open', completedBy: null, completedAt: null });
    const list = (await injectAs(t.app, member, { method: 'GET', url: '/api/tasks' })).json<
      { id: string }[]
    >();
    expect(list.map((row) => row.id)).not.toContain(second.json().next.id);
    expect((await call(owner, 'POST', `/api/tasks/${second.json().task.id}/reopen`)).statusCode).toBe(409);
  });

  it('a recurring task without a due date starts its series on the day it is done', async () => {
    const task = (
      await create(member, { title: 'Sjekke brannslukker', repeatEvery: 2, repeatUnit: 'week' })
    ).json();
    const done = await call(member, 'POST', `/api/tasks/${task.id}/complete`);
    expect(done.json().next.dueDate).toBe('2026-12-06');
    const plain = (await create(member, { title: 'Bytte lyspære' })).json();
    expect((await call(member, 'POST', `/api/tasks/${plain.id}/complete`)).json().next).toBeNull();
  });

  it('lists open tasks by due date (undated last), then the log, latest first', async () => {
    await create(owner, { title: 'Rydde boden' });
    await create(owner, { title: 'Male vinduer', dueDate: '2027-06-01' });
    const list = (await injectAs(t.app, owner, { method: 'GET', url: '/api/tasks' })).json<
      { status: string; dueDate: string | null }[]
    >();
    const open = list.filter((task) => task.status === 'open');
    expect(list.slice(0, open.length)).toEqual(open);
    const dated = open.filter((task) => task.dueDate !== null).map((task) => task.dueDate ?? '');
    expect(dated).toEqual([...dated].sort());
    expect(open.findIndex((task) => task.dueDate === null)).toBeGreaterThanOrEqual(dated.length);
  });

  it('any member edits a task; only its creator or the owner deletes it', async () => {
    const task = (await create(member, { title: 'Vinterklargjøring', dueDate: '2027-10-01' })).json();
    const edited = await call(other, 'PATCH', `/api/tasks/${task.id}`, {
      notes: 'Steng vannet',
      assigneeId: other.id,
    });
    expect(edited.json()).toMatchObject({ notes: 'Steng vannet', assignee: { id: other.id } });
    const cleared = await call(member, 'PATCH', `/api/tasks/${task.id}`, { dueDate: null, assigneeId: null });
    expect(cleared.json()).toMatchObject({ dueDate: null, assignee: null });
    const byOther = await call(other, 'DELETE', `/api/tasks/${task.id}`);
    expect(byOther.statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/tasks/${task.id}`)).json()).toEqual({
      message: 'Task deleted',
    });
    expect((await call(owner, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('refuses a bad edit and keeps the task as it was', async () => {
    const task = (await create(member, { title: 'Rense takrenner', dueDate: '2027-09-01' })).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Title is required'],
      [{ repeatEvery: 3 }, 'Repeat needs both a number and a unit'],
      [{ dueDate: '1. sept' }, 'Dates must be calendar dates written YYYY-MM-DD'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(member, 'PATCH', `/api/tasks/${task.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const outsider = await call(member, 'PATCH', `/api/tasks/${task.id}`, { assigneeId: stranger.id });
    expect(outsider.json().code).toBe('assignee_not_member');
    const list = (await injectAs(t.app, member, { method: 'GET', url: '/api/tasks' })).json<
      { id: string }[]
    >();
    expect(list.find((row) => row.id === task.id)).toMatchObject({
      title: 'Rense takrenner',
      dueDate: '2027-09-01',
      assignee: null,
      repeatEvery: null,
    });
  });

  it.each([
    ['PATCH', ''],
    ['POST', '/complete'],
    ['POST', '/reopen'],
    ['DELETE', ''],
  ] as const)('%s on an unknown or malformed task id%s is 404 "Task not found"', async (method, suffix) => {
    for (const id of ['7d0f3a4e-3c1b-4b7a-9a51-2f0e6f6b1c11', 'not-a-uuid']) {
      const response = await call(
        member,
        method,
        `/api/tasks/${id}${suffix}`,
        method === 'PATCH' ? { title: 'X' } : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Task not found', code: 'task_not_found' });
    }
  });
});
