/**
 * Cache of hot public reads, invalidated on write. In-process by default; with REDIS_URL the
 * invalidations are broadcast so every instance drops its copy (each keeps its own entries:
 * the answers are small and a local hit costs no network).
 */
import type { Redis } from 'ioredis';
import type { PlainKey } from '../../shared/i18n/types';
import { NotFound } from './errors';

export interface Cache {
  /** Returns the cached value of `key`, or computes, stores and returns it. */
  wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  /** Drops every key that starts with one of the prefixes (on this and, with Redis, every instance). */
  invalidate(...prefixes: string[]): Promise<void>;
  /**
   * Calls `listener` with the prefixes of every invalidation that reaches this instance (local or,
   * with Redis, from another instance), so derived caches (the anonymous HTML cache) follow.
   * Returns the unsubscribe function.
   */
  onInvalidate(listener: InvalidationListener): () => void;
  close(): Promise<void>;
}

export type InvalidationListener = (prefixes: readonly string[]) => void;

interface Entry {
  value: unknown;
  expires: number;
}

export class MemoryCache implements Cache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<unknown>>();
  /** Bumped by every invalidation: a computation that started before it is not stored. */
  private generation = 0;
  private readonly listeners = new Set<InvalidationListener>();
  constructor(private readonly maxEntries = 5000) {}

  async wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    // A burst of identical misses costs one computation.
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const p = compute()
      .then((value) => {
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { value, expires: Date.now() + ttlMs });
        }
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }

  dropLocal(prefixes: string[]) {
    this.generation++;
    for (const key of this.entries.keys()) if (prefixes.some((p) => key.startsWith(p))) this.entries.delete(key);
    for (const key of this.pending.keys()) if (prefixes.some((p) => key.startsWith(p))) this.pending.delete(key);
    for (const listener of this.listeners) listener(prefixes);
  }

  onInvalidate(listener: InvalidationListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async invalidate(...prefixes: string[]) {
    this.dropLocal(prefixes);
  }

  async close() {
    this.entries.clear();
    this.listeners.clear();
  }
}

const CHANNEL = 'binaa:cache:invalidate';

/** Local entries, invalidations shared through Redis pub/sub. */
export class BroadcastCache extends MemoryCache {
  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
  ) {
    super();
  }

  static async connect(redis: Redis): Promise<BroadcastCache> {
    const sub = redis.duplicate();
    const cache = new BroadcastCache(redis, sub);
    sub.on('message', (_channel, message: string) => cache.dropLocal(JSON.parse(message) as string[]));
    await sub.subscribe(CHANNEL);
    return cache;
  }

  override async invalidate(...prefixes: string[]) {
    this.dropLocal(prefixes);
    await this.pub.publish(CHANNEL, JSON.stringify(prefixes));
  }

  override async close() {
    await super.close();
    this.sub.disconnect();
  }
}

export function createCache(redis?: Redis): Promise<Cache> | Cache {
  return redis ? BroadcastCache.connect(redis) : new MemoryCache();
}

/**
 * A cached lookup that may find nothing: the miss is cached too (so a burst of requests for an
 * unknown id costs one query) and answered with NotFound(notFoundKey).
 */
export async function wrapFound<T>(cache: Cache, key: string, ttlMs: number, compute: () => Promise<T | null>, notFoundKey: PlainKey): Promise<T> {
  const value = await cache.wrap(key, ttlMs, compute);
  if (value == null) throw new NotFound(notFoundKey);
  return value;
}
