import type { User } from '@shared/schemas/auth';
import type { Task } from '@shared/schemas/tasks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cabinReads, kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import { callsTo, json, type StubCall, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { kari as kariWithoutCabin } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { doneTask, taskOf } from '@/test/task-fixtures';
import { TasksSection } from './tasks-section';

// "Today" at the cabin is 10 December 2026 (Europe/Oslo).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const olaRef = { id: ola.id, fullName: ola.fullName };
const overdue = taskOf('overdue', 'Sweep the chimney', { dueDate: '2026-12-01' });
const dueToday = taskOf('today', 'Check the smoke alarm', { dueDate: '2026-12-10' });
const recurring = taskOf('gutters', 'Clean the gutters', {
  dueDate: '2027-01-15',
  assignee: olaRef,
  repeatEvery: 2,
  repeatUnit: 'month',
});
const undated = taskOf('roof', 'Look at the roof', { by: per });
const doneOld = doneTask(taskOf('paint', 'Paint the shed'), '2026-10-01T10:00:00.000Z');
const doneNew = doneTask(taskOf('wood', 'Chop wood'), '2026-12-05T09:30:00.000Z', per);
const allTasks = [undated, doneOld, recurring, doneNew, dueToday, overdue];

/** The cabin reads and a task list that the routes in `extra` may change through `state`. */
function renderSection(
  user: User,
  tasks: Task[],
  extra: (state: { tasks: Task[] }) => StubRoutes = () => ({}),
) {
  const state = { tasks: [...tasks] };
  const { calls } = stubApi({
    ...cabinReads(user.id === kari.id ? 'owner' : 'member'),
    'GET /api/tasks': () => json(200, state.tasks),
    ...extra(state),
  });
  const view = renderSignedIn(<TasksSection />, { user, path: '/tasks' });
  return { ...view, calls, state };
}

const rowIds = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((item) => item.dataset.testid);

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByTestId('new-task-button'));
  return screen.findByTestId('task-dialog');
};

