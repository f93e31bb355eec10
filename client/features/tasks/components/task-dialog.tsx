import { NOTES_MAX, TASK_REPEAT_EVERY_MAX, TASK_TITLE_MAX } from '@shared/constants';
import type { Task, TaskFormFields, taskFormSchema } from '@shared/schemas/tasks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { SelectField } from '@/components/select-field';
import { TextareaField, TextField } from '@/components/text-field';
import { useBookingViewer } from '@/features/bookings';
import { useCabinMembers } from '@/features/cabins';
import { nameOf } from '@/lib/names';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateTask } from '../api/create-task';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import { changedTaskFields, type TaskDraft, taskDraftOf } from '../lib/task-draft';
import { canDeleteTask } from '../lib/task-log';
import { TaskRepeatFields } from './task-repeat-fields';

const loadSchema = (): Promise<typeof taskFormSchema> =>
  import('@shared/schemas/tasks').then((module) => module.taskFormSchema);

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
  const form = useSchemaForm(loadSchema, {
    defaultValues: taskDraftOf(task),
    messages: {
      title: t('validation.title'),
      dueDate: t('validation.dueDate'),
      repeatEvery: t('validation.repeatEvery', { max: TASK_REPEAT_EVERY_MAX }),
      repeatUnit: t('validation.repeatTogether'),
    },
  });
  const errors = form.formState.errors;
  const draft = form.watch() as TaskDraft;
  const dialog = useDialogWrite(create.isPending || update.isPending || remove.isPending);
  const { busy } = dialog;
  const set = (change: Partial<TaskDraft>) => {
    for (const [field, value] of Object.entries(change) as [keyof TaskDraft, string][]) {
      form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
    }
  };

  // The assignee may have left the cabin; they stay shown (and unchanged) until someone else is chosen.
  const memberOptions = (members.data ?? []).map((member) => ({ id: member.id, name: nameOf(member) }));
  const assigneeOptions =
    task?.assignee && !memberOptions.some((option) => option.id === task.assignee?.id)
      ? [...memberOptions, { id: task.assignee.id, name: task.assignee.fullName }]
      : memberOptions;

  const save = (fields: TaskFormFields) =>
    dialog.run(
      async () => {
        if (!task) return create.mutateAsync(fields);
        const body = changedTaskFields(task, fields);
        if (Object.keys(body).length > 0) await update.mutateAsync({ id: task.id, body });
      },
      {
        failure: t('errors.saveFailed'),
        success: [task ? t('toasts.updated') : t('toasts.created'), fields.title],
      },
    );

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit((fields) => void save(fields))}
      title={task ? t('dialog.editTitle') : t('dialog.createTitle')}
      description={t('dialog.description')}
      submitLabel={busy ? t('dialog.saving') : task ? t('dialog.save') : t('dialog.submit')}
      submitTestId="task-submit"
      deletion={
        task &&
        canDeleteTask(task, viewer) && {
          id: task.id,
          remove,
          label: t('dialog.delete'),
          testId: 'task-delete-button',
          confirm: {
            title: t('confirmDelete.title'),
            description: t('confirmDelete.description', { title: task.title }),
            confirmLabel: t('confirmDelete.confirm'),
            pendingLabel: t('confirmDelete.pending'),
          },
          failureTitle: t('errors.deleteFailed'),
          successTitle: t('toasts.deleted'),
        }
      }
    >
      <TextField
        id={`${id}-title`}
        label={t('dialog.title')}
        {...form.register('title')}
        autoComplete="off"
        maxLength={TASK_TITLE_MAX}
        required
        disabled={busy}
        error={errors.title?.message}
      />
      <TextareaField
        id={`${id}-notes`}
        label={t('dialog.notes')}
        {...form.register('notes')}
        rows={3}
        maxLength={NOTES_MAX}
        disabled={busy}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-due`}
          label={t('dialog.dueDate')}
          name="due-date"
          type="date"
          disabled={busy}
          value={draft.dueDate}
          error={errors.dueDate?.message}
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
        everyError={errors.repeatEvery?.message}
        pairError={errors.repeatUnit?.message}
      />
    </DialogForm>
  );
}
