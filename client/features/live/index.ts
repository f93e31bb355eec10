// The live feature's public surface (the live connection, product section 7); the app imports from here only.
export { useLiveUpdates } from './hooks/use-live-updates';
export type { LiveWebSocket } from './lib/live-socket';
