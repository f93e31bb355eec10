// The tasks feature's public surface (the maintenance log); the app imports from here only.
export {
  type CompleteTaskVariables,
  completeTask,
  useCompleteTask,
} from './api/complete-task';
export { createTask, useCreateTask } from './api/create-task';
export { type DeleteTaskVariables, deleteTask, useDeleteTask } from './api/delete-task';
export {
  getTasks,
  tasksQueryKey,
  tasksQueryKeyBase,
  tasksQueryOptions,
  useTasks,
} from './api/get-tasks';
export { type ReopenTaskVariables, reopenTask, useReopenTask } from './api/reopen-task';
export { type UpdateTaskVariables, updateTask, useUpdateTask } from './api/update-task';
/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadTasksSection = () => import('./components/tasks-section');
export { buildTaskLog, canDeleteTask, isOverdue, type TaskLog } from './lib/task-log';
export { type TaskText, useTaskText } from './lib/use-task-text';
