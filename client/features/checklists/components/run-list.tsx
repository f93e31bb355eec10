import type { ChecklistRunSummary } from '@shared/schemas/checklists';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useStayText } from '@/features/bookings';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useChecklistRuns } from '../api/get-checklist-runs';

/** Runs so far, newest first, each opening its run: "was the water turned off on 3 March?". */
export function RunList({ onOpen }: { onOpen: (runId: string) => void }) {
  const { t } = useTranslation('checklists');
  const runs = useChecklistRuns();
  if (!runs.data || runs.data.length === 0) return null;
  return (
    <section
      aria-labelledby="checklist-runs-heading"
      className="flex flex-col gap-3"
      data-testid="checklist-runs"
    >
      <h2 id="checklist-runs-heading" className="text-lg font-semibold text-slate-900">
        {t('runs.title')}
      </h2>
      <Card className="overflow-hidden">
        <ul className="divide-y divide-slate-200">
          {runs.data.map((run) => (
            <li key={run.id}>
              <RunRow run={run} onOpen={() => onOpen(run.id)} />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function RunRow({ run, onOpen }: { run: ChecklistRunSummary; onOpen: () => void }) {
  const { t } = useTranslation('checklists');
  const language = useLanguage();
  const stayText = useStayText();
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid={`checklist-run-row-${run.id}`}
      className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-sand-50 focus-visible:bg-sand-50 focus-visible:outline-none"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium break-words text-slate-900">{run.title}</span>
        <span className="text-sm text-slate-600">
          {t('run.started', {
            time: formatTimestamp(new Date(run.startedAt), language),
            name: run.startedBy ?? t('run.someone'),
          })}
          {run.stay ? ` · ${stayText.range(run.stay.startDate, run.stay.endDate)}` : ''}
        </span>
      </span>
      <span className="shrink-0 text-sm font-medium text-slate-700">
        {t('runs.progress', { done: run.doneCount, count: run.itemCount })}
      </span>
      <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
    </button>
  );
}
