import fastifyHelmet from '@fastify/helmet';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { allowedOrigins, DEFAULT_OUTBOUND, type OutboundConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account';
import {
  authRoutes,
  clearedSessionCookies,
  createIdentity,
  createSessionCache,
  type PasswordHashing,
  requireUserId,
  SESSION_CACHE_MS,
  userIdFromHeaders,
  verifyPassword,
} from './features/auth';
import { bookingRoutes } from './features/bookings';
import { cabinRoutes, roleIn } from './features/cabins';
import { calendarRoutes, createFeedTokenSealer } from './features/calendar';
import { dashboardRoutes } from './features/dashboard';
import { healthRoutes } from './features/health';
import { notificationRoutes } from './features/notifications';
import { placesRoutes } from './features/places';
import { profileRoutes } from './features/profile';
import { shoppingRoutes } from './features/shopping';
import { taskRoutes } from './features/tasks';
import { visitRoutes } from './features/visits';
import { weatherRoutes } from './features/weather';
import { registerApiCachePolicy } from './http/api-cache-policy';
import { registerErrorHandling } from './http/errors';
import { OneLinePerRequest } from './http/logger-options';
import { registerOriginGuard } from './http/origin-guard';
import { REQUEST_ID_LOG_LABEL, registerRequestIdEcho, requestIdGenerator } from './http/request-id';
import { registerClientFiles } from './http/static-files';
import { registerTextGuard } from './http/text-guard';
import { createOutboundServices } from './integrations';
import { type LiveSocketOptions, registerLiveSockets } from './live/socket-server';

export type BuildAppOptions = {
  database: DatabaseHandle;
  publicUrl: string;
  port: number;
  sessionSecret: string;
  trustedOrigins?: string[];
  trustProxy?: boolean;
  signInRateLimitPerMinute?: number;
  /** The built client to serve; null for an API-only app (tests). */
  clientDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** The time; tests fix it. Bookings use it for "today" in the cabin's time zone. */
  now?: () => Date;
  /** The weather and address services (tests point them at local stubs). */
  outbound?: OutboundConfig;
  /** How long a Cookie header may be answered without the database (tests shorten it and set the clock). */
  sessionCache?: { ttlMs: number; now?: () => number };
  /** Live socket tuning (tests shorten the heartbeat; the benchmark opens many sockets). */
  live?: Pick<LiveSocketOptions, 'heartbeatMs' | 'maxSocketsPerUser'>;
  /**
   * Password hashing for tests only: Better Auth's scrypt costs about 100 ms of CPU a hash by
   * design, and the suites sign up thousands of users. Production never sets it.
   */
  passwordHashing?: PasswordHashing;
  /** Sees every route as it is registered: the route coverage test compares them with README.md. */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * On the embedded database, the number of commits that changed users, cabin memberships or
 * cabins, counted from the notifications the database sends before each such commit returns
 * (migration 0007). The booking list trusts it only there: this process is the database's only
 * client (the data directory is locked). On PostgreSQL other processes write, and notifications
 * arrive late, so there is no count.
 */
async function countMembershipChanges(app: FastifyInstance, database: DatabaseHandle) {
  if (database.kind !== 'pglite') return undefined;
  let changes = 0;
  const stop = await database.listen('hytta_membership_change', { onPayload: () => (changes += 1) });
  // Called with no arguments: PGlite's unlisten takes a transaction as its first.
  app.addHook('onClose', async () => {
    await stop();
  });
  return () => changes;
}

/** The whole HTTP app, used by main.ts and by tests through `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    // Profile pictures arrive as data URLs of up to 5 MB (about 6.7 MB as base64).
    bodyLimit: 8 * 1024 * 1024,
    // Better Auth's ids and our uuids are short; a long URL is an attack, not a user.
    routerOptions: { maxParamLength: 200 },
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', onRoute);

  const origins = allowedOrigins({
    publicUrl: options.publicUrl,
    port: options.port,
    trustedOrigins: options.trustedOrigins ?? [],
  });
  const secure = options.publicUrl.startsWith('https:');

  registerErrorHandling(app);
  registerRequestIdEcho(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix set inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  registerOriginGuard(app, origins);
  registerTextGuard(app);
  registerApiCachePolicy(app);

  const identity = createIdentity({
    db: database.db,
    secret: options.sessionSecret,
    publicUrl: options.publicUrl,
    trustedOrigins: origins,
    signInRateLimitPerMinute: options.signInRateLimitPerMinute ?? 10,
    ...(options.passwordHashing ? { passwordHashing: options.passwordHashing } : {}),
  });

  const now = options.now ?? (() => new Date());
  const services = createOutboundServices(options.outbound ?? DEFAULT_OUTBOUND, {
    logger: app.log.child({ module: 'outbound' }),
    now: () => now().getTime(),
  });

  await app.register(healthRoutes, { database });
  const sessions = createSessionCache(options.sessionCache ?? { ttlMs: SESSION_CACHE_MS });
  await app.register(authRoutes, { db: database.db, identity, sessions });
  const sessionUser = (request: FastifyRequest) => requireUserId(identity, request, sessions);
  await app.register(cabinRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    geocoder: services.geocoder,
  });
  await app.register(profileRoutes, { db: database.db, requireUserId: sessionUser });
  await app.register(accountRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    now,
    checkPassword: (userId, password) => verifyPassword(identity, database.db, userId, password),
    endSessions: async (request) => {
      sessions.clear();
      return clearedSessionCookies(identity, request.headers);
    },
  });
  await app.register(bookingRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    now,
    membershipChanges: await countMembershipChanges(app, database),
  });
  await app.register(visitRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(shoppingRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(taskRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(dashboardRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(notificationRoutes, { db: database.db, requireUserId: sessionUser });
  await app.register(weatherRoutes, { db: database.db, requireUserId: sessionUser, now, services });
  await app.register(placesRoutes, { db: database.db, requireUserId: sessionUser, services });
  await app.register(calendarRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    sealer: createFeedTokenSealer(options.sessionSecret),
    publicUrl: options.publicUrl,
  });
  await registerLiveSockets(app, {
    ...options.live,
    database,
    userIdFromHeaders: (headers) => userIdFromHeaders(identity, headers),
    isMember: async (cabinId, userId) =>
      z.uuid().safeParse(cabinId).success && (await roleIn(database.db, cabinId, userId)) !== null,
    allowedOrigins: origins,
    onSessionsEnded: () => sessions.clear(),
  });
  await registerClientFiles(app, options.clientDir ?? null);
  return app;
}
