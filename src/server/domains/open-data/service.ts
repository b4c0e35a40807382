/**
 * The open data API (issue 20, decision 031): a subscriber's personal keys, and the keyed reads
 * of products, items, governorates, prices and the product index.
 *
 * A key is `bk_` + 32 random bytes (base64url). Only its SHA-256 is stored: the key is a random
 * secret of 256 bits, not a password a person chose, so nobody can guess it from its hash and a
 * slow hash (argon2) would buy nothing while costing every API call tens of milliseconds; SHA-256
 * lets the key be looked up by its hash through the unique index at each request.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { Forbidden, NotFound, Unauthenticated, ValidationFailed } from '../../platform/errors';
import type { Writer } from '../../platform/idempotency';
import type { Cache } from '../../platform/cache';
import {
  API_KEY_PREFIX,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeys,
  type CreatedApiKey,
  type OpenIndex,
  type OpenIndexQuery,
  type OpenItem,
  type OpenPrices,
  type OpenPricesQuery,
} from '../../../shared/schemas/open-data';
import { allGovernorates, governoratesOf, resolveCountry } from '../geography';
import { openItems, openPrices, productDaysLastModified, productIndex } from '../prices';
import { products } from '../products';
import { hasEntitlement, requireEntitlement } from '../subscriptions';
import { todayIso } from '../../../shared/dates';
import * as repo from './repository';

/** How long a retry under the same Idempotency-Key answers the created key again. */
const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');
/** What the owner sees of a key: `bk_` and its next 8 characters. */
const prefixOf = (key: string) => key.slice(0, API_KEY_PREFIX.length + 8);

/**
 * A new key. Under an `Idempotency-Key` the key is derived from it (HMAC with the app's secret,
 * the user and that header): a retry makes the same key again, finds its hash and answers it
 * again, so the platform's stored answers (which would keep the key in clear for a day) are not
 * needed for this call. Without the header, 32 random bytes.
 */
function makeKey(secret: string, userId: number, idempotencyKey: string | undefined): string {
  const bytes = idempotencyKey ? createHmac('sha256', secret).update(`api-key\n${userId}\n${idempotencyKey}`).digest() : randomBytes(32);
  return API_KEY_PREFIX + bytes.toString('base64url');
}

const toApiKey = (r: repo.ApiKeyRow): ApiKey => ({
  ...r,
  requests_today: Number(r.requests_today),
  requests_30_days: Number(r.requests_30_days),
  requests_total: Number(r.requests_total),
});

export async function listKeys(db: Db, userId: number): Promise<ApiKeys> {
  const [rows, entitled] = await Promise.all([repo.listKeys(db, userId, todayIso()), hasEntitlement(db, userId, 'open_data')]);
  return { items: rows.map(toApiKey), max_active: API_KEYS_MAX, entitled };
}

/**
 * Creates a key named `name`: 402 without the `open_data` entitlement, 422 beyond API_KEYS_MAX
 * active keys (counted under a per-user lock). The answer carries the key this once.
 */
export async function createKey(db: Db, secret: string, userId: number, name: string, idempotencyKey?: string): Promise<CreatedApiKey> {
  await requireEntitlement(db, userId, 'open_data');
  const key = makeKey(secret, userId, idempotencyKey);
  const keyHash = hashApiKey(key);
  const id = await db.transaction(async (tx) => {
    await repo.lockUserKeys(tx, userId);
    const existing = await repo.findUserKeyByHash(tx, userId, keyHash);
    if (existing) {
      // A retry answers the key again only while it is a retry: the same name, the key still
      // active, within the day other calls keep their answers (decision 020). Later, or after a
      // revocation, the header is a reuse and the key is not shown again.
      const stale = existing.revokedAt !== null || Date.now() - existing.createdAt.getTime() > REPLAY_WINDOW_MS;
      if (existing.name !== name || stale) throw new ValidationFailed({}, 'api.idempotency_key_reused');
      return existing.id;
    }
    if ((await repo.countActiveKeys(tx, userId)) >= API_KEYS_MAX) throw new ValidationFailed({ name: ['api_keys_limit'] }, 'api.api_keys_limit');
    return repo.insertKey(tx, { userId, name, prefix: prefixOf(key), keyHash });
  });
  const [row] = await repo.listKeys(db, userId, todayIso(), id);
  return { key, item: toApiKey(row!) };
}

/** Revokes one of the user's keys (at once: the next call with it answers 401); another user's → 404. */
export async function revokeKey(db: Writer, userId: number, keyId: number): Promise<void> {
  if (!(await repo.revokeKey(db, userId, keyId))) throw new NotFound('api.api_key_not_found');
}

// ─── Authentication of the open API ──────────────────────────────────────────

export interface KeyClient {
  id: number;
  userId: number;
  limitPerMinute: number;
}

/** The key of a request: unknown or revoked → 401; its owner without `open_data` any more → 403. */
export async function authenticate(db: Db, key: string | undefined): Promise<KeyClient> {
  if (!key) throw new Unauthenticated('api.api_key_missing');
  const row = key.startsWith(API_KEY_PREFIX) && key.length <= 100 ? await repo.findKeyByHash(db, hashApiKey(key)) : undefined;
  if (!row || row.revoked) throw new Unauthenticated('api.api_key_invalid');
  if (!(await hasEntitlement(db, row.user_id, 'open_data'))) throw new Forbidden('api.api_key_not_entitled');
  return { id: row.id, userId: row.user_id, limitPerMinute: row.rate_limit_per_minute };
}

