import type { GuestChecklistRun } from '@shared/schemas/guest-links';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type GuestChecklistsProps = {
  runs: GuestChecklistRun[];
  onTick: (itemId: string, done: boolean) => Promise<void>;
  /** Read from the device's copy: ticks wait for a network. */
  offline: boolean;
};

/** The stay's arrival and departure checklists, ticked by the guest (issue #41). */
export function GuestChecklists({ runs, onTick, offline }: GuestChecklistsProps) {
  const { t } = useTranslation('guest-links');
  if (runs.length === 0) return null;
  return (
    <section
      aria-labelledby="guest-checklists"
      className="flex flex-col gap-4"
      data-testid="guest-checklists"
    >
      <h2 id="guest-checklists" className="text-lg font-semibold text-slate-900">
        {t('checklists.title')}
      </h2>
      {runs.map((run) => (
        <GuestRun key={run.id} run={run} onTick={onTick} offline={offline} />
      ))}
    </section>
  );
}

function GuestRun({ run, onTick, offline }: { run: GuestChecklistRun } & Omit<GuestChecklistsProps, 'runs'>) {
  const { t } = useTranslation('guest-links');
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const done = run.items.filter((item) => item.done).length;
  const tick = async (itemId: string, next: boolean) => {
    setPending(itemId);
    setFailed(false);
    try {
      await onTick(itemId, next);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`guest-run-${run.kind}`}>
      <h3 className="font-semibold text-slate-900">
        {run.title}{' '}
        <span className="text-sm font-normal text-slate-600">({t(`checklists.kind.${run.kind}`)})</span>
      </h3>
      <p className="text-sm text-slate-600">{t('checklists.progress', { done, count: run.items.length })}</p>
      <ul className="mt-3 flex flex-col gap-1">
        {run.items.map((item) => (
          <li key={item.id}>
            <label
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-sand-50',
                (offline || pending !== null) && 'cursor-not-allowed',
              )}
            >
              <input
                type="checkbox"
                className="peer sr-only"
                checked={item.done}
                disabled={offline || pending !== null}
                onChange={(event) => void tick(item.id, event.target.checked)}
                data-testid="guest-item"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-lg border-2 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700',
                  item.done ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white',
                )}
              >
                {item.done ? <Check className="size-5" /> : null}
              </span>
              <span
                className={cn(
                  'text-base break-words text-slate-900',
                  item.done && 'text-slate-600 line-through',
                )}
              >
                {item.text}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('checklists.tickFailed')}
        </p>
      ) : null}
    </div>
  );
}
