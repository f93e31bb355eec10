// The cabin's house manual (issue #15).

export { manualOfCabin } from './manual-service';
export { manualRoutes } from './routes';
