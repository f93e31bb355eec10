export { DashboardSection } from './components/dashboard-section';
