// Cabin checklists (issue #15, part two): the feature's public surface.
export { CHECKLIST_SCHEDULES, checklistJobHandlers } from './departure-reminders';
export { type GuestStay, type GuestTicker, guestRunsOfStay, tickAsGuest } from './guest-runs';
export { checklistRoutes } from './routes';
