// The cabin's costs (issue #16): the feature's public surface.
export { addExpenseOwedByHousehold } from './expense-service';
export { COST_SCHEDULES, costJobHandlers } from './night-fees';
export { costRoutes } from './routes';
export { type SplitHousehold, splitHouseholds } from './split-households';
