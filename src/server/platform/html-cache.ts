/**
 * Short-lived cache of the server-rendered HTML of the shared pages, so a burst of readers costs
 * one render. Used by web.ts around React Router's request handler.
 *
 * - Only GETs of the routes that declare themselves shared (shared/page-kind.ts): those are
 *   rendered as a visitor, with the preference cookies only, so visitors and signed-in readers
 *   get the same bytes. The key is (path + query, lang, theme, country); personal routes bypass.
 * - Only 200 text/html answers without Set-Cookie (and without `no-store`) are kept.
 * - Identical concurrent misses share one render (single flight: lru-cache's fetchMethod).
 * - Entries are fresh for `ttlMs` (30 s); for `staleMs` more an expired entry is still answered
 *   while one background render replaces it (stale-while-revalidate), so the expiry of a hot
 *   page never makes its visitors wait for a render. All entries are dropped when the app cache
 *   invalidates a prefix that a domain declared as shown on public pages (`pages: true` in
 *   domains/<d>/cache.ts): `watch(cache)`. A render that started before that is not stored.
 * - Bounded by entries and by bytes (bodies and their compressed copies), least recently used out.
 * - The body is compressed once (br and gzip, on the thread pool, after the first answer) and
 *   hits send those bytes as they are; until then each answer is compressed per request. A
 *   re-render of a stale entry keeps the copies when the body did not change, else it replaces
 *   the entry only once its own copies are made (the stale one is answered meanwhile).
 *   See docs/decisions/003-anonymous-page-cache.md for the measurements.
 * - An entry keeps the page's headers, its Content-Security-Policy among them: the hashes of the
 *   inline scripts of these very bytes (decision 022), so a hit never answers another render's policy.
 */
import { createHash } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { PREFERENCE_COOKIES } from '../../shared/page-kind';
import { overlaps, pageSources, type Cache, type CacheStats } from './cache';
import { brotli, gzipAsync } from './compression';

export interface RenderedPage {
  status: number;
  /**
   * Response headers, Set-Cookie excluded. A page's own Content-Security-Policy is one of them
   * (the hashes of its inline scripts, platform/web.ts): stored with the bytes, sent with every hit.
   */
  headers: [string, string][];
  setCookies: string[];
  body: Buffer;
}

export interface CachedPage extends RenderedPage {
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  expires: number;
  /** After `expires` and until this time the entry is answered while it is re-rendered. */
  staleUntil: number;
}

export interface HtmlCacheOptions {
  ttlMs?: number;
  /** How long after its expiry an entry may still be answered while it is re-rendered (0: never). */
  staleMs?: number;
  maxEntries?: number;
  /** Upper bound of the bytes held (bodies and their compressed copies). */
  maxBytes?: number;
  /** Keep br/gzip copies of each body (default true). */
  precompress?: boolean;
  now?: () => number;
}

export type Lookup = { page: RenderedPage | CachedPage; hit: boolean };

/**
 * The preference cookies (lang, theme, country: the first of each name) of a Cookie header. They
 * select a variant of a shared page; every other cookie (the session among them) is left out of
 * a shared page's render and key, so a signed-in reader gets the visitor's bytes.
 */
export function preferencesOf(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!header) return found;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if ((PREFERENCE_COOKIES as readonly string[]).includes(name) && !found.has(name)) found.set(name, part.slice(eq + 1).trim());
  }
  return found;
}

/** The Cookie header a shared page is rendered with: the preferences only. */
export function preferenceCookieHeader(prefs: Map<string, string>): string | undefined {
  return prefs.size ? [...prefs].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
}

/** The cache key of a GET of a shared page (path + query and the preferences); null when not a GET. */
export function htmlCacheKey(method: string, url: string, prefs: Map<string, string>): string | null {
  if (method !== 'GET') return null;
  return `${PREFERENCE_COOKIES.map((n) => prefs.get(n) ?? '').join('|')}|${url}`;
}

/** A page may be shared between visitors: a 200 HTML answer that sets no cookie. */
export function isShareable(page: RenderedPage): boolean {
  if (page.status !== 200 || page.setCookies.length > 0) return false;
  const header = (name: string) => page.headers.find(([n]) => n.toLowerCase() === name)?.[1] ?? '';
  return /^text\/html\b/i.test(header('content-type')) && !/\bno-store\b/i.test(header('cache-control'));
}

