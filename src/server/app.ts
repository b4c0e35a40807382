/**
 * Builds the Fastify app: platform plugins, the domains' plugins (their API routes, plain HTTP
 * routes and job workers, all listed in domains/index.ts) and the web site. main.ts starts it;
 * tests build it too and talk to it through `app.inject`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Redis } from 'ioredis';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { pingDatabase, type Database, type Db } from './db/client';
import { registerApi } from './platform/api';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerMetrics } from './platform/metrics';
import { adminRoutes, frontRoutes, httpRoutes, jobs as domainJobs, openRoutes } from './domains/index';
import { registerOpenApi } from './platform/open-api';
import { imageRoutes } from './platform/images';
import { registerApiAnswerCache } from './platform/answer-cache';
import { BROTLI_PER_REQUEST } from './platform/compression';
import { installApiErrorHandling, onClientError, onFrameworkError } from './platform/envelope';
import { fastifyLoggerOptions } from './platform/logger';
import { registerDocs } from './platform/docs';
import { createCache, type Cache } from './platform/cache';
import { readAppVersion } from './platform/version';
import { startJobQueue, type JobQueue } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mail';
import { createPublicStorage, createStorage, type Storage } from './platform/storage';
import { publicFileRoutes } from './platform/public-files';
import { routeReads } from './platform/read-replica';

export interface AppDeps {
  config: Config;
  database: Database;
  cache?: Cache;
  /** Shared state of several instances (REDIS_URL): cache invalidation, rate limits. */
  redis?: Redis;
  /** Where Fastify's log lines go (tests read them); default stdout. */
  logStream?: DestinationStream;
  /** Serve the React site too (off in API tests). */
  web?: boolean;
  rootDir?: string;
  /** The read replica of DATABASE_READ_URL (the hot public reads); absent: they use `database`. */
  replica?: Database;
  /** Private files; default: the one the configuration names (tests pass a bucket's). */
  storage?: Storage;
  /** Public pictures; default: DATA_DIR/uploads, or the bucket under `public/` (tests pass their own). */
  publicFiles?: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The database of the hot public reads: the replica (DATABASE_READ_URL), or the primary right after a write or without one. */
    readDb: Db;
    /** Where `readDb` points now. */
    readTarget: 'primary' | 'replica';
    /** The read replica's pool (DATABASE_READ_URL), if any. */
    replica: Database | undefined;
    cache: Cache;
    redis: Redis | undefined;
    appVersion: string;
    /** The durable job queue (pg-boss): e-mails, later bulletins and schedules. */
    jobs: JobQueue;
    mailer: Mailer;
    /** Private files (CVs): DATA_DIR/private, or the S3 bucket of S3_BUCKET. */
    storage: Storage;
    /** Public pictures (served at /uploads/, resized at /img/): DATA_DIR/uploads, or the bucket of S3_BUCKET under `public/`. */
    publicFiles: Storage;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const rootDir = deps.rootDir ?? process.cwd();
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : fastifyLoggerOptions(config, deps.logStream),
    // X-Forwarded-For only from the proxies TRUST_PROXY names (off by default).
    trustProxy: config.trustProxy,
    // Envelopes for what Fastify or Node's parser refuse before any route (bad URL, 431).
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    forceCloseConnections: 'idle',
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // Loading the web build and creating the job queue's queues can take longer than Fastify's
    // 10 s on a busy machine (several instances starting at once on 2 cores).
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('redis', deps.redis);
  const cache = deps.cache ?? (await createCache(deps.redis));
  app.decorate('cache', cache);
  app.addHook('onClose', async () => cache.close());
  const reads = routeReads(database, deps.replica, cache, config.DATABASE_READ_AFTER_WRITE_MS);
  app.decorate('readDb', { getter: () => reads.db });
  app.decorate('readTarget', { getter: () => reads.target });
  app.decorate('replica', deps.replica);
  app.addHook('onClose', async () => reads.close());
  app.decorate('appVersion', readAppVersion(rootDir));
  // The job queue and its mail worker; on close, running jobs finish before the pool closes.
  const jobs = await startJobQueue(database, { log: app.log, stopTimeoutMs: config.SHUTDOWN_TIMEOUT * 1000 });
  const mailer = await createMailer(database, jobs, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
    dev: config.dev,
    retryDelaySeconds: config.MAIL_RETRY_DELAY,
    retryLimit: config.MAIL_RETRY_LIMIT,
  });
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('storage', deps.storage ?? createStorage(config));
  app.decorate('publicFiles', deps.publicFiles ?? createPublicStorage(config));
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  // The envelope error handler everywhere; the web scope installs its own HTML one.
  installApiErrorHandling(app);

  registerSecurityHeaders(app);
  registerMetrics(app);
  // Buffered answers (JSON, static files' small bodies) are compressed in one synchronous call
  // rather than through a zlib stream's 16 KB chunks and callbacks; rendered pages are compressed
  // by platform/web.ts on the thread pool.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: 1024 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: BROTLI_PER_REQUEST },
  });
  await app.register(fastifyCookie);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // 503 within READY_TIMEOUT_MS whatever the database does (down, frozen, no free connection):
  // a load balancer's probe must not hang (decision 021).
  const READY_TIMEOUT_MS = 1_500;
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const probe = (async () => {
        await pingDatabase(database.pool, READY_TIMEOUT_MS);
        if (deps.replica) await pingDatabase(deps.replica.pool, READY_TIMEOUT_MS);
        if (deps.redis) await deps.redis.ping();
      })();
      probe.catch(() => {}); // its late failure after the timer won
      const late = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)),
      );
      await Promise.race([probe, late]);
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err }, 'database or redis not reachable');
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  // Photos stored by the seed, the back office and uploads; names are content-addressed or ids.
  await app.register(publicFileRoutes);

  // Responsive WebP sizes of those photos (src/shared/images.ts builds the URLs).
  await app.register(imageRoutes);

  await registerDocs(app);
  registerApiAnswerCache(app);
  await app.register(registerApi, { prefix: '/api/v1/:lang', front: frontRoutes, admin: adminRoutes });
  // The open data API: its own scope, keyed by personal keys instead of the access key.
  await app.register(registerOpenApi, { prefix: '/api/v1/:lang/open', routes: openRoutes });
  // The domains' plain HTTP at the root: sitemap, robots.txt and feeds, ad clicks, the bulletin's
  // unsubscribe, social sign-in, payment callbacks and checkout returns, e-mail confirmations.
  for (const routes of httpRoutes) await app.register(routes);
  // The domains' job workers and schedules.
  for (const work of domainJobs) await app.register(work);
  // Anything else under /api is a clean 404 envelope, never the site's HTML.
  app.all('/api/*', { schema: { hide: true } }, async (_req, reply) => reply.callNotFound());

  if (deps.web !== false) {
    const built = existsSync(resolve(rootDir, 'build/server/index.js'));
    if (config.dev || built) {
      const { registerWeb } = await import('./platform/web');
      await app.register(async (scope) => registerWeb(scope, { dev: config.dev, rootDir }));
    } else {
      app.log.warn('no web build found (run `npm run build`): serving the API only');
    }
  }
  return app;
}
