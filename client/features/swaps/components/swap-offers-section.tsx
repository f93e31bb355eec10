import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useBookings, useBookingViewer } from '@/features/bookings';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useSwapOffers } from '../api/get-swap-offers';
import { otherSwappableStays, ownSwappableStays } from '../lib/swap-stays';
import { SwapOfferDialog } from './swap-offer-dialog';
import { SwapOfferItem } from './swap-offer-item';

/**
 * The calendar's "Swaps" card (issue #40): the viewer's open offers, received and made, and
 * "Offer a swap" while they hold a stay that can be offered and another household holds one.
 * Nothing shows when there is neither.
 */
export function SwapOffersSection() {
  const { t } = useTranslation('swaps');
  const today = useCabinToday();
  const { userId } = useBookingViewer();
  const bookings = useBookings().data ?? [];
  const offers = useSwapOffers().data ?? [];
  const [open, setOpen] = useState(false);
  const canOffer =
    ownSwappableStays(bookings, userId, today).length > 0 &&
    otherSwappableStays(bookings, userId, today).length > 0;
  if (offers.length === 0 && !canOffer) return null;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" data-testid="swap-offers-section">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ArrowLeftRight aria-hidden="true" className="size-5" />
          {t('section.title')}
        </h2>
        {canOffer ? (
          <Button variant="outline" onClick={() => setOpen(true)} data-testid="swap-offer-open">
            {t('section.offer')}
          </Button>
        ) : null}
      </div>
      {offers.length === 0 ? (
        <p className="text-sm text-slate-600">{t('section.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {offers.map((offer) => (
            <SwapOfferItem key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
      <SwapOfferDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
