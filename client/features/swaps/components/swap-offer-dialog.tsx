import type { Booking } from '@shared/schemas/bookings';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { SelectField } from '@/components/select-field';
import { useBookings, useBookingViewer, useStayText } from '@/features/bookings';
import { personName } from '@/lib/names';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useOfferSwap } from '../api/offer-swap';
import { otherSwappableStays, ownSwappableStays } from '../lib/swap-stays';

export type SwapOfferDialogProps = DialogStateProps & {
  /** The stay asked for, when the dialog opens from it. */
  wanted?: Booking | null;
};

/** Offer one of the viewer's approved future stays for another household's (issue #40). */
export function SwapOfferDialog({ open, onOpenChange, wanted }: SwapOfferDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="swap-offer-dialog">
      <SwapOfferForm wanted={wanted ?? null} />
    </FormDialog>
  );
}

function SwapOfferForm({ wanted }: { wanted: Booking | null }) {
  const { t } = useTranslation('swaps');
  const id = useId();
  const today = useCabinToday();
  const stayText = useStayText();
  const { userId } = useBookingViewer();
  const bookings = useBookings().data ?? [];
  const mine = ownSwappableStays(bookings, userId, today);
  const theirs = otherSwappableStays(bookings, userId, today);
  const [yours, setYours] = useState(mine.length === 1 ? (mine[0]?.id ?? '') : '');
  const [other, setOther] = useState(wanted?.id ?? '');
  const [missing, setMissing] = useState(false);
  const offer = useOfferSwap();
  const dialog = useDialogWrite(offer.isPending);
  const option = (stay: Booking) => (
    <option key={stay.id} value={stay.id}>
      {t('dialog.stayOption', {
        dates: stayText.range(stay.startDate, stay.endDate),
        name: personName(stay.user),
      })}
    </option>
  );
  const submit = () => {
    if (!yours || !other) {
      setMissing(true);
      return;
    }
    void dialog.run(() => offer.mutateAsync({ bookingId: yours, body: { withBookingId: other } }), {
      failure: { inDialog: t('dialog.failed') },
      success: [t('dialog.sent')],
    });
  };
  return (
    <DialogForm
      dialog={dialog}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      title={t('dialog.title')}
      description={t('dialog.description')}
      submitLabel={offer.isPending ? t('dialog.sending') : t('dialog.submit')}
      submitTestId="swap-offer-submit"
    >
      {mine.length === 0 ? (
        <p className="text-sm text-slate-700" data-testid="swap-no-stays">
          {t('dialog.noStays')}
        </p>
      ) : null}
      {(
        [
          ['yours', yours, setYours, mine],
          ['theirs', other, setOther, theirs],
        ] as const
      ).map(([which, value, setValue, stays]) => (
        <SelectField
          key={which}
          id={`${id}-${which}`}
          label={t(`dialog.${which}`)}
          value={value}
          disabled={dialog.busy}
          error={missing && !value ? t('dialog.choose') : undefined}
          onChange={(event) => setValue(event.target.value)}
          data-testid={`swap-offer-${which}`}
        >
          <option value="">{t('dialog.choose')}</option>
          {stays.map(option)}
        </SelectField>
      ))}
    </DialogForm>
  );
}
