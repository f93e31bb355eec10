import { lazyChunk } from '@/lib/leaving-page';

// Swapping stays between households (issue #40): the feature's public surface. The live updates
// need only the query key; the card and the booking's swap part are chunks of their own, so the
// shell and the calendar do not carry them until a booking list shows.
export { swapOffersQueryKeyBase } from './api/get-swap-offers';
export const SwapOffersSection = lazyChunk(() =>
  import('./components/swap-offers-section').then((module) => module.SwapOffersSection),
);
export const BookingSwap = lazyChunk(() =>
  import('./components/booking-swap').then((module) => module.BookingSwap),
);
