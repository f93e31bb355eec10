export { MoreSection } from './components/more-section';
