import { NOTES_MAX, TASK_REPEAT_EVERY_MAX, TASK_TITLE_MAX } from '@shared/constants';
import type { Task } from '@shared/schemas/tasks';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteWithConfirmation,
  DialogHeading,
  type DialogStateProps,
  FormDialog,
  FormDialogFooter,
  useFormDialog,
} from '@/components/dialog-shell';
import { TextareaField, TextField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { useBookingViewer } from '@/features/bookings';
import { useCabinMembers } from '@/features/cabins';
import { nameOf } from '@/lib/names';
import { useCreateTask } from '../api/create-task';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import {
  changedTaskFields,
  checkTaskDraft,
  type TaskDraft,
  type TaskFields,
  type TaskProblem,
  taskDraftOf,
} from '../lib/task-draft';
import { canDeleteTask } from '../lib/task-log';
import { SelectField } from './select-field';
import { TaskRepeatFields } from './task-repeat-fields';

export type TaskDialogProps = DialogStateProps & {
  /** Edit this task; without it the dialog adds a new one. */
  task?: Task;
};

/**
 * Add a task to the maintenance log, or edit one (every member may): title, notes, due date, who
 * takes it, and how often it comes back. Its creator or the owner may also delete it (asked first).
 */
export function TaskDialog({ open, onOpenChange, task }: TaskDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="task-dialog">
      <TaskForm task={task} />
    </FormDialog>
  );
}

function TaskForm({ task }: { task?: Task }) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const members = useCabinMembers();
  const viewer = useBookingViewer();
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [draft, setDraft] = useState<TaskDraft>(() => taskDraftOf(task));
  const [problems, setProblems] = useState<TaskProblem[]>([]);
  const busy = create.isPending || update.isPending || remove.isPending;
  const onDone = useFormDialog(busy);
  const set = (change: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...change }));
  const problem = (which: TaskProblem, text: string) => (problems.includes(which) ? text : undefined);

  // The assignee may have left the cabin; they stay shown (and unchanged) until someone else is chosen.
  const memberOptions = (members.data ?? []).map((member) => ({ id: member.id, name: nameOf(member) }));
  const assigneeOptions =
    task?.assignee && !memberOptions.some((option) => option.id === task.assignee?.id)
      ? [...memberOptions, { id: task.assignee.id, name: task.assignee.fullName }]
      : memberOptions;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkTaskDraft(draft);
    setProblems(check.problems);
    if (check.fields) void save(check.fields);
  };

  const save = async (fields: TaskFields) => {
    try {
      if (task) {
        const body = changedTaskFields(task, fields);
        if (Object.keys(body).length > 0) await update.mutateAsync({ id: task.id, body });
      } else {
        await create.mutateAsync(fields);
      }
    } catch (error) {
      toastFailure(t('errors.saveFailed'), error);
      return;
    }
    toastSuccess(task ? t('toasts.updated') : t('toasts.created'), fields.title);
    onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeading
        title={task ? t('dialog.editTitle') : t('dialog.createTitle')}
        description={t('dialog.description')}
      />
      <TextField
        id={`${id}-title`}
        label={t('dialog.title')}
        name="title"
        autoComplete="off"
        maxLength={TASK_TITLE_MAX}
        required
        disabled={busy}
        value={draft.title}
        error={problem('title', t('validation.title'))}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextareaField
        id={`${id}-notes`}
        label={t('dialog.notes')}
        name="notes"
        rows={3}
        maxLength={NOTES_MAX}
        disabled={busy}
        value={draft.notes}
        onChange={(event) => set({ notes: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-due`}
          label={t('dialog.dueDate')}
          name="due-date"
          type="date"
          disabled={busy}
          value={draft.dueDate}
          error={problem('dueDate', t('validation.dueDate'))}
          onChange={(event) => set({ dueDate: event.target.value })}
        />
        <SelectField
          id={`${id}-assignee`}
          label={t('dialog.assignee')}
          name="assignee"
          disabled={busy}
          value={draft.assigneeId}
          onChange={(event) => set({ assigneeId: event.target.value })}
          data-testid="task-assignee-select"
        >
          <option value="">{t('dialog.noAssignee')}</option>
          {assigneeOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TaskRepeatFields
        idPrefix={id}
        value={draft}
        onChange={set}
        disabled={busy}
        everyError={problem('repeatEvery', t('validation.repeatEvery', { max: TASK_REPEAT_EVERY_MAX }))}
        pairError={problem('repeatTogether', t('validation.repeatTogether'))}
      />
      <FormDialogFooter
        busy={busy}
        submitLabel={busy ? t('dialog.saving') : task ? t('dialog.save') : t('dialog.submit')}
        submitTestId="task-submit"
      >
        {task && canDeleteTask(task, viewer) ? (
          <DeleteWithConfirmation
            label={t('dialog.delete')}
            testId="task-delete-button"
            disabled={busy}
            confirm={{
              title: t('confirmDelete.title'),
              description: t('confirmDelete.description', { title: task.title }),
              confirmLabel: t('confirmDelete.confirm'),
              pendingLabel: t('confirmDelete.pending'),
            }}
            onDelete={() => remove.mutateAsync({ id: task.id })}
            pending={remove.isPending}
            failureTitle={t('errors.deleteFailed')}
            successTitle={t('toasts.deleted')}
            onDeleted={onDone}
          />
        ) : null}
      </FormDialogFooter>
    </form>
  );
}
