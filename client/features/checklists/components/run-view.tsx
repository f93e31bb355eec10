import type { ChecklistRun, ChecklistRunItem } from '@shared/schemas/checklists';
import type { TFunction } from 'i18next';
import { ArrowLeft, Check } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPending } from '@/components/section-parts';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useStayText } from '@/features/bookings';
import { HandoverButton } from '@/features/handovers';
import { isGoneError, writesWait } from '@/features/offline';
import { ReadMeterButton } from '@/features/power';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useChecklistRun } from '../api/get-checklist-run';
import { useTickChecklistItem } from '../api/tick-checklist-item';

/**
 * One run of a checklist: its items as they were when it started, each a big checkbox any member
 * ticks on their own phone, with who ticked it and when. Other members' ticks arrive live (the
 * `checklist_run_updated` event refetches the run).
 */
export function RunView({ runId, onBack }: { runId: string; onBack: () => void }) {
  const { t } = useTranslation('checklists');
  const run = useChecklistRun(runId);

  return (
    <div className="flex flex-col gap-4" data-testid="checklist-run">
      <Button variant="ghost" className="self-start" onClick={onBack} data-testid="run-back">
        <ArrowLeft aria-hidden="true" />
        {t('run.back')}
      </Button>
      {run.data ? (
        <RunContent run={run.data} />
      ) : (
        <SectionPending
          failed={run.isError}
          failure={t('run.loadFailed')}
          onRetry={() => void run.refetch()}
        />
      )}
    </div>
  );
}

function RunContent({ run }: { run: ChecklistRun }) {
  const { t } = useTranslation('checklists');
  const stayText = useStayText();
  const language = useLanguage();
  const done = run.items.filter((item) => item.done).length;
  return (
    <>
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold text-slate-900" data-testid="run-title">
          {run.title}
        </h2>
        <p className="text-sm text-slate-600">
          {t('run.started', {
            time: formatTimestamp(new Date(run.startedAt), language),
            name: run.startedBy ?? t('run.someone'),
          })}
        </p>
        {run.stay ? (
          <p className="text-sm text-slate-600">
            {t('run.forStay', {
              name: run.stay.bookerName,
              dates: stayText.range(run.stay.startDate, run.stay.endDate),
            })}
          </p>
        ) : null}
        <p className="text-sm font-medium text-slate-700" data-testid="run-progress">
          {t('run.progress', { done, count: run.items.length })}
        </p>
        {/* Issue #41: the departure walk-through ends with the stay's handover. */}
        {run.kind === 'departure' && run.bookingId ? (
          <Suspense fallback={null}>
            <HandoverButton bookingId={run.bookingId} write />
          </Suspense>
        ) : null}
      </div>
      {run.items.length === 0 ? (
        <p className="text-slate-600">{t('run.noItems')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {run.items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2">
              <RunItemRow runId={run.id} item={item} />
              {/* Issue #41: "Read the meter" opens the reading form with the run's stay filled in. */}
              {item.action === 'read_meter' ? (
                <Suspense fallback={null}>
                  <ReadMeterButton bookingId={run.bookingId} />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RunItemRow({ runId, item }: { runId: string; item: ChecklistRunItem }) {
  const { t } = useTranslation('checklists');
  const language = useLanguage();
  const tick = useTickChecklistItem();
  const toggle = async (done: boolean) => {
    const sending = tick.tick(runId, item, done);
    if (writesWait()) {
      // Shown at once and kept on this device (decision 034); a refusal later is said by the write.
      sending.catch(() => undefined);
      return;
    }
    try {
      await sending;
    } catch (error) {
      // A run or item deleted meanwhile is said by the write itself.
      if (!isGoneError(error)) toastFailure(t('errors.tickFailed'), error);
    }
  };
  return (
    <label
      data-testid={`run-item-${item.id}`}
      data-done={item.done}
      className={cn(
        'flex min-h-16 cursor-pointer items-center gap-4 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700',
        item.done ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white hover:bg-sand-50',
      )}
    >
      <input
        type="checkbox"
        className="peer sr-only"
        checked={item.done}
        disabled={tick.isPending && !tick.isPaused}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg border-2',
          item.done ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white',
        )}
      >
        {item.done ? <Check className="size-5" /> : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span
          className={cn('text-base break-words text-slate-900', item.done && 'text-slate-600 line-through')}
        >
          {item.text}
        </span>
        {item.done && item.doneAt ? (
          <span className="text-sm text-slate-600" data-testid="run-item-done-by">
            {t('run.doneBy', {
              name: tickerName(item, t),
              time: formatTimestamp(new Date(item.doneAt), language),
            })}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** Who ticked: a member by name, a guest link as "Guest (label)" (issue #41), else "someone". */
function tickerName(item: ChecklistRunItem, t: TFunction<'checklists'>): string {
  if (item.doneByGuest) {
    const { label } = item.doneByGuest;
    return label ? t('run.guestWithLabel', { label }) : t('run.guest');
  }
  return item.doneBy ?? t('run.someone');
}
