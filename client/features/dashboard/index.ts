export { dashboardQueryKeyBase } from './api/query-keys';
export { DashboardSection } from './components/dashboard-section';
