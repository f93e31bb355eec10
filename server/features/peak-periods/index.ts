// Peak periods (issue #16): the feature's public surface. Bookings call enforcePeakRules.
export { enforcePeakRules, type PeakCheck, PeakRuleRefusal } from './peak-rules';
export { fairShareRoutes, peakPeriodRoutes } from './routes';
