// The handover note (issue #41, part 1; decision 060): the feature's public surface.
export { HANDOVER_SCHEDULES, handoverJobHandlers } from './handover-notices';
export { handoverRoutes } from './routes';
