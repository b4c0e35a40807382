/**
 * With REDIS_URL, two instances of the app count the abuse limits together: the per-account
 * login failures (platform/throttle.ts; the captcha after 5) and the per-address limit of the account calls
 * (@fastify/rate-limit's Redis store). Needs the Redis of the machine (TEST_REDIS_URL, default
 * redis://127.0.0.1:6379); skipped with a warning when there is none.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL as REDIS_URL, redisReachable } from '../helpers/redis';
import { hash } from '@node-rs/argon2';
import * as s from '../../src/server/db/schema/index';
import { buildApp } from '../../src/server/app';
import { buildTestApp, type TestApp } from '../helpers/app';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import type { FastifyInstance } from 'fastify';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`accounts-redis: no Redis at ${REDIS_URL}, skipped`);

describe.runIf(hasRedis)('abuse limits shared through Redis by two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const redisA = new Redis(REDIS_URL);
  const redisB = new Redis(REDIS_URL);
  const run = randomBytes(4).toString('hex');
  const username = `redis_${run}`;

  beforeAll(async () => {
    a = await buildTestApp({ redis: redisA });
    b = await buildApp({ config: a.app.config, database: a.database, web: false, redis: redisB });
    await b.ready();
    await a.db
      .insert(s.users)
      .values({ fullName: 'Redis Tester', username, email: `${username}@example.com`, passwordHash: await hash('the right password'), userActive: true });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    redisA.disconnect();
    redisB.disconnect();
  });

  const call = (app: FastifyInstance, path: string, payload: object, ip: string) =>
    app.inject({ method: 'POST', url: `/api/v1/en/front/${path}`, headers: { 'x-access-key': WEB_ACCESS_KEY, 'x-forwarded-for': ip }, payload });

  it('asks for the captcha after 5 wrong passwords spread over both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // A new address each time: only the per-account counter can add them up.
      const res = await call(i % 2 ? b : a.app, 'login', { username, password: `wrong ${i} pass` }, `10.77.${i}.1`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(5).fill(422));
    const asked = await call(b, 'login', { username, password: 'the right password' }, '10.77.99.1');
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({ check: false, data: { recaptcha_token: ['Please confirm you are not a robot'] } });
  });

  it('counts the registrations of one address on both instances', async () => {
    const ip = `10.88.${Number.parseInt(run.slice(0, 2), 16)}.${Number.parseInt(run.slice(2, 4), 16)}`;
    const statuses: number[] = [];
    const form = (i: number) => ({
      name: 'Redis Tester',
      username: `r${run}${i}`,
      email: `r${run}${i}@example.com`,
      mobile: '01012345678',
      password: 'a long password',
      recaptcha_token: 'not solved',
    });
    for (let i = 0; i < 11; i++) statuses.push((await call(i % 2 ? b : a.app, 'register', form(i), ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });
});
