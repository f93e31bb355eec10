import type { Task } from '@shared/schemas/tasks';
import { Check, Repeat, RotateCcw, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCompleteTask } from '../api/complete-task';
import { useReopenTask } from '../api/reopen-task';
import { isOverdue, type TaskLog } from '../lib/task-log';
import { type TaskText, useTaskText } from '../lib/use-task-text';

type TaskListsProps = {
  log: TaskLog;
  /** The cabin's date (Europe/Oslo), for the overdue mark. */
  today: string;
  onOpenTask: (task: Task) => void;
};

/** Open tasks (earliest due first, overdue ones marked), then the log of done ones. */
export function TaskLists({ log, today, onOpenTask }: TaskListsProps) {
  const { t } = useTranslation('tasks');
  const text = useTaskText();
  const complete = useCompleteTask();
  const reopen = useReopenTask();
  const openTitleId = useId();
  const doneTitleId = useId();

  const onComplete = async (task: Task) => {
    try {
      const { next } = await complete.mutateAsync({ id: task.id });
      if (next?.dueDate) toastSuccess(t('toasts.doneNext', { date: text.date(next.dueDate) }), task.title);
      else toastSuccess(t('toasts.done'), task.title);
    } catch (error) {
      toastFailure(t('errors.updateFailed'), error);
    }
  };

  const onReopen = async (task: Task) => {
    try {
      await reopen.mutateAsync({ id: task.id });
      toastSuccess(t('toasts.reopened'), task.title);
    } catch (error) {
      toastFailure(t('errors.updateFailed'), error);
    }
  };

  const running = (mutation: { isPending: boolean; variables?: { id: string } }, task: Task) =>
    mutation.isPending && mutation.variables?.id === task.id;

  return (
    <div className="flex flex-col gap-6">
      <section data-testid="open-tasks" aria-labelledby={openTitleId} className="flex flex-col gap-3">
        <h2 id={openTitleId} className="text-lg font-semibold text-slate-900">
          {t('sections.open')}
        </h2>
        {log.open.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {log.open.map((task) => (
              <OpenTaskRow
                key={task.id}
                task={task}
                overdue={isOverdue(task, today)}
                text={text}
                busy={running(complete, task)}
                onOpen={() => onOpenTask(task)}
                onComplete={() => void onComplete(task)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('sections.noOpen')}</p>
        )}
      </section>
      {log.done.length > 0 ? (
        <section data-testid="done-tasks" aria-labelledby={doneTitleId} className="flex flex-col gap-3">
          <h2 id={doneTitleId} className="text-lg font-semibold text-slate-900">
            {t('sections.done')}
          </h2>
          <ul className="flex flex-col gap-2">
            {log.done.map((task) => (
              <DoneTaskRow
                key={task.id}
                task={task}
                text={text}
                busy={running(reopen, task)}
                onReopen={() => void onReopen(task)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function RepeatLine({ task, text }: { task: Task; text: TaskText }) {
  const label = text.repeat(task);
  if (!label) return null;
  return (
    <span className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="row-repeat">
      <Repeat className="size-3.5 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}

/**
 * An open task. The title button stretches over the whole row (its ::after), so a click anywhere
 * on the row opens the task; Mark done sits above it.
 */
function OpenTaskRow({
  task,
  overdue,
  text,
  busy,
  onOpen,
  onComplete,
}: {
  task: Task;
  overdue: boolean;
  text: TaskText;
  busy: boolean;
  onOpen: () => void;
  onComplete: () => void;
}) {
  const { t } = useTranslation('tasks');
  return (
    <li
      data-testid={`task-${task.id}`}
      data-overdue={overdue || undefined}
      className={cn(
        'relative flex flex-wrap items-start gap-3 rounded-lg border bg-white p-3 shadow-sm transition-colors hover:bg-slate-50',
        overdue ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('entry.edit', { title: task.title })}
            className="min-w-0 text-left font-medium break-words text-slate-900 outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
            data-testid={`edit-task-${task.id}`}
          >
            {task.title}
          </button>
          {overdue ? (
            <Badge
              variant="outline"
              className="border-red-200 bg-red-100 text-red-900"
              data-testid="overdue-badge"
            >
              {t('entry.overdue')}
            </Badge>
          ) : null}
        </span>
        <span
          className={cn('text-sm', overdue ? 'font-medium text-red-800' : 'text-slate-800')}
          data-testid="row-due"
        >
          {task.dueDate ? t('entry.due', { date: text.date(task.dueDate) }) : t('entry.noDueDate')}
        </span>
        {task.assignee ? (
          <span className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="row-assignee">
            <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
            {t('entry.assignee', { name: task.assignee.fullName })}
          </span>
        ) : null}
        <RepeatLine task={task} text={text} />
        {task.notes ? (
          <span className="line-clamp-2 text-sm whitespace-pre-line text-slate-600">{task.notes}</span>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="relative z-10 max-sm:w-full"
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={t('entry.markDoneLabel', { title: task.title })}
        onClick={onComplete}
        data-testid={`complete-task-${task.id}`}
      >
        <Check aria-hidden="true" />
        {t('entry.markDone')}
      </Button>
    </li>
  );
}

/** A done task in the log: who did it and when, and Reopen. */
function DoneTaskRow({
  task,
  text,
  busy,
  onReopen,
}: {
  task: Task;
  text: TaskText;
  busy: boolean;
  onReopen: () => void;
}) {
  const { t } = useTranslation('tasks');
  const when = task.completedAt ? text.dayOf(task.completedAt) : null;
  return (
    <li
      data-testid={`task-${task.id}`}
      className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white/70 p-3"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-2 font-medium break-words text-slate-800">
          <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {task.title}
        </span>
        {when ? (
          <span className="text-sm text-slate-600" data-testid="row-done-by">
            {task.completedBy
              ? t('entry.doneBy', { name: task.completedBy.fullName, date: when })
              : t('entry.doneOn', { date: when })}
          </span>
        ) : null}
        <RepeatLine task={task} text={text} />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="max-sm:w-full"
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={t('entry.reopenLabel', { title: task.title })}
        onClick={onReopen}
        data-testid={`reopen-task-${task.id}`}
      >
        <RotateCcw aria-hidden="true" />
        {t('entry.reopen')}
      </Button>
    </li>
  );
}
