/**
 * Counters for abuse limits beyond the per-address rate limit of a route: "at most N login
 * attempts per account per quarter hour". In process by default; shared through Redis when
 * REDIS_URL is set, so several instances count together.
 */
import type { Redis } from 'ioredis';

export interface Throttle {
  /** Counts one hit of `key`; true while the count within the window is at most `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** The count of `key` within its current window, without counting a hit (0 when none). */
  peek(key: string): Promise<number>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export function createThrottle(redis?: Redis): Throttle {
  if (redis) {
    return {
      async hit(key, limit, windowMs) {
        const k = `binaa:throttle:${key}`;
        const count = await redis.incr(k);
        if (count === 1) await redis.pexpire(k, windowMs);
        return count <= limit;
      },
      async peek(key) {
        return Number((await redis.get(`binaa:throttle:${key}`)) ?? 0);
      },
      async reset(key) {
        await redis.del(`binaa:throttle:${key}`);
      },
    };
  }
  const counters = new Map<string, { count: number; until: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      if (counters.size > 50_000) for (const [k, c] of counters) if (c.until <= now) counters.delete(k);
      let c = counters.get(key);
      if (!c || c.until <= now) counters.set(key, (c = { count: 0, until: now + windowMs }));
      c.count++;
      return c.count <= limit;
    },
    async peek(key) {
      const c = counters.get(key);
      return c && c.until > Date.now() ? c.count : 0;
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}
