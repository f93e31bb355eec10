// Cabin checklists (issue #15, part two): the feature's public surface.
export { CHECKLIST_SCHEDULES, checklistJobHandlers } from './departure-reminders';
export { checklistRoutes } from './routes';
