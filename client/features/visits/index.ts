export { VisitsSection } from './components/visits-section';
