import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { loadConfig } from './config';
import { answerBackupRequests } from './db/backup';
import { openDatabase } from './db/client';
import { type DataDirLock, lockDataDir, pgliteDirOf } from './db/data-dir-lock';
import { installGracefulShutdown } from './http/graceful-shutdown';
import { loggerOptions, wantsPrettyLogs } from './http/logger-options';
import { clientDir } from './paths';

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. V8 compiles it once with its
 * baseline compiler (Liftoff) and then recompiles the functions it finds hot with its optimising
 * one (TurboFan); PostgreSQL's start-up and recovery make about 75 MB of such code, which stays in
 * memory. A family's cabin data needs no optimised code, and the embedded server has a memory
 * budget (idle RSS < 200 MB, decision 018), so it keeps the baseline code only. The flag is read
 * when a WebAssembly module is compiled, so it must be set before PGlite is opened.
 */
function keepWebAssemblyBaselineCode(): void {
  setFlagsFromString('--liftoff-only');
}

/**
 * Starts the server as configured by the environment. `localPushServices` lets the push sender
 * connect to those inside addresses (the benchmark's push service on 127.0.0.1): for a caller in
 * code only, never from the environment (decision 042).
 */
export async function serve(localPushServices: readonly string[] = []): Promise<void> {
  const config = loadConfig();
  const usePglite = config.databaseUrl === null;
  // Only the embedded database needs the lock: PostgreSQL handles many processes itself.
  const lock: DataDirLock | null = usePglite ? lockDataDir(config.dataDir) : null;
  // `npm run backup` asks a running server for a snapshot with SIGUSR2 (decision 019).
  const backups = usePglite ? answerBackupRequests(config.dataDir) : null;
  if (usePglite) keepWebAssemblyBaselineCode();
  const database = await openDatabase(
    usePglite
      ? { kind: 'pglite', dataDir: pgliteDirOf(config.dataDir) }
      : { kind: 'postgres', url: config.databaseUrl ?? '' },
  );
  try {
    await database.migrate();
  } catch (error) {
    // A database this code refuses (a newer release's) or cannot upgrade is left as it was, and
    // free for the release that can run on it.
    await database.close();
    lock?.release();
    throw error;
  }

  const app = await buildApp({
    database,
    publicUrl: config.publicUrl,
    port: config.port,
    sessionSecret: config.sessionSecret,
    trustedOrigins: config.trustedOrigins,
    trustProxy: config.trustProxy,
    signInRateLimitPerMinute: config.signInRateLimitPerMinute,
    outbound: config.outbound,
    backups: config.backups,
    oidcProviders: config.oidcProviders,
    messages:
      localPushServices.length > 0
        ? { ...config.messages, pushTrustedAddresses: [...localPushServices] }
        : config.messages,
    clientDir,
    logger: loggerOptions(config.logLevel, { pretty: wantsPrettyLogs(process.env, process.stdout.isTTY) }),
  });

  backups?.serve({ database, log: (message, fields) => app.log.info(fields, message) });
  installGracefulShutdown({
    app,
    afterClose: async () => {
      try {
        await database.close();
      } finally {
        lock?.release();
      }
    },
  });

  await app.listen({ port: config.port, host: config.host });
  // E-mail, push and reminders: at once (a schedule missed while stopped runs now), then as work comes.
  await app.jobs.start();
  if (!config.messages.smtpUrl) {
    app.log.info(`No SMTP_URL: e-mails are written to ${config.messages.outboxDir}`);
  }
  app.log.info(
    `Hytta is running at ${config.publicUrl} (${usePglite ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}
