import {
  messagePreferencesSchema,
  pushEndpointBodySchema,
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  unsubscribeBodySchema,
  unsubscribeResultSchema,
} from '@shared/schemas/message-preferences';
import type { FastifyInstance } from 'fastify';
import { sqlStateOf } from '../../db/client';
import { messageSchema, refusals, withContract } from '../../http/contract';
import { badRequest } from '../../http/errors';
import type { RouteContext } from '../../http/route-context';
import { PUBLIC_ROUTE } from '../../http/session-gate';
import { preferencesOf, savePreferences, turnOffEmail } from './preferences-service';
import { addPushSubscription, removePushSubscription } from './push-subscriptions';
import { readUnsubscribeToken } from './unsubscribe-token';

export type MessageRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId'> & {
  vapidPublicKey: string;
  secret: string;
  /** The push services an endpoint may name (PUSH_SERVICE_HOSTS, decision 042). */
  pushServiceHosts: readonly string[];
};

const tags = ['Messages'];

export async function messageRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, vapidPublicKey, secret, pushServiceHosts }: MessageRoutesOptions,
) {
  const app = withContract(fastify);
  // RFC 8058's one-click unsubscribe POSTs a form (`List-Unsubscribe=One-Click`); the token in
  // the URL is all that counts, so the body is read as text and not looked at.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/push/public-key',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary: "The server's VAPID public key, for PushManager.subscribe()",
        response: { 200: pushPublicKeySchema, ...refusals },
      },
    },
    async () => ({ publicKey: vapidPublicKey }),
  );
  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary:
          "Turn push on for this device (an https endpoint of a browser's push service; the newest 10 devices are kept)",
        body: pushSubscriptionBodySchema,
        response: { 201: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await addPushSubscription(db, await requireUserId(request), request.body, pushServiceHosts);
      return reply.status(201).send({ message: 'Push notifications turned on' });
    },
  );
  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Turn push off for this device',
        body: pushEndpointBodySchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      await removePushSubscription(db, await requireUserId(request), request.body.endpoint);
      return { message: 'Push notifications turned off' };
    },
  );
  app.get(
    '/api/user/notification-preferences',
    {
      schema: {
        tags,
        summary: 'What reaches me by push and by e-mail, per kind (in the app, everything always does)',
        response: { 200: messagePreferencesSchema, ...refusals },
      },
    },
    async (request) => preferencesOf(db, await requireUserId(request)),
  );
  app.put(
    '/api/user/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Save what reaches me by push and by e-mail',
        body: messagePreferencesSchema,
        response: { 200: messagePreferencesSchema, ...refusals },
      },
    },
    async (request) => savePreferences(db, await requireUserId(request), request.body),
  );
  app.post(
    '/api/messages/unsubscribe',
    {
      // The signed token in the link names the user: no session.
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Turn off one kind of e-mail from its link, without signing in (RFC 8058 one-click)',
        querystring: unsubscribeBodySchema,
        response: { 200: unsubscribeResultSchema, ...refusals },
      },
    },
    async (request) => {
      const target = readUnsubscribeToken(secret, request.query.token);
      if (!target) throw badRequest('This link to turn off e-mail is not valid', 'invalid_unsubscribe_link');
      await turnOffEmail(db, target.userId, target.kind).catch((error: unknown) => {
        // The account is gone (a foreign key violation): there is nothing left to send to.
        if (sqlStateOf(error) !== '23503') throw error;
      });
      return { kind: target.kind };
    },
  );
}
