/**
 * Cache of hot public reads, invalidated on write. In-process by default; with REDIS_URL the
 * invalidations are broadcast so every instance drops its copy (each keeps its own entries:
 * the answers are small and a local hit costs no network).
 *
 * The store is lru-cache: bounded (least recently used out first), one computation per key for
 * a burst of identical misses (its fetchMethod), and an invalidation that reaches a key being
 * computed aborts that computation's write: its callers get the value, the cache does not keep
 * it (the generation guard). Bench: bench/cache-store.ts.
 *
 * What a domain caches is declared beside its routes (domains/<d>/cache.ts, `declareCache`) and
 * registered on this cache by the domain's route plugin (`cache.declare`): its key prefixes,
 * the prefixes of the data its answers are built from (an invalidation of one of those drops
 * its prefixes too), whether public pages show it (the HTML caches follow its invalidations)
 * and which pages are worth rendering ahead. Nothing here knows a domain (decision 014).
 */
import type { Redis } from 'ioredis';
import type { PlainKey } from '../../shared/i18n/types';
import { LRUCache } from 'lru-cache';
import type { Lang } from '../../shared/envelope';
import { NotFound } from './errors';

export interface Cache {
  /** Returns the cached value of `key`, or computes, stores and returns it. */
  wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  /**
   * Drops every key that starts with one of the prefixes, and those of the declarations built
   * from them (on this and, with Redis, every instance).
   */
  invalidate(...prefixes: string[]): Promise<void>;
  /**
   * Calls `listener` with the prefixes of every invalidation that reaches this instance (local or,
   * with Redis, from another instance; declared dependants included), so derived caches (the
   * anonymous HTML cache) follow. Returns the unsubscribe function.
   */
  onInvalidate(listener: InvalidationListener): () => void;
  /** Registers what a domain caches (its route plugin calls it; a second declaration of a domain replaces the first). */
  declare(declaration: CacheDeclaration): void;
  /** Every declaration registered so far. */
  declarations(): readonly CacheDeclaration[];
  /** Lookups answered from the cache and not, since start, and the entries held (/metrics). */
  stats(): CacheStats;
  close(): Promise<void>;
}

/** What /metrics reports of a cache (platform/metrics.ts): counts since start, entries now. */
export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
}

export type InvalidationListener = (prefixes: readonly string[]) => void;

/** What one domain caches: `domains/<d>/cache.ts`, registered by its route plugin. */
export interface CacheDeclaration {
  /** The domain's name. */
  domain: string;
  /** Prefixes of the keys the domain's services cache under: its writes invalidate these. */
  prefixes: readonly string[];
  /**
   * Prefixes of other domains' data its answers are built from: invalidating one of those drops
   * `prefixes` too. Another domain's answers' prefix, or a `data:` prefix that names a table
   * nothing is cached for (its writers invalidate it; decision 042).
   */
  builtFrom?: readonly string[];
  /** Public pages show this data: an invalidation of `prefixes` empties the anonymous HTML cache. */
  pages?: boolean;
  /** Site paths worth rendering ahead for anonymous visitors, per language (after start and after the HTML cache is emptied). */
  warm?: (lang: Lang) => readonly string[];
  /**
   * One person's data (their GET me, their subscriptions), never read through `app.readDb`: its
   * invalidations do not send the hot public reads to the primary (platform/read-replica.ts).
   */
  personal?: boolean;
}

/** A declaration, with the invalidation its writers call. */
export interface DeclaredCache extends CacheDeclaration {
  /** Drops the domain's keys (and, through the cache's declarations, what is built from them). */
  invalidate(cache: Cache): Promise<void>;
}

export function declareCache(declaration: CacheDeclaration): DeclaredCache {
  return { ...declaration, invalidate: (cache) => cache.invalidate(...declaration.prefixes) };
}

/** One prefix covers the other: an invalidation of either reaches keys of both. */
export const overlaps = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** The prefixes of the declarations that show data on public pages. */
export function pageSources(cache: Cache): string[] {
  return cache.declarations().flatMap((d) => (d.pages ? d.prefixes : []));
}

/**
 * Whether an invalidation reaches only personal data (declarations with `personal: true`, and no
 * other declaration's prefix): nothing a hot public read shows.
 */
