import { taskFormSchema } from '@shared/schemas/tasks';
import { describe, expect, it } from 'vitest';
import { ola } from '@/test/cabin-fixtures';
import { taskOf } from '@/test/task-fixtures';
import { changedTaskFields, type TaskDraft, taskDraftOf } from './task-draft';

const draft = (overrides: Partial<TaskDraft> = {}): TaskDraft => ({ ...taskDraftOf(), ...overrides });

// The form's rules are the shared schema's (issue #17), read from what the form holds.
const check = (overrides: Partial<TaskDraft>) => {
  const result = taskFormSchema.safeParse(draft(overrides));
  return {
    problems: (result.error?.issues ?? []).map((issue) => issue.path.join('.')),
    fields: result.success ? result.data : null,
  };
};

describe('the task form schema', () => {
  it('requires a title after trim', () => {
    expect(check({ title: '   ' }).problems).toEqual(['title']);
  });

  it('gives the fields with empty ones as null', () => {
    expect(check({ title: '  Sweep the chimney ', notes: '  ' }).fields).toEqual({
      title: 'Sweep the chimney',
      notes: null,
      dueDate: null,
      assigneeId: null,
      repeatEvery: null,
      repeatUnit: null,
    });
  });

  it('needs both a repeat number and a unit, or neither', () => {
    expect(check({ title: 'A', repeatEvery: '2' }).problems).toEqual(['repeatUnit']);
    expect(check({ title: 'A', repeatUnit: 'month' }).problems).toEqual(['repeatUnit']);
    const both = check({ title: 'A', repeatEvery: '2', repeatUnit: 'month' });
    expect(both.fields).toMatchObject({ repeatEvery: 2, repeatUnit: 'month' });
  });

  it.each(['0', '100', '1.5', '-1'])('refuses %s as the repeat number', (every) => {
    expect(check({ title: 'A', repeatEvery: every, repeatUnit: 'week' }).problems).toEqual(['repeatEvery']);
  });

  it('refuses a due date that is not a calendar date', () => {
    expect(check({ title: 'A', dueDate: '2027-02-29' }).problems).toEqual(['dueDate']);
  });
});

describe('changedTaskFields', () => {
  const task = taskOf('t1', 'Sweep', {
    dueDate: '2027-01-10',
    assignee: { id: ola.id, fullName: ola.fullName },
    repeatEvery: 1,
    repeatUnit: 'year',
  });

  it('is empty when nothing changed', () => {
    const fields = taskFormSchema.parse(taskDraftOf(task));
    expect(changedTaskFields(task, fields)).toEqual({});
  });

  it('sends what changed, null to clear, and the repeat as a pair', () => {
    const fields = taskFormSchema.parse({
      ...taskDraftOf(task),
      notes: 'Call the sweep',
      assigneeId: '',
      repeatEvery: '2',
    });
    expect(changedTaskFields(task, fields)).toEqual({
      notes: 'Call the sweep',
      assigneeId: null,
      repeatEvery: 2,
      repeatUnit: 'year',
    });
  });
});
