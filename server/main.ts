import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { type DataDirLock, lockDataDir } from './db/data-dir-lock';
import { loggerOptions } from './http/logger-options';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const usePglite = config.databaseUrl === null;
  // Only the embedded database needs the lock: PostgreSQL handles many processes itself.
  const lock: DataDirLock | null = usePglite ? lockDataDir(config.dataDir) : null;
  const database = await openDatabase(
    usePglite
      ? { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') }
      : { kind: 'postgres', url: config.databaseUrl ?? '' },
  );
  await database.migrate();

  const app = await buildApp({
    database,
    publicUrl: config.publicUrl,
    port: config.port,
    sessionSecret: config.sessionSecret,
    trustedOrigins: config.trustedOrigins,
    trustProxy: config.trustProxy,
    signInRateLimitPerMinute: config.signInRateLimitPerMinute,
    outbound: config.outbound,
    clientDir,
    logger: loggerOptions(config.logLevel),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Hytta is running at ${config.publicUrl} (${usePglite ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
