import type { Booking } from '@shared/schemas/bookings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBookings, useBookingViewer } from '@/features/bookings';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useSwapOffers } from '../api/get-swap-offers';
import { canOfferSwapFor } from '../lib/swap-stays';
import { SwapOfferDialog } from './swap-offer-dialog';
import { SwapOfferItem } from './swap-offer-item';

/**
 * On someone else's booking (the read-only details): the viewer's open offers about this stay,
 * to answer or withdraw, and "Offer a swap" for it when the viewer has a stay to give.
 */
export function BookingSwap({ booking }: { booking: Booking }) {
  const { t } = useTranslation('swaps');
  const today = useCabinToday();
  const { userId } = useBookingViewer();
  const bookings = useBookings().data ?? [];
  const offers = (useSwapOffers().data ?? []).filter(
    (offer) => offer.booking.id === booking.id || offer.withBooking.id === booking.id,
  );
  const [open, setOpen] = useState(false);
  const canOffer = offers.length === 0 && canOfferSwapFor(booking, bookings, userId, today);
  if (offers.length === 0 && !canOffer) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="booking-swap">
      {offers.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {offers.map((offer) => (
            <SwapOfferItem key={offer.id} offer={offer} />
          ))}
        </ul>
      ) : null}
      {canOffer ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setOpen(true)}
          data-testid="booking-swap-offer"
        >
          {t('section.offer')}
        </Button>
      ) : null}
      <SwapOfferDialog open={open} onOpenChange={setOpen} wanted={booking} />
    </div>
  );
}
