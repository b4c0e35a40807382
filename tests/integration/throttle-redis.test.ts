/**
 * The abuse counters in Redis (platform/throttle.ts): a hit counts and sets the window's expiry in
 * one script, so every counter ends, even one an older build left without an expiry. Needs the
 * Redis of the machine (TEST_REDIS_URL, default redis://127.0.0.1:6379); skipped with a warning
 * when there is none.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { createThrottle } from '../../src/server/platform/throttle';
import { TEST_REDIS_URL, redisReachable } from '../helpers/redis';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`throttle-redis: no Redis at ${TEST_REDIS_URL}, skipped`);

describe.runIf(hasRedis)('throttle counters in Redis', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const other = new Redis(TEST_REDIS_URL);
  const run = randomBytes(4).toString('hex');
  const stored = (key: string) => `binaa:throttle:${key}`;
  afterAll(async () => {
    const keys = await redis.keys(stored(`${run}:*`));
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    other.disconnect();
  });

  it('allows `limit` hits in a window, refuses the next, and the counter carries the window as its expiry', async () => {
    const throttle = createThrottle(redis);
    const key = `${run}:login`;
    const answers: boolean[] = [];
    for (let i = 0; i < 4; i++) answers.push(await throttle.hit(key, 3, 900_000));
    expect(answers).toEqual([true, true, true, false]);
    expect(await throttle.peek(key)).toBe(4);
    const ttl = await redis.pttl(stored(key));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(900_000);
    await throttle.reset(key);
    expect(await throttle.peek(key)).toBe(0);
  });

  it('two instances hitting at once count every hit, and the key always has an expiry', async () => {
    const a = createThrottle(redis);
    const b = createThrottle(other);
    const key = `${run}:together`;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).hit(key, 10, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await a.peek(key)).toBe(50);
    expect(await redis.pttl(stored(key))).toBeGreaterThan(0);
  });

  it('a counter left without an expiry (the old INCR then PEXPIRE lost its second call) gets one on its next hit and ends', async () => {
    const throttle = createThrottle(redis);
    const key = `${run}:stuck`;
    await redis.set(stored(key), '99'); // no expiry: the owner was locked out for ever
    expect(await redis.pttl(stored(key))).toBe(-1);
    expect(await throttle.hit(key, 5, 300)).toBe(false);
    expect(await redis.pttl(stored(key))).toBeGreaterThan(0);
    // The window ends: the key is gone and the owner may try again.
    await vi.waitFor(async () => expect(await redis.exists(stored(key))).toBe(0), { timeout: 10_000, interval: 100 });
    expect(await throttle.hit(key, 5, 300)).toBe(true);
    expect(await throttle.peek(key)).toBe(1);
  });
});
