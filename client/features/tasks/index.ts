// The tasks feature's public surface (the maintenance log); the app imports from here only.
export { tasksQueryKeyBase, tasksQueryOptions } from './api/get-tasks';
/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadTasksSection = () => import('./components/tasks-section');
