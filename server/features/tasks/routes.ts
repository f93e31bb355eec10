import {
  completeTaskResponseSchema,
  createTaskBodySchema,
  taskSchema,
  updateTaskBodySchema,
} from '@shared/schemas/tasks';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { registerRowRoutes } from '../../http/row-routes';
import { completeTask, createTask, deleteTask, listTasks, reopenTask, updateTask } from './task-service';

const missing = { message: 'Task not found', code: 'task_not_found' } as const;
const tags = ['Maintenance log'];

/** The maintenance log of the caller's current cabin (docs/product.md, Maintenance log). */
export async function taskRoutes(fastify: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  registerRowRoutes(fastify, requireUserId, {
    path: '/api/tasks',
    tags,
    missing,
    row: taskSchema,
    list: {
      summary: 'Open tasks by due date, then done ones',
      response: z.array(taskSchema),
      answer: (userId) => listTasks(db, userId),
    },
    create: {
      summary: 'Add a task',
      body: createTaskBodySchema,
      answer: (userId, body) => createTask(db, userId, body),
    },
    change: {
      summary: 'Change a task',
      body: updateTaskBodySchema,
      answer: (userId, id, body) => updateTask(db, userId, id, body),
    },
    remove: { summary: 'Delete a task', answer: (userId, id) => deleteTask(db, userId, id) },
  });
  const app = withContract(fastify);
  app.post(
    '/api/tasks/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark done; `next` is the new occurrence of a recurring task',
        params: idParamsSchema,
        response: { 200: completeTaskResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return completeTask(db, now(), userId, rowIdFrom(request, missing));
    },
  );
  app.post(
    '/api/tasks/:id/reopen',
    {
      schema: {
        tags,
        summary: 'Open a done task again (its untouched next occurrence goes)',
        params: idParamsSchema,
        response: { 200: taskSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return reopenTask(db, userId, rowIdFrom(request, missing));
    },
  );
}
