// Cabin checklists (issue #15, part two): the feature's public surface; the app imports from here only.
export { checklistRunQueryKeyBase } from './api/get-checklist-run';
export { checklistRunsQueryKeyBase, checklistRunsQueryOptions } from './api/get-checklist-runs';
export { checklistsQueryKeyBase, checklistsQueryOptions } from './api/get-checklists';
// The tick that may wait offline, registered by the shell so a kept tick is sent after a restart.
export { tickChecklistItemWrite } from './api/tick-checklist-item';

// The screen is its own chunk: the live updates need only the query keys above, and the shell
// that opens on the dashboard does not carry the checklist screen.
export const loadChecklistsSection = () => import('./components/checklists-section');
