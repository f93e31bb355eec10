import {
  completeTaskResponseSchema,
  createTaskBodySchema,
  taskSchema,
  updateTaskBodySchema,
} from '@shared/schemas/tasks';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { completeTask, createTask, deleteTask, listTasks, reopenTask, updateTask } from './task-service';

const missing = { message: 'Task not found', code: 'task_not_found' } as const;
const tags = ['Maintenance log'];

/** The maintenance log of the caller's current cabin (docs/product.md, Maintenance log). */
export async function taskRoutes(fastify: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  const app = withContract(fastify);
  app.get(
    '/api/tasks',
    {
      schema: {
        tags,
        summary: 'Open tasks by due date, then done ones',
        response: { 200: z.array(taskSchema), ...refusals },
      },
    },
    async (request) => listTasks(db, await requireUserId(request)),
  );
  app.post(
    '/api/tasks',
    {
      schema: {
        tags,
        summary: 'Add a task',
        body: createTaskBodySchema,
        response: { 201: taskSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(201).send(await createTask(db, userId, request.body));
    },
  );
  app.patch(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Change a task',
        params: idParamsSchema,
        body: updateTaskBodySchema,
        response: { 200: taskSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return updateTask(db, userId, rowIdFrom(request, missing), request.body);
    },
  );
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
  app.delete(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a task',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return deleteTask(db, userId, rowIdFrom(request, missing));
    },
  );
}
