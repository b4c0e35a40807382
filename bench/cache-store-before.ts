/**
 * The cache store as it was before decision 014 (a Map with insertion-order eviction, its own
 * single flight and generation counter), kept only so bench/cache-store.ts can compare it with
 * the lru-cache store. Not used by the application.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { isShareable, type CachedPage, type HtmlCacheOptions, type Lookup, type RenderedPage } from '../src/server/platform/html-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  value: unknown;
  expires: number;
}

export class MapMemoryCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<unknown>>();
  /** Bumped by every invalidation: a computation that started before it is not stored. */
  private generation = 0;
  private readonly listeners = new Set<(prefixes: readonly string[]) => void>();
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

  onInvalidate(listener: (prefixes: readonly string[]) => void) {
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

export class MapHtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<RenderedPage>>();
  /** Bumped by every clear(): a render that started before it is not stored. */
  private generation = 0;
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly precompress: boolean;
  private readonly now: () => number;

  constructor(opts: HtmlCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.staleMs = opts.staleMs ?? 30_000;
    this.maxEntries = opts.maxEntries ?? 1_000;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.precompress = opts.precompress ?? true;
    this.now = opts.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /**
   * The cached page of `key`, or the result of `render` (one render for concurrent identical
   * misses). A render that cannot be shared (not 200 HTML, or sets a cookie) is not stored and
   * is given only to the request that made it; the others that waited render for themselves.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<Lookup> {
    const entry = this.entries.get(key);
    if (entry) {
      const now = this.now();
      if (entry.expires > now) return { page: entry, hit: true };
      if (entry.staleUntil > now) {
        if (!this.pending.has(key)) void this.render(key, render).catch(() => undefined);
        return { page: entry, hit: true };
      }
      this.remove(key, entry);
    }
    const running = this.pending.get(key);
    if (running) {
      const page = await running;
      return isShareable(page) ? { page, hit: true } : { page: await render(), hit: false };
    }
    return { page: await this.render(key, render), hit: false };
  }

  /** One render of `key` at a time; stored when it may be shared and nothing was invalidated meanwhile. */
  private async render(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const generation = this.generation;
    const p = render();
    this.pending.set(key, p);
    try {
      const page = await p;
      if (generation === this.generation && isShareable(page)) this.put(key, page);
      return page;
    } finally {
      if (this.pending.get(key) === p) this.pending.delete(key);
    }
  }

  /** The fresh entry of `key`, if any. */
  peek(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires > this.now()) return hit;
    this.remove(key, hit);
    return undefined;
  }

  /** Stores a page (the caller decided it may be shared). */
  put(key: string, page: RenderedPage) {
    if (page.body.length > this.maxBytes / 8) return;
    const expires = this.now() + this.ttlMs;
    const entry: CachedPage = {
      ...page,
      etag: `W/"${createHash('sha1').update(page.body).digest('base64url').slice(0, 22)}"`,
      expires,
      staleUntil: expires + this.staleMs,
    };
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    this.evict();
    if (this.precompress && entry.body.length >= 1024) void this.compress(key, entry);
  }

  private async compress(key: string, entry: CachedPage) {
    try {
      const [br, gz] = await Promise.all([
        brotli(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }),
        gzipAsync(entry.body, { level: 9 }),
      ]);
      if (this.entries.get(key) !== entry) return; // replaced or dropped meanwhile
      entry.br = br;
      entry.gzip = gz;
      this.bytes += br.length + gz.length;
      this.evict();
    } catch {
      // keep the identity body: @fastify/compress compresses per request
    }
  }

  private remove(key: string, entry: CachedPage) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  }

  /** Oldest first (insertion order) while over a bound. */
  private evict() {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const first = this.entries.entries().next();
      if (first.done) break;
      this.remove(first.value[0], first.value[1]);
    }
  }
}
