// The waitlist feature's public surface: its routes, and the one call the bookings feature makes
// when nights come free.

export { waitlistRoutes } from './routes';
export { type FreedNights, tellWaitlistOfFreedNights } from './waitlist-nights';