describe('Maintenance log: lists', () => {
  it('asks a user without a cabin to create or join one, and reads no tasks', () => {
    const { calls } = renderSection(kariWithoutCabin, []);
    expect(screen.getByTestId('tasks-no-cabin').textContent).toContain('Create or join a cabin');
    expect(screen.queryByTestId('new-task-button')).toBeNull();
    expect(callsTo(calls, 'GET /api/tasks')).toEqual([]);
  });

  it('shows the empty state', async () => {
    renderSection(per, []);
    expect(await screen.findByTestId('tasks-empty')).toBeDefined();
    expect(screen.getByText('No tasks yet')).toBeDefined();
    expect(screen.getByTestId('new-task-button').textContent).toBe('New task');
  });

  it('orders open tasks by due date (undated last) and marks the overdue ones', async () => {
    renderSection(per, allTasks);
    const open = await screen.findByTestId('open-tasks');
    expect(rowIds(open)).toEqual(['task-overdue', 'task-today', 'task-gutters', 'task-roof']);
    expect(within(open).getAllByTestId('overdue-badge')).toHaveLength(1);
    const late = screen.getByTestId('task-overdue');
    expect(within(late).getByTestId('overdue-badge').textContent).toBe('Overdue');
    expect(within(late).getByText('Due 1 Dec 2026')).toBeDefined();
    expect(within(screen.getByTestId('task-today')).queryByTestId('overdue-badge')).toBeNull();

    const gutters = screen.getByTestId('task-gutters');
    expect(within(gutters).getByText('Clean the gutters')).toBeDefined();
    expect(within(gutters).getByText('Due 15 Jan 2027')).toBeDefined();
    expect(within(gutters).getByText('Assigned to Ola Hansen')).toBeDefined();
    expect(within(gutters).getByTestId('row-repeat').textContent).toBe('Every 2 months');
    expect(within(screen.getByTestId('task-roof')).getByText('No due date')).toBeDefined();
    expect(within(gutters).getByRole('button', { name: 'Mark done: Clean the gutters' }).dataset.testid).toBe(
      'complete-task-gutters',
    );
  });

  it('shows the log of done tasks, latest first, with who did them and when', async () => {
    renderSection(per, allTasks);
    const done = await screen.findByTestId('done-tasks');
    expect(within(done).getByRole('heading', { name: 'Log' })).toBeDefined();
    expect(rowIds(done)).toEqual(['task-wood', 'task-paint']);
    expect(within(screen.getByTestId('task-wood')).getByText('Done by Per Berg on 5 Dec 2026')).toBeDefined();
    expect(within(done).getByRole('button', { name: 'Reopen: Chop wood' })).toBeDefined();
  });

  it('shows the repeat label in Norwegian', async () => {
    const { changeLanguage } = await import('@/lib/i18n');
    await changeLanguage('no');
    try {
      renderSection(per, [recurring, taskOf('w', 'Ved', { repeatEvery: 1, repeatUnit: 'year' })]);
      const row = await screen.findByTestId('task-gutters');
      expect(within(row).getByTestId('row-repeat').textContent).toBe('Hver 2. måned');
      expect(within(screen.getByTestId('task-w')).getByTestId('row-repeat').textContent).toBe('Hvert år');
      expect(within(row).getByRole('button', { name: 'Merk som utført: Clean the gutters' })).toBeDefined();
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows a load failure', async () => {
    stubApi({ ...cabinReads('member'), 'GET /api/tasks': json(500, { message: 'Boom' }) });
    renderSignedIn(<TasksSection />, { user: per, path: '/tasks' });
    expect(await screen.findByText('Could not load the maintenance log.')).toBeDefined();
  });
});

describe('Maintenance log: new task', () => {
  it('requires a title and a complete repeat before it posts', async () => {
    const { calls } = renderSection(per, [], () => ({
      'POST /api/tasks': ({ body }: StubCall) =>
        json(201, taskOf('new', 'Drain the water', body as Partial<Task>)),
    }));
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByTestId('task-submit'));
    // The form's schema loads with the form (decision 029): on a busy machine the message can
    // come a moment after the click.
    expect(await within(dialog).findByText('Title is required')).toBeDefined();

    await user.type(within(dialog).getByLabelText('Title'), '  Drain the water ');
    await user.type(within(dialog).getByLabelText('Every'), '2');
    await user.click(within(dialog).getByTestId('task-submit'));
    expect(await within(dialog).findByText('Repeat needs both a number and a unit')).toBeDefined();
    expect(within(dialog).queryByText('Title is required')).toBeNull();
    expect(writes(calls)).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'years');
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2027-10-01' } });
    await user.selectOptions(within(dialog).getByLabelText('Assigned to'), 'Ola Hansen');
    await user.type(within(dialog).getByLabelText('Notes'), 'Main tap in the cellar');
    await user.click(within(dialog).getByTestId('task-submit'));

    await waitFor(() => expect(screen.queryByTestId('task-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/tasks',
        body: {
          title: 'Drain the water',
          notes: 'Main tap in the cellar',
          dueDate: '2027-10-01',
          assigneeId: ola.id,
          repeatEvery: 2,
          repeatUnit: 'year',
        },
      },
    ]);
    expect(await screen.findByText('Task added')).toBeDefined();
  });

  it('toasts the server reason when adding fails', async () => {
    renderSection(per, [], () => ({
      'POST /api/tasks': json(400, { message: 'The assignee must be a member', code: 'assignee_not_member' }),
    }));
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Title'), 'Sweep');
    await user.click(within(dialog).getByTestId('task-submit'));
    expect(await screen.findByText('Failed to save task')).toBeDefined();
    expect(screen.getByText('The chosen person is not a member of this cabin')).toBeDefined();
    expect(screen.getByTestId('task-dialog')).toBeDefined();
  });
});

