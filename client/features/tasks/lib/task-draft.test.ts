import { describe, expect, it } from 'vitest';
import { ola } from '@/test/cabin-fixtures';
import { taskOf } from '@/test/task-fixtures';
import { changedTaskFields, checkTaskDraft, type TaskDraft, taskDraftOf } from './task-draft';

const draft = (overrides: Partial<TaskDraft> = {}): TaskDraft => ({ ...taskDraftOf(), ...overrides });

describe('checkTaskDraft', () => {
  it('requires a title after trim', () => {
    expect(checkTaskDraft(draft({ title: '   ' })).problems).toEqual(['title']);
  });

  it('gives the fields with empty ones as null', () => {
    expect(checkTaskDraft(draft({ title: '  Sweep the chimney ', notes: '  ' })).fields).toEqual({
      title: 'Sweep the chimney',
      notes: null,
      dueDate: null,
      assigneeId: null,
      repeatEvery: null,
      repeatUnit: null,
    });
  });

  it('needs both a repeat number and a unit, or neither', () => {
    expect(checkTaskDraft(draft({ title: 'A', repeatEvery: '2' })).problems).toEqual(['repeatTogether']);
    expect(checkTaskDraft(draft({ title: 'A', repeatUnit: 'month' })).problems).toEqual(['repeatTogether']);
    const both = checkTaskDraft(draft({ title: 'A', repeatEvery: '2', repeatUnit: 'month' }));
    expect(both.fields).toMatchObject({ repeatEvery: 2, repeatUnit: 'month' });
  });

  it.each(['0', '100', '1.5', '-1'])('refuses %s as the repeat number', (every) => {
    expect(checkTaskDraft(draft({ title: 'A', repeatEvery: every, repeatUnit: 'week' })).problems).toEqual([
      'repeatEvery',
    ]);
  });

  it('refuses a due date that is not a calendar date', () => {
    expect(checkTaskDraft(draft({ title: 'A', dueDate: '2027-02-29' })).problems).toEqual(['dueDate']);
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
    const { fields } = checkTaskDraft(taskDraftOf(task));
    expect(fields && changedTaskFields(task, fields)).toEqual({});
  });

  it('sends what changed, null to clear, and the repeat as a pair', () => {
    const { fields } = checkTaskDraft({
      ...taskDraftOf(task),
      notes: 'Call the sweep',
      assigneeId: '',
      repeatEvery: '2',
    });
    expect(fields && changedTaskFields(task, fields)).toEqual({
      notes: 'Call the sweep',
      assigneeId: null,
      repeatEvery: 2,
      repeatUnit: 'year',
    });
  });
});
