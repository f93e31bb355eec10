import type { Task } from '@shared/schemas/tasks';
import { Plus, Wrench } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMessageCard, SectionEmpty, SectionPending, SectionTitle } from '@/components/section-parts';
import { Button } from '@/components/ui/button';
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
  const tasks = useTasks();
  const today = useCabinToday();
  const log = useMemo(() => (tasks.data ? buildTaskLog(tasks.data) : null), [tasks.data]);

  if (!log) {
    return (
      <SectionPending
        failed={tasks.isError}
        failure={t('loadFailed')}
        onRetry={() => void tasks.refetch()}
        testId="tasks"
      />
    );
  }

  if (log.open.length === 0 && log.done.length === 0) {
    return (
      <SectionEmpty icon={Wrench} title={t('empty.title')} testId="tasks-empty">
        {t('empty.description')}
      </SectionEmpty>
    );
  }

  return <TaskLists log={log} today={today} onOpenTask={onOpenTask} />;
}
