// The bookings feature's public surface; other features (visit log, calendar) import from here only.
export { createBooking, useCreateBooking } from './api/create-booking';
export { type DecideBookingVariables, decideBooking, useDecideBooking } from './api/decide-booking';
export { type DeleteBookingVariables, deleteBooking, useDeleteBooking } from './api/delete-booking';
export {
  bookingsQueryKey,
  bookingsQueryKeyBase,
  bookingsQueryOptions,
  getBookings,
  useBookings,
} from './api/get-bookings';
export {
  getPendingBookings,
  pendingBookingsQueryKey,
  pendingBookingsQueryKeyBase,
  pendingBookingsQueryOptions,
  usePendingBookings,
} from './api/get-pending-bookings';
export { invalidateBookings } from './api/invalidate-bookings';
export { type UpdateBookingVariables, updateBooking, useUpdateBooking } from './api/update-booking';
export { BookingDialog, type BookingDialogProps } from './components/booking-dialog';
export { type BookingBadgeStatus, BookingStatusBadge } from './components/booking-status-badge';
export { ExistingBookingDialog, type ExistingBookingDialogProps } from './components/existing-booking-dialog';
export { RequestsInbox, useWaitingRequestCount } from './components/requests-inbox';
export { StayFields, type StayFieldsProps } from './components/stay-fields';
export { bookingRequestErrorText, stripStatusPrefix } from './lib/booking-error';
export {
  type BookingClickAction,
  bookingClickAction,
  canDecideBooking,
  canEditBooking,
} from './lib/booking-rules';
export { type StayDraft, stayDraftOf } from './lib/stay-draft';
export { stayDatesError, stayDraftFrom } from './lib/stay-form';
export { type BookingViewer, useBookingViewer } from './lib/use-booking-viewer';
export { useCabinToday } from './lib/use-cabin-today';
export { personName, type StayText, useStayText } from './lib/use-stay-text';
