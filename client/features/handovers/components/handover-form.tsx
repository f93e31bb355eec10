import {
  FIREWOOD_LEVELS,
  HANDOVER_FIX_LINES_MAX,
  HANDOVER_FRIDGE_MAX,
  HANDOVER_NOTE_MAX,
  type Handover,
  HEATING_LEVELS,
  WATER_STATES,
} from '@shared/schemas/handovers';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { TextareaField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useWriteHandover } from '../api/write-handover';

type Values = {
  firewood: Handover['firewood'];
  heating: Handover['heating'];
  water: Handover['water'];
  fridge: string;
  note: string;
  /** One line that needs fixing a row; blank rows are dropped (decision 060). */
  needsFixing: string;
};

const valuesOf = (handover: Handover | null): Values => ({
  firewood: handover?.firewood ?? 'half',
  heating: handover?.heating ?? 'frost',
  water: handover?.water ?? 'off',
  fridge: handover?.fridge ?? '',
  note: handover?.note ?? '',
  needsFixing: handover?.needsFixing.map((line) => line.text).join('\n') ?? '',
});

/** Writing a stay's handover (issue #41): the three states, the fridge, a note, what needs fixing. */
export function HandoverForm({ bookingId, handover }: { bookingId: string; handover: Handover | null }) {
  const { t } = useTranslation('handovers');
  const id = useId();
  const write = useWriteHandover();
  const form = useForm<Values>({ defaultValues: valuesOf(handover) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync({
        bookingId,
        body: { ...values, needsFixing: values.needsFixing.split('\n') },
      });
      toastSuccess(t('saved'));
    } catch (error) {
      toastFailure(t('saveFailed'), error);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      data-testid="handover-form"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          id={`${id}-firewood`}
          label={t('firewood.label')}
          {...form.register('firewood')}
          data-testid="handover-firewood"
        >
          {FIREWOOD_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`firewood.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-heating`}
          label={t('heating.label')}
          {...form.register('heating')}
          data-testid="handover-heating"
        >
          {HEATING_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`heating.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-water`}
          label={t('water.label')}
          {...form.register('water')}
          data-testid="handover-water"
        >
          {WATER_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`water.${state}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        id={`${id}-fridge`}
        label={t('fridge')}
        maxLength={HANDOVER_FRIDGE_MAX}
        rows={2}
        {...form.register('fridge')}
        data-testid="handover-fridge"
      />
      <TextareaField
        id={`${id}-note`}
        label={t('note')}
        maxLength={HANDOVER_NOTE_MAX}
        rows={3}
        {...form.register('note')}
        data-testid="handover-note"
      />
      <TextareaField
        id={`${id}-fix`}
        label={t('needsFixing')}
        hint={t('needsFixingHint', { count: HANDOVER_FIX_LINES_MAX })}
        rows={3}
        {...form.register('needsFixing')}
        data-testid="handover-needs-fixing"
      />
      <Button type="submit" className="self-start" disabled={write.isPending} data-testid="handover-save">
        {t('save')}
      </Button>
    </form>
  );
}
