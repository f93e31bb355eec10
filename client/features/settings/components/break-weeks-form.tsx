import {
  AUTUMN_BREAK_WEEKS,
  type AutumnBreakWeek,
  WINTER_BREAK_WEEKS,
  type WinterBreakWeek,
} from '@shared/norwegian-holidays';
import type { Cabin } from '@shared/schemas/cabins';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useUpdateCabin } from '@/features/cabins';
import { ErrorNotice } from './error-notice';
import { SettingsFact, SettingsFacts } from './settings-facts';

// The cabin's school-break weeks (decision 056): the ISO weeks of its home county's vinterferie
// (8 or 9) and høstferie (40 or 41), which place those breaks on the calendar and in the
// peak-period presets. The owner chooses them with the name and address; everyone sees them.

const toWinterWeek = (value: string): WinterBreakWeek =>
  WINTER_BREAK_WEEKS.find((week) => String(week) === value) ?? WINTER_BREAK_WEEKS[0];
const toAutumnWeek = (value: string): AutumnBreakWeek =>
  AUTUMN_BREAK_WEEKS.find((week) => String(week) === value) ?? AUTUMN_BREAK_WEEKS[0];

/** The two weeks as read-only facts, for those who may not change them. */
export function BreakWeeksFacts({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsFacts>
      <SettingsFact label={t('breakWeeks.winter')} testId="cabin-winter-break-week">
        {t('breakWeeks.week', { week: cabin.winterBreakWeek })}
      </SettingsFact>
      <SettingsFact label={t('breakWeeks.autumn')} testId="cabin-autumn-break-week">
        {t('breakWeeks.week', { week: cabin.autumnBreakWeek })}
      </SettingsFact>
    </SettingsFacts>
  );
}

/** The two selects with their own save, so a week is changed without touching name and address. */
export function BreakWeeksForm({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const update = useUpdateCabin();
  const [winter, setWinter] = useState<WinterBreakWeek>(cabin.winterBreakWeek);
  const [autumn, setAutumn] = useState<AutumnBreakWeek>(cabin.autumnBreakWeek);
  const [failure, setFailure] = useState<string | null>(null);
  const unchanged = winter === cabin.winterBreakWeek && autumn === cabin.autumnBreakWeek;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || unchanged) return;
    setFailure(null);
    try {
      await update.mutateAsync({ winterBreakWeek: winter, autumnBreakWeek: autumn });
      toastSuccess(t('breakWeeks.updated'));
    } catch (error) {
      setFailure(toastFailure(t('breakWeeks.updateFailed'), error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={save}
      className="flex flex-col gap-4"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      data-testid="break-weeks-form"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-medium text-slate-900">
          {t('breakWeeks.title')}
        </h3>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('breakWeeks.hint')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <WeekSelect
          id={`${id}-winter`}
          label={t('breakWeeks.winter')}
          weeks={WINTER_BREAK_WEEKS}
          value={winter}
          onChange={(value) => setWinter(toWinterWeek(value))}
        />
        <WeekSelect
          id={`${id}-autumn`}
          label={t('breakWeeks.autumn')}
          weeks={AUTUMN_BREAK_WEEKS}
          value={autumn}
          onChange={(value) => setAutumn(toAutumnWeek(value))}
        />
      </div>
      {failure ? <ErrorNotice>{failure}</ErrorNotice> : null}
      <div>
        <Button type="submit" variant="outline" disabled={update.isPending || unchanged}>
          {update.isPending ? t('cabin.saving') : t('breakWeeks.save')}
        </Button>
      </div>
    </form>
  );
}

/** One break's choice of ISO weeks, "uke 8" / "uke 9". */
function WeekSelect({
  id,
  label,
  weeks,
  value,
  onChange,
}: {
  id: string;
  label: string;
  weeks: readonly number[];
  value: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <SelectField
      id={id}
      label={label}
      value={String(value)}
      onChange={(event) => onChange(event.target.value)}
    >
      {weeks.map((week) => (
        <option key={week} value={week}>
          {t('breakWeeks.week', { week })}
        </option>
      ))}
    </SelectField>
  );
}
