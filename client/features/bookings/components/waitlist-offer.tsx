import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useStayText } from '../lib/use-stay-text';
import { NoticeDialog } from './notice-dialog';

export type WantedNights = { startDate: string; endDate: string };

/**
 * The answer to a request for nights that are taken (issue #40, decision 058): the overlap text,
 * and "Put me on the waitlist" for the same nights, confirmed in place.
 */
export function WaitlistOffer({ nights, onClose }: { nights: WantedNights | null; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const { t: tw } = useTranslation('waitlist');
  const text = useStayText();
  const errorText = useApiErrorMessage();
  const join = useJoinWaitlist();
  const range = nights ? text.range(nights.startDate, nights.endDate) : '';
  const close = () => {
    join.reset();
    onClose();
  };
  return (
    <NoticeDialog
      notice={nights && { title: t('overlap.title'), description: t('overlap.description') }}
      onClose={close}
      actions={
        join.isSuccess ? null : (
          <Button
            variant="outline"
            disabled={join.isPending || nights === null}
            onClick={() => nights && join.mutate({ startDate: nights.startDate, endDate: nights.endDate })}
            data-testid="waitlist-join"
          >
            {join.isPending ? tw('offer.joining') : tw('offer.join')}
          </Button>
        )
      }
    >
      {join.isSuccess ? (
        <p role="status" className="text-sm font-medium text-green-800" data-testid="waitlist-joined">
          {tw('offer.joined', { range })}
        </p>
      ) : (
        <p className="text-sm text-slate-700">{tw('offer.hint', { range })}</p>
      )}
      {join.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(join.error, tw('offer.failed'))}
        </p>
      ) : null}
    </NoticeDialog>
  );
}
