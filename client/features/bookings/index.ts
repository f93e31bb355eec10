// The bookings feature's public surface; other features and the app import from here only.
export { bookingsQueryKeyBase, bookingsQueryOptions, useBookings } from './api/get-bookings';
export { pendingBookingsQueryKeyBase } from './api/get-pending-bookings';
export { BookingDialog } from './components/booking-dialog';
export { BookingStatusBadge } from './components/booking-status-badge';
export { ExistingBookingDialog } from './components/existing-booking-dialog';
export { RequestsInbox, useWaitingRequestCount } from './components/requests-inbox';
export { StayFields } from './components/stay-fields';
export { WaitlistCard } from './components/waitlist-card';
export { type StayDraft, stayDraftOf } from './lib/stay-draft';
export { stayDatesError, stayDraftFrom } from './lib/stay-form';
export { useBookingViewer } from './lib/use-booking-viewer';
export { useStayText } from './lib/use-stay-text';
