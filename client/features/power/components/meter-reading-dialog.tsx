import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useCreateMeterReading } from '../api/create-meter-reading';
import { fromLocalInput, parseKwh, toLocalInput } from '../lib/meter-form';

type ReadMeterProps = {
  /** The stay the reading belongs to, filled in (a checklist run's or a booking's); none for a loose one. */
  bookingId?: string | null;
  variant?: 'default' | 'outline';
};

/**
 * "Read the meter" (issue #41, decision 062): a button that opens the meter-reading form, from a
 * stay's power, a checklist's "Read the meter" item or the power card.
 */
export function ReadMeterButton({ bookingId = null, variant = 'outline' }: ReadMeterProps) {
  const { t } = useTranslation('power');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className="self-start"
        onClick={() => setOpen(true)}
        data-testid="read-meter-open"
      >
        <Gauge aria-hidden="true" />
        {t('reading.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="meter-reading-dialog">
          <DialogHeader>
            <DialogTitle>{t('reading.title')}</DialogTitle>
            <DialogDescription>
              {bookingId ? t('reading.forStay') : t('reading.description')}
            </DialogDescription>
          </DialogHeader>
          {open ? <MeterReadingForm bookingId={bookingId} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

type Values = { value: string; readAt: string };

/** The form: kWh with one decimal (a decimal comma too), when it was read (now by default). */
export function MeterReadingForm({ bookingId, onDone }: { bookingId: string | null; onDone: () => void }) {
  const { t } = useTranslation('power');
  const id = useId();
  const create = useCreateMeterReading();
  const form = useForm<Values>({ defaultValues: { value: '', readAt: toLocalInput(new Date()) } });
  const errors = form.formState.errors;

  const onValid = async (values: Values) => {
    const value = parseKwh(values.value);
    const readAt = fromLocalInput(values.readAt);
    if (value === null) form.setError('value', { message: t('reading.valueInvalid') });
    if (readAt === null) form.setError('readAt', { message: t('reading.readAtInvalid') });
    if (value === null || readAt === null || create.isPending) return;
    try {
      await create.mutateAsync({ value, readAt, ...(bookingId ? { bookingId } : {}) });
      toastSuccess(t('reading.saved'));
      onDone();
    } catch (error) {
      // The server's reasons (later than now, lower than the reading before) in the user's language.
      form.setError('root', { type: 'server', message: apiErrorMessage(error, t('reading.failed')) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <TextField
        id={`${id}-value`}
        label={t('reading.value')}
        hint={t('reading.valueHint')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.value?.message}
        disabled={create.isPending}
        data-testid="meter-reading-value"
        {...form.register('value')}
      />
      <TextField
        id={`${id}-readAt`}
        label={t('reading.readAt')}
        type="datetime-local"
        error={errors.readAt?.message}
        disabled={create.isPending}
        {...form.register('readAt')}
      />
      {errors.root?.message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={create.isPending} data-testid="meter-reading-save">
          {create.isPending ? t('reading.saving') : t('reading.save')}
        </Button>
      </div>
    </form>
  );
}
