import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import {
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { identityPaths } from './identity-openapi';
import { PUBLIC_ROUTE } from './session-gate';

// One contract per call (issue #17): each route declares its params, query, body and answers with
// the shared zod schemas. Fastify parses what comes in with them (handlers and services get typed,
// parsed values); the same schemas make the OpenAPI document at /api/openapi.json and the reference
// at /api/docs. Answers are not re-validated on the way out (a mismatch would become a 500 for the
// user); the contract test checks every answer of every call against its declared schema instead.

/** A Fastify instance whose routes take zod schemas. */
export type ContractApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The app with zod schemas on its routes (every feature's routes plugin starts here). */
export const withContract = (app: FastifyInstance): ContractApp => app.withTypeProvider<ZodTypeProvider>();

/** Every refusal: `{message, code?}`; a 5xx also carries the request's id. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z
      .string()
      .optional()
      .describe(
        "A stable code (shared/errors.ts). Any call may answer 409 `cabin_changed` when its `X-Cabin-Id` header names a cabin that is not the caller's current one, and 400 `validation` when that header is not a cabin id.",
      ),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ApiError' });

/** `{message}`: what a write with nothing else to return answers. */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/** The answers every call may give besides its own: any refusal, and a server failure. */
export const refusals = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** A row's `{id}` in the path; an id that is not one of ours is answered 404 by the service. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * Sends bytes or text made elsewhere (the database-built booking list, a picture, a download) as
 * they are: the declared response schema documents them, the contract test checks them.
 */
export function sendAsIs<Reply extends { send: (payload: never) => unknown }>(
  reply: Reply,
  payload: string | Buffer,
): Reply {
  (reply.send as (payload: string | Buffer) => unknown).call(reply, payload);
  // Returned from the handler: Fastify then knows the answer is on its way.
  return reply;
}

/** Registers the zod validator, a plain JSON serializer, and the OpenAPI document and reference. */
export async function registerContract(app: FastifyInstance, version: string): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  // Plain JSON out: see the comment at the top of this file.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hytta API',
        version,
        description:
          "The HTTP API of Hytta, the app for families who share a holiday cabin. Signed-in calls carry the session cookie from the identity calls; state-changing calls from a browser must come from one of the app's own origins. Cabin calls act on the caller's current cabin; a call may name the cabin it was made for in an `X-Cabin-Id` header, and is then refused with 409 `cabin_changed`, before anything is done, when that is not the caller's current cabin (400 when the header is not a cabin id). Without the header a call acts on the current cabin.",
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/docs', '/api/docs/*', '/api/identity/*'] }),
    // Better Auth's calls have one catch-all route: their paths are written out by hand.
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject) as OpenAPIV3_1.Document;
      return { ...document, paths: { ...identityPaths, ...document.paths } } as OpenAPIV3.Document;
    },
  });
  // The reference's pages are public, as is the document: the plugin's routes are declared so here.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...PUBLIC_ROUTE };
    });
    await docs.register(fastifySwaggerUi, swaggerUiOptions);
  });
  app.get('/api/openapi.json', { config: PUBLIC_ROUTE, schema: { hide: true } }, async () => app.swagger());
}

const swaggerUiOptions = {
  routePrefix: '/api/docs',
  // The UI's own files from npm (no CDN), under the app's own content security policy: its
  // page loads its scripts from files, none inline. No call to the public validator badge.
  // The groups start closed, a table of contents of the ~130 calls: Swagger UI 5 stopped
  // drawing after the first group when every call of every group was listed open at once.
  uiConfig: { docExpansion: 'none', deepLinking: true, validatorUrl: null },
} satisfies FastifySwaggerUiOptions;
