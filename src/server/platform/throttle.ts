/**
 * Counters for abuse limits beyond the per-address rate limit of a route: "at most N login
 * attempts per account per quarter hour". In process by default; shared through Redis when
 * REDIS_URL is set, so several instances count together. In Redis a hit is one Lua script (one
 * EVALSHA, atomic on the server): the count and its expiry are set together, so no lost reply
 * between an INCR and a PEXPIRE can leave a key (and the account behind it) locked for ever, and a
 * key found without an expiry (left by an older build) gets one on its next hit.
 */
import type { Redis, Result } from 'ioredis';

/** KEYS[1] the counter, ARGV[1] the window in ms: the new count; the window starts at the first hit. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return count`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    binaaThrottleHit(key: string, windowMs: number): Result<number, Context>;
  }
}

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
    // ioredis sends EVALSHA and loads the script on NOSCRIPT (a restarted or another Redis).
    redis.defineCommand('binaaThrottleHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    return {
      async hit(key, limit, windowMs) {
        const count = await redis.binaaThrottleHit(`binaa:throttle:${key}`, Math.max(1, Math.round(windowMs)));
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