/** A weak ETag of an answer's bytes (the stored pages, and answers kept elsewhere such as GET me). */
export const weakEtag = (bytes: string | Buffer) => `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;

/** What a render hands to the store's fetchMethod, and what it leaves for its own request. */
interface RenderContext {
  render: () => Promise<RenderedPage>;
  /** Set when this request's render ran (the first of a burst). */
  started?: boolean;
  /** This request's page when it may not be shared (not stored, not given to the others). */
  own?: RenderedPage;
}

/** A stale entry is answered while it is rendered again (one options object, not one per lookup). */
const ALLOW_STALE = { allowStale: true } as const;

export class HtmlCache {
  private readonly store: LRUCache<string, CachedPage, RenderContext>;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly precompress: boolean;
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;

  constructor(opts: HtmlCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.staleMs = opts.staleMs ?? 30_000;
    this.precompress = opts.precompress ?? true;
    this.now = opts.now ?? Date.now;
    const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.store = new LRUCache<string, CachedPage, RenderContext>({
      max: opts.maxEntries ?? 1_000,
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 8,
      sizeCalculation: (page) => page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) || 1,
      // The store forgets an entry at the end of its stale window; fresh or stale is decided here (`expires`).
      ttl: this.ttlMs + this.staleMs,
      ttlResolution: 0,
      perf: { now: this.now },
      // clear() deletes a render under way: its requests still get the page, the store does not keep it.
      ignoreFetchAbort: true,
      fetchMethod: async (key, stale, { context }) => {
        context.started = true;
        const page = await context.render();
        if (!isShareable(page)) {
          context.own = page;
          return undefined;
        }
        const entry = this.entryOf(page);
        if (!this.precompress || entry.body.length < 1024) return entry;
        // The same body as the entry it replaces (the usual re-render): the same compressed copies.
        if (stale && stale.etag === entry.etag && (stale.br || stale.gzip)) return { ...entry, br: stale.br, gzip: stale.gzip };
        // A changed body replacing a stale entry, whose visitors are answered from it meanwhile: it
        // goes in with its copies. Stored bare, the next hits would each go through a per-request
        // brotli (slower, and bigger) until the copies arrived (decision 016).
        if (stale && stale.staleUntil > this.now()) return this.withCopies(entry);
        // A first render: the visitors waiting for it are answered at once, the copies follow.
        void this.compress(key, entry);
        return entry;
      },
    });
  }

  get size() {
    return this.store.size;
  }

  /** Lookups answered from the cache (a stale entry included) and not, since start; entries held. */
  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.store.size };
  }

  /**
   * Empties the cache when the app cache drops data the pages are built from (the prefixes of the
   * declarations with `pages: true`, read at each invalidation). Returns the unsubscribe.
   */
  watch(cache: Cache, onCleared?: () => void): () => void {
    return cache.onInvalidate((prefixes) => {
      const sources = pageSources(cache);
      if (!prefixes.some((p) => sources.some((s) => overlaps(p, s)))) return;
      this.clear();
      onCleared?.();
    });
  }

  clear() {
    this.store.clear();
  }

  /**
   * The cached page of `key`, or the result of `render` (one render for concurrent identical
   * misses). A render that cannot be shared (not 200 HTML, or sets a cookie) is not stored and
   * is given only to the request that made it; the others that waited render for themselves.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<Lookup> {
    const entry = this.store.get(key, ALLOW_STALE);
    if (entry) {
      const now = this.now();
      if (entry.expires > now) {
        this.hits++;
        return { page: entry, hit: true };
      }
      if (entry.staleUntil > now) {
        // One background render (a second call joins the one under way); a failed one keeps the entry.
        this.store.fetch(key, { forceRefresh: true, allowStale: true, allowStaleOnFetchRejection: true, context: { render } }).catch(() => undefined);
        this.hits++;
        return { page: entry, hit: true };
      }
    }
    const context: RenderContext = { render };
    const page = await this.store.fetch(key, { context });
    // A request that joined another's render waited for it but rendered nothing: a hit.
    if (page && !context.started) this.hits++;
    else this.misses++;
    if (page) return { page, hit: !context.started };
    if (context.own) return { page: context.own, hit: false };
    return { page: await render(), hit: false };
  }

  /** The fresh entry of `key`, if any. */
  peek(key: string): CachedPage | undefined {
    const hit = this.store.get(key);
    return hit && hit.expires > this.now() ? hit : undefined;
  }

  /** peek() for a request that will be answered from it or not: counted as a hit or a miss. */
  lookup(key: string): CachedPage | undefined {
    const hit = this.peek(key);
    if (hit) this.hits++;
    else this.misses++;
    return hit;
  }

  /** Stores a page (the caller decided it may be shared). */
  put(key: string, page: RenderedPage) {
    const entry = this.entryOf(page);
    this.store.set(key, entry);
    if (this.precompress && entry.body.length >= 1024 && this.store.peek(key) === entry) void this.compress(key, entry);
  }

  private entryOf(page: RenderedPage): CachedPage {
    const expires = this.now() + this.ttlMs;
    return {
      ...page,
      etag: weakEtag(page.body),
      expires,
      staleUntil: expires + this.staleMs,
    };
  }

  /** The entry with br and gzip copies, made on the thread pool (the entry as it is if that fails). */
  private async withCopies(entry: CachedPage): Promise<CachedPage> {
    try {
      const [br, gz] = await Promise.all([
        brotli(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }),
        gzipAsync(entry.body, { level: 9 }),
      ]);
      return { ...entry, br, gzip: gz };
    } catch {
      return entry; // keep the identity body: the page is compressed per request
    }
  }

  /** Replaces a stored entry by one with its compressed copies (same expiry). */
  private async compress(key: string, entry: CachedPage) {
    const coded = await this.withCopies(entry);
    if (coded === entry || this.store.peek(key, ALLOW_STALE) !== entry) return; // failed, or replaced or dropped meanwhile
    this.store.set(key, coded, { noUpdateTTL: true });
  }
}
