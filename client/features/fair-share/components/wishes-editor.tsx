import type { PeakPeriod, PutWishesBody, putWishesBodySchema, Wishes } from '@shared/schemas/peak-periods';
import { PEAK_WISHES_MAX } from '@shared/schemas/peak-periods-values';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useSchemaForm } from '@/lib/schema-form';
import { useWishes } from '../api/get-wishes';
import { usePutWishes } from '../api/put-wishes';
import { usePeakText } from '../lib/use-peak-text';

const loadSchema = (): Promise<typeof putWishesBodySchema> =>
  import('@shared/schemas/peak-periods').then((module) => module.putWishesBodySchema);

type WishesEditorProps = {
  period: PeakPeriod;
  /** The last day a stay may leave on: the day after the period's last night. */
  maxDeparture: string;
};

/**
 * The viewer's household's ranked wishes for a draw period: up to three stays (arrival and
 * departure day), best first, changed by any member of the household while wishes are open.
 */
export function WishesEditor({ period, maxDeparture }: WishesEditorProps) {
  const { t } = useTranslation('fair-share');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const wishes = useWishes(period.id);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {t('wishes.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('wishes.description')}</p>
      </div>
      {wishes.data ? (
        wishes.data.wishesOpen ? (
          <WishesForm
            key={JSON.stringify(wishes.data.wishes)}
            period={period}
            wishes={wishes.data}
            maxDeparture={maxDeparture}
          />
        ) : (
          <ClosedWishes wishes={wishes.data} />
        )
      ) : wishes.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('wishes.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void wishes.refetch()}>
            {tc('actions.tryAgain')}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {tc('states.loading')}
        </p>
      )}
    </section>
  );
}

function ClosedWishes({ wishes }: { wishes: Wishes }) {
  const { t } = useTranslation('fair-share');
  const text = usePeakText();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-900">{t('wishes.closed')}</p>
      {wishes.wishes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('wishes.none')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm text-slate-700">
          {wishes.wishes.map((wish, index) => (
            <li key={`${wish.startDate}-${wish.endDate}`}>
              {t('wishes.wish', { number: index + 1 })}: {text.range(wish.startDate, wish.endDate)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function WishesForm({
  period,
  wishes,
  maxDeparture,
}: {
  period: PeakPeriod;
  wishes: Wishes;
  maxDeparture: string;
}) {
  const { t } = useTranslation('fair-share');
  const id = useId();
  const errorText = useApiErrorMessage();
  const put = usePutWishes();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(loadSchema, {
    defaultValues: { wishes: wishes.wishes.length > 0 ? wishes.wishes : [{ startDate: '', endDate: '' }] },
    messages: {},
  });
  const rows = useFieldArray({ control: form.control, name: 'wishes', keyName: 'key' });
  const errors = form.formState.errors.wishes;
  const busy = put.isPending;

  const rowError = (index: number): string | undefined => {
    const row = errors?.[index];
    if (!row) return undefined;
    // Both dates present but out of order is its own problem; anything else is a missing date.
    return row.endDate?.type === 'custom' && !row.startDate
      ? t('validation.wishOrder')
      : t('validation.wishDates');
  };

  const save = async (body: PutWishesBody) => {
    if (busy) return;
    setFailure(null);
    try {
      await put.mutateAsync({ periodId: period.id, body });
    } catch (error) {
      setFailure(errorText(error, t('wishes.saveFailed')));
      return;
    }
    toastSuccess(t('toasts.wishesSaved'), period.name);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => void save(body))}
      className="flex flex-col gap-3"
      data-testid={`wishes-form-${period.id}`}
    >
      <ol className="flex flex-col gap-3">
        {rows.fields.map((field, index) => {
          const problem = rowError(index);
          const number = index + 1;
          return (
            <li key={field.key} className="flex flex-col gap-1" data-testid="wish-row">
              <span className="text-sm font-medium text-slate-900">{t('wishes.wish', { number })}</span>
              <div className="flex flex-wrap items-end gap-2">
                <div className="flex min-w-36 flex-1 flex-col gap-1">
                  <Label htmlFor={`${id}-${index}-start`} className="text-xs text-slate-600">
                    {t('wishes.arrival', { number })}
                  </Label>
                  <Input
                    id={`${id}-${index}-start`}
                    type="date"
                    min={period.firstNight}
                    max={period.lastNight}
                    disabled={busy}
                    aria-invalid={problem ? true : undefined}
                    {...form.register(`wishes.${index}.startDate`)}
                  />
                </div>
                <div className="flex min-w-36 flex-1 flex-col gap-1">
                  <Label htmlFor={`${id}-${index}-end`} className="text-xs text-slate-600">
                    {t('wishes.departure', { number })}
                  </Label>
                  <Input
                    id={`${id}-${index}-end`}
                    type="date"
                    min={period.firstNight}
                    max={maxDeparture}
                    disabled={busy}
                    aria-invalid={problem ? true : undefined}
                    {...form.register(`wishes.${index}.endDate`)}
                  />
                </div>
                <IconButton
                  label={t('wishes.remove', { number })}
                  icon={Trash2}
                  disabled={busy}
                  onClick={() => rows.remove(index)}
                />
              </div>
              {problem ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {rows.fields.length === 0 ? <p className="text-sm text-slate-600">{t('wishes.none')}</p> : null}
      {wishes.updatedBy ? (
        <p className="text-xs text-slate-600">{t('wishes.updatedBy', { name: wishes.updatedBy })}</p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={busy || rows.fields.length >= PEAK_WISHES_MAX}
          onClick={() => rows.append({ startDate: '', endDate: '' })}
        >
          <Plus aria-hidden="true" />
          {t('wishes.add')}
        </Button>
        <Button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid={`save-wishes-${period.id}`}
        >
          {busy ? t('wishes.saving') : t('wishes.save')}
        </Button>
      </div>
    </form>
  );
}
