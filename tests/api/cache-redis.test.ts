/**
 * With REDIS_URL, an invalidation on one instance reaches the caches of the others (platform/cache.ts
 * BroadcastCache), dependants included: a news write names only `news:`, and the home answers
 * (declared as built from news, domains/home/cache.ts) are dropped on every instance. Needs the
 * Redis of the machine (TEST_REDIS_URL, default redis://127.0.0.1:6379); skipped with a warning
 * when there is none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL as REDIS_URL, redisReachable } from '../helpers/redis';
import type { FastifyInstance } from 'fastify';
import * as f from '../factories/index';
import { buildApp } from '../../src/server/app';
import { invalidateNews } from '../../src/server/domains/news/service';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { buildTestApp, type TestApp } from '../helpers/app';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`cache-redis: no Redis at ${REDIS_URL}, skipped`);

describe.runIf(hasRedis)('cache invalidations shared through Redis by two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const redisA = new Redis(REDIS_URL);
  const redisB = new Redis(REDIS_URL);

  beforeAll(async () => {
    a = await buildTestApp({ redis: redisA });
    b = await buildApp({ config: a.app.config, database: a.database, web: false, redis: redisB });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    redisA.disconnect();
    redisB.disconnect();
  });

  const generalNews = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/en/front/home', headers: { 'x-access-key': WEB_ACCESS_KEY } });
    return (res.json() as { data: { general_news: { title: string }[] } }).data.general_news.map((n) => n.title);
  };

  it("a news write on one instance drops the other's news and home answers", async () => {
    await f.createNews(a.db, { categoryId: 1, titleEn: 'Before', publishedAt: new Date(Date.now() - 3_600_000) });
    expect(await generalNews(b)).toEqual(['Before']);
    await f.createNews(a.db, { categoryId: 1, titleEn: 'After', publishedAt: new Date(Date.now() - 60_000) });
    expect(await generalNews(b)).toEqual(['Before']); // b keeps its answer until told
    await invalidateNews(a.app.cache);
    await expect.poll(() => generalNews(b), { timeout: 5_000 }).toEqual(['After', 'Before']);
  });
});