// ─── Usage, counted in memory and written every few seconds ──────────────────

export interface UsageCounter {
  /** One answered request of the key, now. */
  count(keyId: number): void;
  /** Writes what was counted (on a timer, on close, and in tests). */
  flush(): Promise<void>;
}

/** Requests per key and market day (Africa/Cairo, like every "today" of the portal), held in memory and added to the tables by `flush` (one statement pair). */
export function usageCounter(db: Db): UsageCounter {
  let pending = new Map<string, repo.UsageDelta>();
  let running: Promise<void> = Promise.resolve();
  const merge = (into: Map<string, repo.UsageDelta>, d: repo.UsageDelta) => {
    const k = `${d.keyId}|${d.day}`;
    const had = into.get(k);
    if (had) {
      had.requests += d.requests;
      if (d.lastUsedAt > had.lastUsedAt) had.lastUsedAt = d.lastUsedAt;
    } else into.set(k, { ...d });
  };
  return {
    count(keyId) {
      const now = new Date();
      merge(pending, { keyId, day: todayIso(now), requests: 1, lastUsedAt: now });
    },
    flush() {
      running = running.then(async () => {
        if (!pending.size) return;
        const batch = pending;
        pending = new Map();
        try {
          await repo.addUsage(db, [...batch.values()]);
        } catch (err) {
          // Kept for the next flush (the database may be back by then).
          for (const d of batch.values()) merge(pending, d);
          throw err;
        }
      });
      return running.catch(() => undefined).then(() => running);
    },
  };
}

// ─── The open API's answers ──────────────────────────────────────────────────

type OpenProduct = { id: number; slug: string; name_ar: string; name_en: string };

export async function openProducts(db: Db): Promise<OpenProduct[]> {
  return (await products(db)).map((p) => ({ id: p.id, slug: p.slug, name_ar: p.nameAr, name_en: p.nameEn }));
}

/** A product by slug or id; 404 when none. */
async function productByRef(db: Db, ref: string): Promise<OpenProduct> {
  const found = (await openProducts(db)).find((p) => p.slug === ref || String(p.id) === ref);
  if (!found) throw new NotFound('api.product_not_found');
  return found;
}

export async function openItemList(db: Db, productRef: string | undefined): Promise<OpenItem[]> {
  const product = productRef ? await productByRef(db, productRef) : null;
  return (await openItems(db, product?.id ?? null)).map((r) => ({
    id: r.id,
    name_ar: r.name_ar,
    name_en: r.name_en,
    product: { id: r.product_id, slug: r.product_slug, name_ar: r.product_name_ar, name_en: r.product_name_en },
    producer: { id: r.producer_id, name_ar: r.producer_name_ar, name_en: r.producer_name_en },
    type: { id: r.type_id, name_ar: r.type_name_ar, name_en: r.type_name_en },
    unit: { id: r.unit_id, code: r.unit_code, name_ar: r.unit_name_ar, name_en: r.unit_name_en },
    country: { id: r.country_id, slug: r.country_slug },
    governorate_ids: r.governorate_ids,
  }));
}

/** A country's governorates in menu order (`?country=` slug; unknown → 404), or every governorate by country and id. */
export async function openGovernorates(db: Db, cache: Cache, countrySlug: string | undefined) {
  if (!countrySlug) {
    const all = await allGovernorates(db);
    return all.sort((a, b) => a.country_id - b.country_id || a.id - b.id);
  }
  const country = await resolveCountry(db, cache, countrySlug);
  if (!country || country.slug !== countrySlug) throw new NotFound('api.not_found');
  return governoratesOf(db, country.id);
}

export async function openPriceSeries(db: Db, q: OpenPricesQuery): Promise<{ data: OpenPrices; lastModified: Date | null }> {
  const { rows, total, last_modified } = await openPrices(db, q);
  return {
    data: {
      item_id: q.item_id,
      gov_id: q.gov_id ?? null,
      from_date: q.from_date,
      to_date: q.to_date,
      rows,
      page: q.page,
      per_page: q.per_page,
      total,
      pages: Math.max(1, Math.ceil(total / q.per_page)),
    },
    lastModified: last_modified,
  };
}

/** Cache prefix of the open API's computed answers (the index); built from the prices' (cache.ts). */
export const OPEN_DATA_CACHE = 'open-data:';
const INDEX_TTL = 60_000;

/**
 * A product's national price index between two dates (prices/price-index.ts `productIndex`), cached a
 * minute and emptied with every price write; Last-Modified is the latest change of the product's
 * price days from the base day (or from_date, the earlier) to to_date.
 */
export async function openIndex(db: Db, cache: Cache, q: OpenIndexQuery): Promise<{ data: OpenIndex; lastModified: Date | null }> {
  const product = await productByRef(db, q.product);
  // Kept as epoch milliseconds: the shared cache (Redis) holds JSON.
  const made = await cache.wrap(`${OPEN_DATA_CACHE}index:${product.id}:${q.from_date}:${q.to_date}`, INDEX_TTL, async () => {
    const index = await productIndex(db, product.id, q.from_date, q.to_date);
    const start = index.base_date && index.base_date < q.from_date ? index.base_date : q.from_date;
    const modified = await productDaysLastModified(db, product.id, start, q.to_date);
    return { data: { product, ...index }, modifiedMs: modified?.getTime() ?? null };
  });
  return { data: made.data, lastModified: made.modifiedMs == null ? null : new Date(made.modifiedMs) };
}
