// Swapping stays between households (issue #40; decision 059): the feature's public surface.
export { swapRoutes } from './routes';
