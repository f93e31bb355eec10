// The booking colours of every calendar view (product section 2: approved green, pending amber,
// declined red), kept in one place so the dashboard's preview and the month view agree.

/** A day cell whose night a booking of that status takes. */
export const bookingStatusCell = {
  approved: 'border-green-300 bg-green-200 text-green-950',
  pending: 'border-amber-300 bg-amber-200 text-amber-950',
  declined: 'border-red-200 bg-red-100 text-red-900',
} as const;

/** The text colour of `bookingStatusCell`, for the booker's name laid over a day. */
export const bookingStatusText = {
  approved: 'text-green-950',
  pending: 'text-amber-950',
  declined: 'text-red-900',
} as const;

/** The corner wedge on a free day that a stay of that status leaves on. */
export const bookingStatusWedge = {
  approved: 'bg-green-200',
  pending: 'bg-amber-200',
  declined: 'bg-red-100',
} as const;

/** The ring that marks today. */
export const todayRing = 'ring-2 ring-brand-700 ring-inset';
