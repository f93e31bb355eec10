import type { SwapOfferListItem } from '@shared/schemas/swaps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useStayText } from '@/features/bookings';
import { apiErrorMessage } from '@/lib/api-error-message';
import { personName } from '@/lib/names';
import { useAcceptSwapOffer } from '../api/accept-swap-offer';
import { useDeclineSwapOffer } from '../api/decline-swap-offer';
import { useWithdrawSwapOffer } from '../api/withdraw-swap-offer';

/**
 * One open swap offer as its party sees it: received (Accept, Decline) or made (Withdraw). A
 * refusal is said in place, in the user's language (a broken cap names its period).
 */
export function SwapOfferItem({ offer }: { offer: SwapOfferListItem }) {
  const { t } = useTranslation('swaps');
  const stayText = useStayText();
  const accept = useAcceptSwapOffer();
  const decline = useDeclineSwapOffer();
  const withdraw = useWithdrawSwapOffer();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const incoming = offer.direction === 'incoming';
  // The viewer's own stay and the other one, whichever way the offer goes.
  const [own, other] = incoming ? [offer.withBooking, offer.booking] : [offer.booking, offer.withBooking];
  const text = t(incoming ? 'offer.incoming' : 'offer.outgoing', {
    name: personName(other.user),
    yours: stayText.range(own.startDate, own.endDate),
    theirs: stayText.range(other.startDate, other.endDate),
  });
  const answer = async (call: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await call();
      toastSuccess(done);
    } catch (error) {
      setFailure(apiErrorMessage(error, t('offer.failed')));
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-3" data-testid="swap-offer">
      <p className="text-sm text-slate-800">{text}</p>
      <div className="flex flex-wrap gap-2">
        {incoming ? (
          <>
            <Button
              size="sm"
              disabled={busy}
              data-testid="swap-offer-accept"
              onClick={() =>
                void answer(
                  () => accept.mutateAsync({ id: offer.id }),
                  t('offer.accepted', { dates: stayText.range(other.startDate, other.endDate) }),
                )
              }
            >
              {accept.isPending ? t('offer.accepting') : t('offer.accept')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              data-testid="swap-offer-decline"
              onClick={() => void answer(() => decline.mutateAsync({ id: offer.id }), t('offer.declined'))}
            >
              {t('offer.decline')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            data-testid="swap-offer-withdraw"
            onClick={() => void answer(() => withdraw.mutateAsync({ id: offer.id }), t('offer.withdrawn'))}
          >
            {t('offer.withdraw')}
          </Button>
        )}
      </div>
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
