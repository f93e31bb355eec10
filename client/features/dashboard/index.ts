export { dashboardQueryKeyBase } from './api/query-keys';
/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadDashboardSection = () => import('./components/dashboard-section');