export function onlyPersonal(cache: Cache, prefixes: readonly string[]): boolean {
  const declarations = cache.declarations();
  const personal = declarations.flatMap((d) => (d.personal ? d.prefixes : []));
  const shared = declarations.flatMap((d) => (d.personal ? [] : d.prefixes));
  return prefixes.every((p) => personal.some((s) => overlaps(p, s)) && !shared.some((s) => overlaps(p, s)));
}

/** The site paths worth rendering ahead, in a language, over every declaration. */
export function warmPaths(cache: Cache, lang: Lang): string[] {
  return [...new Set(cache.declarations().flatMap((d) => d.warm?.(lang) ?? []))];
}

/** A value as the store keeps it (lru-cache keeps no undefined, and a cached miss is null). */
interface Box {
  value: unknown;
}
type Compute = () => Promise<unknown>;

export class MemoryCache implements Cache {
  private readonly store: LRUCache<string, Box, Compute>;
  /** Keys being computed (how many computations), which the store's key listing leaves out: an invalidation must reach them. */
  private readonly computing = new Map<string, number>();
  private readonly listeners = new Set<InvalidationListener>();
  private readonly declared = new Map<string, CacheDeclaration>();
  private hits = 0;
  private misses = 0;

  constructor(maxEntries = 5000) {
    this.store = new LRUCache<string, Box, Compute>({
      max: maxEntries,
      // Every wrap gives its own ttl; one set here makes the store keep its TTL arrays from the
      // start, which makes a hit ~25 % cheaper (bench/cache-store.ts).
      ttl: 60_000,
      // An invalidation deletes the key: the computation's callers still get its value, the store does not keep it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
  }

  async wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.store.get(key);
    if (hit) {
      this.hits++;
      return hit.value as T;
    }
    this.misses++;
    // A burst of identical misses costs one computation (the store's fetch).
    this.computing.set(key, (this.computing.get(key) ?? 0) + 1);
    try {
      return (await this.store.fetch(key, { ttl: ttlMs, context: compute }))!.value as T;
    } finally {
      const n = this.computing.get(key)! - 1;
      if (n) this.computing.set(key, n);
      else this.computing.delete(key);
    }
  }

  declare(declaration: CacheDeclaration) {
    this.declared.set(declaration.domain, declaration);
  }

  declarations(): readonly CacheDeclaration[] {
    return [...this.declared.values()];
  }

  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.store.size };
  }

  /** The prefixes and those of every declaration built from them (transitively). */
  protected withDependants(prefixes: readonly string[]): string[] {
    const out = [...prefixes];
    for (let grew = true; grew;) {
      grew = false;
      for (const d of this.declared.values()) {
        if (!d.builtFrom?.some((source) => out.some((p) => overlaps(p, source)))) continue;
        for (const own of d.prefixes) {
          if (out.includes(own)) continue;
          out.push(own);
          grew = true;
        }
      }
    }
    return out;
  }

  dropLocal(prefixes: readonly string[]) {
    const matches = (key: string) => prefixes.some((p) => key.startsWith(p));
    const dropped: string[] = [];
    for (const key of this.store.keys()) if (matches(key)) dropped.push(key);
    for (const key of this.computing.keys()) if (matches(key)) dropped.push(key);
    for (const key of dropped) this.store.delete(key);
    for (const listener of this.listeners) listener(prefixes);
  }

  onInvalidate(listener: InvalidationListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async invalidate(...prefixes: string[]) {
    this.dropLocal(this.withDependants(prefixes));
  }

  async close() {
    this.store.clear();
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
    // A duplicate has no listeners of its own: its connection errors go where the main connection's go.
    sub.on('error', (err: Error) => redis.emit('error', err));
    const cache = new BroadcastCache(redis, sub);
    sub.on('message', (_channel, message: string) => {
      // Anyone who can reach Redis can publish on the channel: a message that is not a list of prefixes is ignored.
      let prefixes: unknown;
      try {
        prefixes = JSON.parse(message);
      } catch {
        return;
      }
      if (Array.isArray(prefixes)) cache.dropLocal(prefixes.filter((p): p is string => typeof p === 'string'));
    });
    await sub.subscribe(CHANNEL);
    return cache;
  }

  /** Dependants are added here: the other instances drop exactly what this one drops. */
  override async invalidate(...prefixes: string[]) {
    const all = this.withDependants(prefixes);
    this.dropLocal(all);
    await this.pub.publish(CHANNEL, JSON.stringify(all));
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
