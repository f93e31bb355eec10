import type { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import webpush from 'web-push';
import { z } from 'zod';
import {
  allowedOrigins,
  DEFAULT_OUTBOUND,
  DEFAULT_TRUST_PROXY,
  type MessagesConfig,
  type OutboundConfig,
  type TrustProxy,
} from './config';
import type { DatabaseHandle } from './db/client';
import { type BackupSettings, backupJobHandlers, backupSchedules } from './db/scheduled-backups';
import { recordEffects } from './effects/record-effects';
import { accountRoutes } from './features/account';
import {
  authRoutes,
  clearedSessionCookies,
  createIdentity,
  createSessionCache,
  type OidcProvider,
  type PasswordHashing,
  requireUserId,
  resetPasswordUrl,
  SESSION_CACHE_MS,
  userIdFromHeaders,
  verifyPassword,
} from './features/auth';
import { bookingRuleRoutes } from './features/booking-rules';
import { bookingRoutes } from './features/bookings';
import { cabinRoutes, currentCabinIdOf, resetLinkRoutes, roleIn } from './features/cabins';
import { calendarRoutes, createFeedTokenSealer } from './features/calendar';
import { CHECKLIST_SCHEDULES, checklistJobHandlers, checklistRoutes } from './features/checklists';
import { COST_SCHEDULES, costJobHandlers, costRoutes } from './features/costs';
import { dashboardRoutes } from './features/dashboard';
import { guestLinkRoutes } from './features/guest-links';
import { HANDOVER_SCHEDULES, handoverJobHandlers, handoverRoutes } from './features/handovers';
import { healthRoutes } from './features/health';
import { holidayRoutes } from './features/holidays';
import { householdRoutes } from './features/households';
import { manualRoutes } from './features/manual';
import {
  createMailer,
  createPushSender,
  DEFAULT_PUSH_SERVICE_HOSTS,
  deliveryHandlers,
  emailJob,
  MESSAGE_SCHEDULES,
  messageRoutes,
  type Resolve,
  reminderHandlers,
  systemResolve,
} from './features/messages';
import { notificationRoutes } from './features/notifications';
import { fairShareRoutes, peakPeriodRoutes } from './features/peak-periods';
import { photoRoutes } from './features/photos';
import { placesRoutes } from './features/places';
import { POWER_SCHEDULES, powerJobHandlers, powerRoutes } from './features/power';
import { profileRoutes } from './features/profile';
import { shoppingRoutes } from './features/shopping';
import { swapRoutes } from './features/swaps';
import { taskRoutes } from './features/tasks';
import { visitRoutes } from './features/visits';
import { waitlistRoutes } from './features/waitlist';
import { weatherRoutes } from './features/weather';
import { registerApiCachePolicy } from './http/api-cache-policy';
import { registerCabinGuard } from './http/cabin-guard';
import { registerContract } from './http/contract';
import { HttpError, registerErrorHandling } from './http/errors';
import { registerIdleGate } from './http/idle-gate';
import { OneLinePerRequest } from './http/logger-options';
import { registerOriginGuard } from './http/origin-guard';
import { REQUEST_ID_LOG_LABEL, registerRequestIdEcho, requestIdGenerator } from './http/request-id';
import { registerSessionGate } from './http/session-gate';
import { registerClientFiles } from './http/static-files';
import { registerTextGuard } from './http/text-guard';
import { createOutboundServices } from './integrations';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { type LiveSocketOptions, registerLiveSockets } from './live/socket-server';

/** The API's version in the OpenAPI document: the app's, bumped with the package. */
const API_VERSION = '0.1.0';

/**
 * The longest one statement of background work waits for the server to have no request in
 * flight; under steady load the job queue still moves, a statement per this long and job.
 */
const BACKGROUND_MAX_WAIT_MS = 200;

/** Every JSON call's body is small text; only the picture upload (its own limit) is large. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** A hop count as Fastify's own reading of one: the nearest `hops` addresses are proxies. */
const forFastify = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export type BuildAppOptions = {
  database: DatabaseHandle;
  publicUrl: string;
  port: number;
  sessionSecret: string;
  trustedOrigins?: string[];
  /** Whose X-Forwarded-For to believe (server/config.ts); by default a proxy on this machine only. */
  trustProxy?: TrustProxy;
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
  live?: Pick<LiveSocketOptions, 'heartbeatMs' | 'maxSocketsPerUser'> & {
    /** Tests only: runs around each membership check of a socket, to put a write in between. */
    aroundMembershipCheck?: (check: () => Promise<boolean>) => Promise<boolean>;
  };
  /**
   * Password hashing for tests only: Better Auth's scrypt costs about 100 ms of CPU a hash by
   * design, and the suites sign up thousands of users. Production never sets it.
   */
  passwordHashing?: PasswordHashing;
  /**
   * Scheduled backups (issue #39): main.ts passes the configured ones; tests that are not about
   * backups leave them out, so no run of theirs writes one.
   */
  backups?: BackupSettings | null;
  /** Sign-in through OpenID Connect providers (OIDC_PROVIDERS); tests point them at a local provider. */
  oidcProviders?: OidcProvider[];
  /** Sees every route as it is registered: the route coverage test compares them with the OpenAPI document. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * E-mail and push (issue #14). Tests leave it out: e-mail goes to a temporary outbox and push is
   * signed with a key pair made for the app; nothing is sent until they run the jobs.
   */
  messages?: Partial<MessagesConfig> & {
    /** Tests only: the HTTPS agent push requests start from (to trust a local push service's certificate). */
    pushAgent?: Agent;
    /** Tests only: how push hosts are resolved (the system's resolver otherwise). */
    pushResolve?: Resolve;
    /** Tests only: inside addresses a push may still go to (the local push service stub's). */
    pushTrustedAddresses?: string[];
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue's runner: main.ts starts it; tests run due jobs themselves. */
    jobs: JobRunner;
  }
}

function messagesConfig(options: BuildAppOptions): MessagesConfig {
  const given = options.messages ?? {};
  return {
    smtpUrl: given.smtpUrl ?? null,
    mailFrom: given.mailFrom ?? 'Hytta <hytta@localhost>',
    outboxDir: given.outboxDir ?? join(tmpdir(), 'hytta-outbox'),
    requireEmailVerification: given.requireEmailVerification ?? false,
    vapid: given.vapid ?? { ...webpush.generateVAPIDKeys(), subject: 'mailto:hytta@localhost' },
    pushServiceHosts: given.pushServiceHosts ?? [...DEFAULT_PUSH_SERVICE_HOSTS],
  };
}

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
    trustProxy: forFastify(options.trustProxy ?? DEFAULT_TRUST_PROXY),
    // A proxy's request id is kept only when the operator named their proxy.
    genReqId: requestIdGenerator(options.trustProxy !== undefined),
    // Small by default (issue #13); the picture upload sets its own larger limit.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
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
  // Background work waits for a moment without requests (decision 040).
  const idle = registerIdleGate(app, { maxWaitMs: BACKGROUND_MAX_WAIT_MS });
  const backgroundDb = database.lowPriority(idle.wait);
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
  await registerContract(app, API_VERSION);

  const now = options.now ?? (() => new Date());
  const messages = messagesConfig(options);
  const queueEmail = async (payload: Parameters<typeof emailJob>[0]) => {
    await recordEffects(database.db, { jobs: [emailJob(payload)] });
  };
  const identity = createIdentity({
    db: database.db,
    requireEmailVerification: messages.requireEmailVerification,
    emails: {
      passwordReset: ({ userId, url }) => queueEmail({ template: 'password-reset', userId, url }),
      confirmAddress: (data) => queueEmail({ template: 'confirm-address', ...data }),
    },
    secret: options.sessionSecret,
    publicUrl: options.publicUrl,
    trustedOrigins: origins,
    signInRateLimitPerMinute: options.signInRateLimitPerMinute ?? 10,
    oidcProviders: options.oidcProviders ?? [],
    ...(options.passwordHashing ? { passwordHashing: options.passwordHashing } : {}),
  });

  const services = createOutboundServices(options.outbound ?? DEFAULT_OUTBOUND, {
    logger: app.log.child({ module: 'outbound' }),
    now: () => now().getTime(),
  });

  const sessions = createSessionCache(options.sessionCache ?? { ttlMs: SESSION_CACHE_MS });
  // Before any route: the hook must be in place for every plugin registered below.
  const sessionUser = registerSessionGate(app, (request: FastifyRequest) =>
    requireUserId(identity, request, sessions),
  );
  // Before any route: a write made for another cabin than the caller's current one is refused
  // up front (issue #36), after the session gate has answered a signed-out caller.
  registerCabinGuard(app, {
    currentCabinOf: async (request) => {
      try {
        return await currentCabinIdOf(database.db, await sessionUser(request));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) return undefined;
        throw error;
      }
    },
  });
  await app.register(healthRoutes, { database, now, backups: Boolean(options.backups) });
  await app.register(authRoutes, {
    db: database.db,
    identity,
    sessions,
    now,
    publicUrl: options.publicUrl,
    mailOldAddress: (data) => queueEmail({ template: 'confirm-change-from-old', ...data }),
    oidcProviders: options.oidcProviders ?? [],
  });
  await app.register(cabinRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    now,
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
  await app.register(photoRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(shoppingRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(taskRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(manualRoutes, { db: database.db, requireUserId: sessionUser });
  await app.register(checklistRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(costRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(householdRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(peakPeriodRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(fairShareRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(dashboardRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(holidayRoutes, { db: database.db, requireUserId: sessionUser });
  await app.register(waitlistRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(swapRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(powerRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(bookingRuleRoutes, { db: database.db, requireUserId: sessionUser });
  await app.register(handoverRoutes, { db: database.db, requireUserId: sessionUser, now });
  await app.register(guestLinkRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    now,
    services,
    publicUrl: options.publicUrl,
  });
  await app.register(notificationRoutes, { db: database.db, requireUserId: sessionUser });
  await app.register(weatherRoutes, { db: database.db, requireUserId: sessionUser, now, services });
  await app.register(placesRoutes, { db: database.db, requireUserId: sessionUser, services });
  await app.register(calendarRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    sealer: createFeedTokenSealer(options.sessionSecret),
    publicUrl: options.publicUrl,
  });
  await app.register(resetLinkRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    now,
    resetUrl: (token) => resetPasswordUrl(options.publicUrl, token),
  });
  await app.register(messageRoutes, {
    db: database.db,
    requireUserId: sessionUser,
    vapidPublicKey: messages.vapid.publicKey,
    secret: options.sessionSecret,
    pushServiceHosts: messages.pushServiceHosts,
  });
  const mailer = createMailer({
    smtpUrl: messages.smtpUrl,
    from: messages.mailFrom,
    outboxDir: messages.outboxDir,
    log: app.log.child({ module: 'mail' }),
  });
  const { pushAgent, pushResolve, pushTrustedAddresses } = options.messages ?? {};
  const push = createPushSender(messages.vapid, {
    hosts: messages.pushServiceHosts,
    resolve: pushResolve ?? systemResolve,
    ...(pushAgent ? { agent: pushAgent } : {}),
    ...(pushTrustedAddresses ? { trustedAddresses: pushTrustedAddresses } : {}),
  });
  const jobs = createJobRunner({
    database,
    db: backgroundDb,
    now,
    log: app.log.child({ module: 'jobs' }),
    schedules: [
      ...MESSAGE_SCHEDULES,
      ...CHECKLIST_SCHEDULES,
      ...COST_SCHEDULES,
      ...HANDOVER_SCHEDULES,
      ...POWER_SCHEDULES,
      ...(options.backups ? backupSchedules(options.backups) : []),
    ],
    handlers: {
      ...deliveryHandlers({
        db: backgroundDb,
        mailer,
        push,
        publicUrl: options.publicUrl,
        secret: options.sessionSecret,
      }),
      ...reminderHandlers(backgroundDb),
      ...checklistJobHandlers(backgroundDb),
      ...costJobHandlers(backgroundDb),
      ...handoverJobHandlers(backgroundDb),
      ...powerJobHandlers(backgroundDb, services.powerPrices, (message) => app.log.warn(message)),
      ...(options.backups
        ? backupJobHandlers(database, options.backups, app.log.child({ module: 'backups' }), now)
        : {}),
    },
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const { aroundMembershipCheck = (check: () => Promise<boolean>) => check(), ...live } = options.live ?? {};
  await registerLiveSockets(app, {
    ...live,
    database,
    userIdFromHeaders: (headers) => userIdFromHeaders(identity, headers),
    isMember: (cabinId, userId) =>
      aroundMembershipCheck(
        async () =>
          z.uuid().safeParse(cabinId).success && (await roleIn(database.db, cabinId, userId)) !== null,
      ),
    allowedOrigins: origins,
    onSessionsEnded: () => sessions.clear(),
  });
  await registerClientFiles(app, options.clientDir ?? null, database.db, now);
  return app;
}
