// The maintenance log's public surface: a handover's "needs fixing" line becomes a task through
// addTaskIn (issue #41).

export { taskRoutes } from './routes';
export { addTaskIn, taskOfCabin } from './task-service';
