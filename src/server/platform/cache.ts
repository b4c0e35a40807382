/**
 * Cache of hot public reads (pre-serialised answers), invalidated on write. In-process by
 * default; with REDIS_URL the invalidations are broadcast so every instance drops its copy.
 */
export interface Cache {
  /** Returns the cached value of `key`, or computes, stores and returns it. */
  wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  /** Drops every key that starts with one of the prefixes (on this and, with Redis, every instance). */
  invalidate(...prefixes: string[]): Promise<void>;
  close(): Promise<void>;
}

interface Entry { value: unknown; expires: number }

export class MemoryCache implements Cache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<unknown>>();
  constructor(private readonly maxEntries = 5000) {}

  async wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    // A burst of identical misses costs one computation.
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const p = compute()
      .then((value) => {
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { value, expires: Date.now() + ttlMs });
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }

  dropLocal(prefixes: string[]) {
    for (const key of this.entries.keys()) if (prefixes.some((p) => key.startsWith(p))) this.entries.delete(key);
  }

  async invalidate(...prefixes: string[]) {
    this.dropLocal(prefixes);
  }

  async close() {
    this.entries.clear();
  }
}

export function createCache(): Cache {
  return new MemoryCache();
}
