/**
 * Process entry: config → database (embedded PostgreSQL unless DATABASE_URL) → migrations →
 * demo data on an empty database → app → listen. SIGTERM/SIGINT finish in-flight requests,
 * close the pool and stop the embedded PostgreSQL.
 *
 * Database failures (decision 021): the app's pool has connection, statement and read timeouts
 * (DB_*_TIMEOUT_MS), so requests answer 503 while PostgreSQL is away and succeed again once it
 * is back. An embedded PostgreSQL that stops by itself is restarted once on the same port; a
 * second stop within RESTART_WINDOW_MS ends the process (a supervisor's turn).
 */
import { mkdirSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { buildApp } from './app';
import { createLogger } from './platform/logger';
import { seedIfEmpty } from './db/seed-on-start';
import { bootstrapAdmin } from './domains/staff';
import { connectRedis } from './platform/redis';
import { announcedUrl, listeningPort } from './platform/site-origin';
import type { EmbeddedPostgres } from './db/embedded';

/** An embedded PostgreSQL that stops again within this time of its restart ends the process. */
const RESTART_WINDOW_MS = 60_000;

async function main() {
  const started = Date.now();
  const config = loadConfig(process.env, process.argv.includes('--dev') ? { NODE_ENV: 'development' } : {});
  const log = createLogger(config);
  mkdirSync(config.uploadsDir, { recursive: true });
  // The last net, not the fix: every background task handles its own failures (the job queue's
  // events, the pools' and Redis's `error` listeners). A rejection nobody handled is a bug to
  // report, not a reason to drop every request in flight.
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection (a bug: please report it); the server goes on'));

  let stopping = false;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    const { startEmbeddedPostgres } = await import('./db/embedded');
    let current: EmbeddedPostgres | undefined;
    let lastRestart = 0;
    // The same port and password: the pool's URL stays valid and its next connections succeed.
    const restart = async () => {
      // A Ctrl-C reaches postgres and this process together: let the signal handler speak first.
      await new Promise((r) => setTimeout(r, 500));
      if (stopping) return;
      try {
        if (!current) throw new Error('stopped while starting');
        await current.stop(); // releases the data folder; postgres is already gone
        current = await startEmbeddedPostgres({ ...options, port: current.port });
        log.info({ port: current.port }, 'embedded PostgreSQL restarted');
        if (stopping) await current.stop();
      } catch (err) {
        log.fatal({ err }, 'could not restart the embedded PostgreSQL; exiting');
        process.exit(1);
      }
    };
    const options: Parameters<typeof startEmbeddedPostgres>[0] = {
      dataDir: config.dataDir,
      // PostgreSQL's own routine lines are debug; our lifecycle messages and its warnings are not.
      log: { info: (m) => (m.startsWith('postgres:') ? log.debug(m) : log.info(m)), warn: (m) => log.warn(m), error: (m) => log.error(m) },
      onUnexpectedExit: (exit) => {
        if (stopping) return;
        if (Date.now() - lastRestart < RESTART_WINDOW_MS) {
          log.fatal(exit, 'the embedded PostgreSQL stopped again soon after a restart; exiting');
          process.exit(1);
        }
        lastRestart = Date.now();
        log.error(exit, 'the embedded PostgreSQL stopped unexpectedly; restarting it (requests answer 503 meanwhile)');
        void restart();
      },
    };
    current = await startEmbeddedPostgres(options);
    url = current.url;
    stopEmbedded = () => current!.stop(); // the restarted one after a restart
    log.info({ port: current.port, dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }

  // Migrations and the demo data run on their own short-lived pool without the statement and
  // read timeouts of requests: a long migration or a first seed must not be cut.
  // One connection holds the startup lock, two do the work.
  const maintenance = openDatabase(url!, {
    max: 3,
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS },
    onError: (err) => log.warn({ err }, 'database error'),
  });
  // While stopping, PostgreSQL ending idle connections is expected (a terminal's Ctrl-C or a
  // process-group SIGTERM reaches it too): not worth a warning.
  const database = openDatabase(url!, {
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS, queryMs: config.DB_QUERY_TIMEOUT_MS },
    onError: (err) => (stopping ? log.debug({ err }, 'database connection closed') : log.warn({ err }, 'idle database client error')),
  });
  // The hot public reads' replica (decision 027), with the same limits as the primary's pool.
  const replica = config.DATABASE_READ_URL
    ? openDatabase(config.DATABASE_READ_URL, {
        timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS, queryMs: config.DB_QUERY_TIMEOUT_MS },
        onError: (err) => (stopping ? log.debug({ err }, 'replica connection closed') : log.warn({ err }, 'idle replica client error')),
      })
    : undefined;
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
      await replica?.close();
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
    // Instances starting together on one database take turns (decision 027): migrations, the demo
    // data, the first admin, and the job queue's own tables and queues (pg-boss creating the same
    // queue from two processes at once can deadlock) are made by one instance at a time.
    await withStartupLock(
      maintenance.pool,
      async () => {
        await migrateDatabase(maintenance.db);
        if (config.SEED_DEMO) await seedIfEmpty(maintenance.db, config, log);
        const admin = await bootstrapAdmin(maintenance.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
        if (admin) log.info({ email: config.ADMIN_EMAIL.toLowerCase() }, 'first admin account ready (ADMIN_EMAIL): sign in and open /admin');
        app = await buildApp({ config, database, replica, redis });
        await app.ready();
      },
      () => log.info('another instance is starting on this database: waiting for it'),
    );
    await maintenance.close();
    await app!.listen({ host: config.HOST, port: config.PORT });
    const port = listeningPort(app!);
    log.info({ url: announcedUrl(config, port), ms: Date.now() - started }, `Binaa is ready: open ${announcedUrl(config, port)}`);
  } catch (err) {
    log.error({ err }, 'start failed');
    await app?.close().catch(() => {});
    redis?.disconnect();
    await maintenance.close().catch(() => {});
    await database.close().catch(() => {});
    await replica?.close().catch(() => {});
    await stopEmbedded?.().catch(() => {});
    process.exit(1);
  }
}

void main().catch((err) => {
  // Errors before the logger exists (bad configuration, data folder in use).
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