describe('Maintenance log: complete and reopen', () => {
  it('completes a recurring task: the next-date toast and the next occurrence in the list', async () => {
    const next = { ...recurring, id: 'gutters-2', dueDate: '2027-03-15' };
    const { calls } = renderSection(per, [recurring], (state) => ({
      'POST /api/tasks/gutters/complete': () => {
        const task = doneTask(recurring, '2026-12-10T12:00:00.000Z', per);
        state.tasks = [next, task];
        return json(200, { task, next });
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark done: Clean the gutters' }));

    expect(await screen.findByText('Done. Next time: 15 Mar 2027')).toBeDefined();
    expect(callsTo(calls, 'POST /api/tasks/gutters/complete')).toHaveLength(1);
    await waitFor(() => expect(rowIds(screen.getByTestId('open-tasks'))).toEqual(['task-gutters-2']));
    expect(within(screen.getByTestId('task-gutters-2')).getByText('Due 15 Mar 2027')).toBeDefined();
    expect(rowIds(screen.getByTestId('done-tasks'))).toEqual(['task-gutters']);
  });

  it('completes a one-off task with a plain toast', async () => {
    renderSection(per, [overdue], (state) => ({
      'POST /api/tasks/overdue/complete': () => {
        const task = doneTask(overdue, '2026-12-10T12:00:00.000Z', per);
        state.tasks = [task];
        return json(200, { task, next: null });
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('complete-task-overdue'));
    expect(await screen.findByText('Task done')).toBeDefined();
    await waitFor(() => expect(screen.getByText('No open tasks.')).toBeDefined());
    expect(
      within(screen.getByTestId('task-overdue')).getByText('Done by Per Berg on 10 Dec 2026'),
    ).toBeDefined();
  });

  it('toasts the failure with the server reason', async () => {
    renderSection(per, [overdue], () => ({
      'POST /api/tasks/overdue/complete': json(409, {
        message: 'This task is already done',
        code: 'task_already_done',
      }),
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('complete-task-overdue'));
    expect(await screen.findByText('Failed to update task')).toBeDefined();
    expect(screen.getByText('This task is already done')).toBeDefined();
  });

  it('reopens a done task', async () => {
    const { calls } = renderSection(per, [doneNew], (state) => ({
      'POST /api/tasks/wood/reopen': () => {
        const task = { ...doneNew, status: 'open' as const, completedBy: null, completedAt: null };
        state.tasks = [task];
        return json(200, task);
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reopen: Chop wood' }));
    expect(await screen.findByText('Task reopened')).toBeDefined();
    expect(callsTo(calls, 'POST /api/tasks/wood/reopen')).toHaveLength(1);
    await waitFor(() => expect(rowIds(screen.getByTestId('open-tasks'))).toEqual(['task-wood']));
    expect(screen.queryByTestId('done-tasks')).toBeNull();
  });
});

describe('Maintenance log: edit and delete', () => {
  it('opens a task from its row and saves only what changed', async () => {
    const { calls } = renderSection(per, [recurring], () => ({
      'PATCH /api/tasks/gutters': ({ body }: StubCall) => json(200, { ...recurring, ...(body as object) }),
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Clean the gutters' }));
    const dialog = await screen.findByTestId('task-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit task' })).toBeDefined();
    expect((within(dialog).getByLabelText('Due date') as HTMLInputElement).value).toBe('2027-01-15');
    expect((within(dialog).getByLabelText('Assigned to') as HTMLSelectElement).value).toBe(ola.id);
    expect((within(dialog).getByLabelText('Every') as HTMLInputElement).value).toBe('2');
    // Per is a member who did not create it: no Delete.
    expect(within(dialog).queryByTestId('task-delete-button')).toBeNull();

    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Clean all gutters');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'Does not repeat');
    await user.clear(within(dialog).getByLabelText('Every'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByTestId('task-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/tasks/gutters',
        body: { title: 'Clean all gutters', repeatEvery: null, repeatUnit: null },
      },
    ]);
    expect(await screen.findByText('Task saved')).toBeDefined();
  });

  it('deletes after confirmation (the creator or the owner)', async () => {
    const { calls } = renderSection(per, [undated], (state) => ({
      'DELETE /api/tasks/roof': () => {
        state.tasks = [];
        return json(200, { message: 'Task deleted' });
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Look at the roof' }));
    await user.click(within(await screen.findByTestId('task-dialog')).getByTestId('task-delete-button'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(
      within(confirm).getByText('"Look at the roof" is removed from the maintenance log.'),
    ).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete task' }));

    await waitFor(() => expect(callsTo(calls, 'DELETE /api/tasks/roof')).toHaveLength(1));
    expect(await screen.findByText('Task deleted')).toBeDefined();
    await waitFor(() => expect(screen.queryByTestId('task-dialog')).toBeNull());
    expect(await screen.findByTestId('tasks-empty')).toBeDefined();
  });

  it('lets the owner delete a task someone else created', async () => {
    renderSection(kari, [undated]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Look at the roof' }));
    expect(within(await screen.findByTestId('task-dialog')).getByTestId('task-delete-button')).toBeDefined();
  });
});
