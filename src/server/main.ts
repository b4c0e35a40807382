/**
 * Process entry: config → database (embedded PostgreSQL unless DATABASE_URL) → migrations →
 * demo data on an empty database → app → listen. SIGTERM/SIGINT finish in-flight requests,
 * close the pool and stop the embedded PostgreSQL.
 */
import { mkdirSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { buildApp } from './app';
import { createLogger } from './platform/logger';
import { seedIfEmpty } from './db/seed-on-start';
import { connectRedis } from './platform/redis';

async function main() {
  const started = Date.now();
  const config = loadConfig(process.env, process.argv.includes('--dev') ? { NODE_ENV: 'development' } : {});
  const log = createLogger(config);
  mkdirSync(config.uploadsDir, { recursive: true });

  let stopping = false;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    const { startEmbeddedPostgres } = await import('./db/embedded');
    const pg = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      // PostgreSQL's own routine lines are debug; our lifecycle messages and its warnings are not.
      log: { info: (m) => (m.startsWith('postgres:') ? log.debug(m) : log.info(m)), warn: (m) => log.warn(m), error: (m) => log.error(m) },
      onUnexpectedExit: (exit) => {
        if (stopping) return;
        log.fatal(exit, 'the embedded PostgreSQL stopped unexpectedly');
        process.exit(1);
      },
    });
    url = pg.url;
    stopEmbedded = pg.stop;
    log.info({ port: pg.port, dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }

  // While stopping, PostgreSQL ending idle connections is expected (a terminal's Ctrl-C or a
  // process-group SIGTERM reaches it too): not worth a warning.
  const database = openDatabase(url!, {
    onError: (err) => (stopping ? log.debug({ err }, 'database connection closed') : log.warn({ err }, 'idle database client error')),
  });
  const redis = connectRedis(config.REDIS_URL, (err) => log.warn({ err }, 'redis error'));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(
      () => {
        log.error('shutdown timed out; exiting');
        process.exit(1);
      },
      (config.SHUTDOWN_TIMEOUT + 15) * 1000,
    );
    force.unref();
    try {
      await app?.close();
      redis?.disconnect();
      await database.close();
      await stopEmbedded?.();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await migrateDatabase(database.db);
    if (config.SEED_DEMO) await seedIfEmpty(database.db, config, log);
    app = await buildApp({ config, database, redis });
    await app.listen({ host: config.HOST, port: config.PORT });
    log.info({ url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`, ms: Date.now() - started }, 'Binaa is ready');
  } catch (err) {
    log.error({ err }, 'start failed');
    await app?.close().catch(() => {});
    redis?.disconnect();
    await database.close().catch(() => {});
    await stopEmbedded?.().catch(() => {});
    process.exit(1);
  }
}

void main().catch((err) => {
  // Errors before the logger exists (bad configuration, data folder in use).
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
