import { lazyChunk } from '@/lib/leaving-page';

// Booking rules per cabin (issue #40; decision 057): the feature's public surface. The booking
// dialog shows the rules and the days they allow; the approval warns of the rules a request breaks.
export { useBookingRules } from './api/get-booking-rules';
export { RequestRulesWarning } from './components/request-rules-warning';
export { StayRulesNotice } from './components/stay-rules-notice';
export { type StayBounds, useStayBounds } from './lib/use-stay-rules';

// Settings' card is a chunk of its own: the booking dialog, which imports the notice, does not carry it.
export const BookingRulesCard = lazyChunk(() =>
  import('./components/booking-rules-card').then((module) => module.BookingRulesCard),
);
