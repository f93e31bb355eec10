// The cabin's house manual (issue #15).
export { manualRoutes } from './routes';
