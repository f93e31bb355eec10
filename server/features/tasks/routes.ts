import type { FastifyInstance } from 'fastify';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { completeTask, createTask, deleteTask, listTasks, reopenTask, updateTask } from './task-service';

const missing = { message: 'Task not found', code: 'task_not_found' } as const;

/** The maintenance log of the caller's current cabin (issue #5; README lists the calls). */
export async function taskRoutes(app: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  app.get('/api/tasks', async (request) => listTasks(db, await requireUserId(request)));
  app.post('/api/tasks', async (request, reply) => {
    const userId = await requireUserId(request);
    return reply.status(201).send(await createTask(db, userId, request.body));
  });
  app.patch('/api/tasks/:id', async (request) => {
    const userId = await requireUserId(request);
    return updateTask(db, userId, rowIdFrom(request, missing), request.body);
  });
  app.post('/api/tasks/:id/complete', async (request) => {
    const userId = await requireUserId(request);
    return completeTask(db, now(), userId, rowIdFrom(request, missing));
  });
  app.post('/api/tasks/:id/reopen', async (request) => {
    const userId = await requireUserId(request);
    return reopenTask(db, userId, rowIdFrom(request, missing));
  });
  app.delete('/api/tasks/:id', async (request) => {
    const userId = await requireUserId(request);
    return deleteTask(db, userId, rowIdFrom(request, missing));
  });
}
