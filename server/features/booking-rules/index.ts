// Booking rules per cabin (issue #40; decision 057): the feature's public surface. Bookings call
// enforceBookingRules inside their transactions.
export { enforceBookingRules, type RuleCheck } from './booking-rules-service';
export { bookingRuleRoutes } from './routes';
