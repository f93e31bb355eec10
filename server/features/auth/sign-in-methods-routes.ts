import { randomUUID } from 'node:crypto';
import {
  oidcProvidersResponseSchema,
  providerParamsSchema,
  setPasswordBodySchema,
  signInMethodsSchema,
} from '@shared/schemas/sign-in-methods';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { refusals, withContract } from '../../http/contract';
import { PUBLIC_ROUTE } from '../../http/session-gate';
import type { Identity } from './identity';
import type { PublicOidcProvider } from './oidc-providers';
import { removeLinkedProvider, setFirstPassword, signInMethodsOf } from './sign-in-methods';

export type SignInMethodsRoutesOptions = {
  db: Database;
  identity: Identity;
  requireUserId: (request: FastifyRequest) => Promise<string>;
  oidcProviders: readonly PublicOidcProvider[];
};

const tags = ['Session'];

/**
 * The ways in of the signed-in member (issue #39): which providers the sign-in page offers, what
 * is linked, unlinking a provider and a first password for an account made through a provider.
 * Every call acts on the caller's own account, named by the session alone.
 */
export async function signInMethodsRoutes(
  fastify: FastifyInstance,
  { db, identity, requireUserId, oidcProviders }: SignInMethodsRoutesOptions,
) {
  const app = withContract(fastify);
  const providers = oidcProviders.map(({ id, name }) => ({ id, name }));

  app.get(
    '/api/auth/providers',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'The OpenID Connect providers the sign-in page offers (OIDC_PROVIDERS), by id and name',
        response: { 200: oidcProvidersResponseSchema, ...refusals },
      },
    },
    async () => ({ providers }),
  );

  app.get(
    '/api/auth/sign-in-methods',
    {
      schema: {
        tags,
        summary: "The caller's ways in: a password, linked providers and how many there are",
        response: { 200: signInMethodsSchema, ...refusals },
      },
    },
    async (request) => signInMethodsOf(db, await requireUserId(request), providers),
  );

  app.delete(
    '/api/auth/sign-in-methods/providers/:providerId',
    {
      schema: {
        tags,
        summary: 'Unlink a provider from the caller; never the last way in (400 last_way_in)',
        params: providerParamsSchema,
        response: { 200: signInMethodsSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await removeLinkedProvider(db, userId, request.params.providerId);
      return signInMethodsOf(db, userId, providers);
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        tags,
        summary:
          'A first password for an account made through a provider (400 password_already_set otherwise)',
        body: setPasswordBodySchema,
        response: { 200: signInMethodsSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const context = await identity.$context;
      const hash = await context.password.hash(request.body.newPassword);
      await setFirstPassword(db, userId, { id: randomUUID(), hash });
      return signInMethodsOf(db, userId, providers);
    },
  );
}
