import type { Task } from '@shared/schemas/tasks';
import { Plus, Wrench } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMessageCard, SectionTitle } from '@/components/section-parts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useTasks } from '../api/get-tasks';
import { buildTaskLog } from '../lib/task-log';
import { TaskDialog } from './task-dialog';
import { TaskLists } from './task-lists';

/** Which task dialog is open: a new task, or an existing one to edit. */
type OpenDialog = { task?: Task };

/**
 * The maintenance log (/tasks): New task, then the open tasks by due date with overdue ones
 * marked, and the log of done ones. Every member may add, edit, complete, reopen and delete.
 */
export function TasksSection() {
  const { t } = useTranslation('shell');
  const { t: tt } = useTranslation('tasks');
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const hasCabin = user.currentCabinId !== null;

  return (
    <div data-testid="section-tasks" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle>{t('sections.tasks')}</SectionTitle>
        {hasCabin ? (
          <Button className="max-md:w-full" onClick={() => setDialog({})} data-testid="new-task-button">
            <Plus aria-hidden="true" />
            {tt('actions.new')}
          </Button>
        ) : null}
      </div>
      {hasCabin ? (
        <TasksContent onOpenTask={(task) => setDialog({ task })} />
      ) : (
        <IconMessageCard icon={Wrench} testId="tasks-no-cabin">
          {tt('noCabin')}
        </IconMessageCard>
      )}
      <TaskDialog
        key={dialog ? (dialog.task?.id ?? 'new') : 'closed'}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        task={dialog?.task}
      />
    </div>
  );
}

function TasksContent({ onOpenTask }: { onOpenTask: (task: Task) => void }) {
  const { t } = useTranslation('tasks');
  const { t: tc } = useTranslation();
  const tasks = useTasks();
  const today = useCabinToday();
  const log = useMemo(() => (tasks.data ? buildTaskLog(tasks.data) : null), [tasks.data]);

  if (!log) {
    if (tasks.isError) {
      return (
        <Card className="flex flex-col items-start gap-3 p-6" data-testid="tasks-error">
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void tasks.refetch()}>
            {tc('actions.tryAgain')}
          </Button>
        </Card>
      );
    }
    return (
      <p role="status" className="text-sm text-slate-600" data-testid="tasks-loading">
        {tc('states.loading')}
      </p>
    );
  }

  if (log.open.length === 0 && log.done.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center" data-testid="tasks-empty">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Wrench className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
        <p className="max-w-prose text-sm text-slate-600">{t('empty.description')}</p>
      </Card>
    );
  }

  return <TaskLists log={log} today={today} onOpenTask={onOpenTask} />;
}
