import { REPEAT_UNITS, TASK_REPEAT_EVERY_MAX } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/select-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isRepeatUnit, type TaskDraft } from '../lib/task-draft';

type RepeatDraft = Pick<TaskDraft, 'repeatEvery' | 'repeatUnit'>;

type TaskRepeatFieldsProps = {
  idPrefix: string;
  value: RepeatDraft;
  onChange: (value: RepeatDraft) => void;
  disabled: boolean;
  /** About the number alone (not a whole number in range). */
  everyError?: string;
  /** About the pair (one set without the other). */
  pairError?: string;
};

/**
 * How often a task comes back: "every [N] [weeks/months/years]", both or neither. The hint and
 * the errors are tied to both controls.
 */
export function TaskRepeatFields({
  idPrefix,
  value,
  onChange,
  disabled,
  everyError,
  pairError,
}: TaskRepeatFieldsProps) {
  const { t } = useTranslation('tasks');
  const hintId = `${idPrefix}-repeat-hint`;
  const everyErrorId = `${idPrefix}-repeat-every-error`;
  const pairErrorId = `${idPrefix}-repeat-error`;
  const describedBy = (own?: string) =>
    [own, pairError ? pairErrorId : null, hintId].filter(Boolean).join(' ');

  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('dialog.repeat')}</legend>
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-repeat-every`} className="text-xs text-slate-600">
            {t('dialog.repeatEvery')}
          </Label>
          <Input
            id={`${idPrefix}-repeat-every`}
            name="repeat-every"
            type="number"
            inputMode="numeric"
            min={1}
            max={TASK_REPEAT_EVERY_MAX}
            step={1}
            disabled={disabled}
            value={value.repeatEvery}
            aria-invalid={everyError || pairError ? true : undefined}
            aria-describedby={describedBy(everyError ? everyErrorId : undefined)}
            onChange={(event) => onChange({ ...value, repeatEvery: event.target.value })}
            data-testid="task-repeat-every"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-repeat-unit`} className="text-xs text-slate-600">
            {t('dialog.repeatUnit')}
          </Label>
          <NativeSelect
            id={`${idPrefix}-repeat-unit`}
            name="repeat-unit"
            disabled={disabled}
            value={value.repeatUnit}
            aria-invalid={pairError ? true : undefined}
            aria-describedby={describedBy()}
            onChange={(event) => {
              const next = event.target.value;
              onChange({ ...value, repeatUnit: isRepeatUnit(next) ? next : '' });
            }}
            data-testid="task-repeat-unit"
          >
            <option value="">{t('dialog.units.none')}</option>
            {REPEAT_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`dialog.units.${unit}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {t('dialog.repeatHint')}
      </p>
      {everyError ? (
        <p id={everyErrorId} role="alert" className="text-sm font-medium text-red-700">
          {everyError}
        </p>
      ) : null}
      {pairError ? (
        <p id={pairErrorId} role="alert" className="text-sm font-medium text-red-700">
          {pairError}
        </p>
      ) : null}
    </fieldset>
  );
}
