import { describe, expect, it } from 'vitest';
import { kariInFjellhytta as kari, per } from '@/test/cabin-fixtures';
import { doneTask, taskOf } from '@/test/task-fixtures';
import { buildTaskLog, canDeleteTask, isOverdue } from './task-log';

describe('buildTaskLog', () => {
  it('orders open tasks by due date with undated ones last, and done ones latest first', () => {
    const log = buildTaskLog([
      taskOf('undated', 'Check the roof'),
      doneTask(taskOf('done-old', 'Sweep'), '2026-10-01T10:00:00.000Z'),
      taskOf('later', 'Drain water', { dueDate: '2027-01-15' }),
      doneTask(taskOf('done-new', 'Paint'), '2026-12-01T10:00:00.000Z'),
      taskOf('sooner', 'Chop wood', { dueDate: '2026-12-01' }),
      taskOf('same-day-later', 'Clean', { dueDate: '2026-12-01', createdAt: '2026-11-05T08:00:00.000Z' }),
    ]);
    expect(log.open.map((task) => task.id)).toEqual(['sooner', 'same-day-later', 'later', 'undated']);
    expect(log.done.map((task) => task.id)).toEqual(['done-new', 'done-old']);
  });
});

describe('isOverdue', () => {
  it('is true only for an open task due before today', () => {
    expect(isOverdue(taskOf('a', 'A', { dueDate: '2026-12-09' }), '2026-12-10')).toBe(true);
    expect(isOverdue(taskOf('a', 'A', { dueDate: '2026-12-10' }), '2026-12-10')).toBe(false);
    expect(isOverdue(taskOf('a', 'A'), '2026-12-10')).toBe(false);
    const done = doneTask(taskOf('a', 'A', { dueDate: '2026-12-01' }), '2026-12-02T10:00:00.000Z');
    expect(isOverdue(done, '2026-12-10')).toBe(false);
  });
});

describe('canDeleteTask', () => {
  it('lets the creator and the owner delete', () => {
    const task = taskOf('a', 'A', { by: per });
    expect(canDeleteTask(task, { userId: per.id, role: 'member' })).toBe(true);
    expect(canDeleteTask(task, { userId: kari.id, role: 'owner' })).toBe(true);
    expect(canDeleteTask(task, { userId: 'u2', role: 'admin' })).toBe(false);
  });
});
