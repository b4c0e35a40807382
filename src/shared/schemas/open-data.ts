import { z } from 'zod';
import { isIsoDate } from '../dates';
import { idParam } from './common';
import { dateRangeRules } from './prices';
import { calls, defineCall } from '../contract';

/**
 * The open data API (issue 20): personal keys made in Settings (`/api/v1/{lang}/front/api_key…`,
 * cookie session) and the keyed read-only API under `/api/v1/{lang}/open/…`
 * (`Authorization: Bearer bk_…` or `X-Api-Key`). Names come in both languages side by side
 * (`name_ar`, `name_en`); prices are numbers in LE per the item's unit, dates ISO YYYY-MM-DD.
 */

/** Every key starts with it (a secret scanner, or a reader, can tell what it is). */
export const API_KEY_PREFIX = 'bk_';
/** Active (not revoked) keys one account may hold. */
export const API_KEYS_MAX = 5;
export const API_KEY_NAME_MAX = 60;
/** Longest range of one `prices` or `index` request, in days (a year, leap day included). */
export const OPEN_RANGE_MAX_DAYS = 366;
export const OPEN_PER_PAGE_MAX = 500;
export const OPEN_PER_PAGE_DEFAULT = 100;

// ─── Keys (Settings) ─────────────────────────────────────────────────────────

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key (`bk_` and 8 more): how its owner recognises it. */
  prefix: z.string(),
  rate_limit_per_minute: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  requests_today: z.number().int(),
  requests_30_days: z.number().int(),
  requests_total: z.number().int(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysSchema = z.object({
  items: z.array(apiKeySchema),
  /** Active keys allowed at once. */
  max_active: z.number().int(),
  /** Whether the reader's packages grant `open_data` (creating a key, and the keys working). */
  entitled: z.boolean(),
});
export type ApiKeys = z.infer<typeof apiKeysSchema>;

export const createApiKeySchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(API_KEY_NAME_MAX, 'api_key_name_too_long'),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/** The answer of POST api_key: the key itself, shown this once (only its SHA-256 is stored). */
export const createdApiKeySchema = z.object({ key: z.string(), item: apiKeySchema });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParams = z.object({ id: idParam });

// ─── The open API ────────────────────────────────────────────────────────────

const names = { name_ar: z.string(), name_en: z.string() };

export const openProductSchema = z.object({ id: z.number().int(), slug: z.string(), ...names });
export const openProductsSchema = z.object({ items: z.array(openProductSchema) });

const ref = z.object({ id: z.number().int(), ...names });

export const openItemSchema = z.object({
  id: z.number().int(),
  ...names,
  product: openProductSchema,
  producer: ref,
  type: ref,
  unit: z.object({ id: z.number().int(), code: z.string(), ...names }),
  country: z.object({ id: z.number().int(), slug: z.string() }),
  /** Where the item is sold and priced (its own list, or every governorate of its producer's country). */
  governorate_ids: z.array(z.number().int()),
});
export type OpenItem = z.infer<typeof openItemSchema>;
export const openItemsSchema = z.object({ items: z.array(openItemSchema) });

/** `?product=` a product's slug (`cement`) or id. */
const productRef = z.string().trim().min(1, 'required').max(60);
export const openItemsQuery = z.object({ product: productRef.optional() });

export const openGovernorateSchema = z.object({ id: z.number().int(), country_id: z.number().int(), ...names });
export const openGovernoratesSchema = z.object({ items: z.array(openGovernorateSchema) });
export const openGovernoratesQuery = z.object({ country: z.string().trim().min(1).max(20).optional() });

const requiredDate = z.string({ error: 'date_required' }).refine(isIsoDate, 'date_invalid');
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idParam.optional());

/** Both dates present, in order, not after today, at most OPEN_RANGE_MAX_DAYS days apart (inclusive). */
function openRange(today?: () => string) {
  const base = dateRangeRules(today);
  return (v: { from_date: string; to_date: string }, ctx: z.RefinementCtx) => {
    base(v, ctx);
    if (isIsoDate(v.from_date) && isIsoDate(v.to_date) && v.to_date >= v.from_date) {
      const days = (Date.parse(v.to_date) - Date.parse(v.from_date)) / 86_400_000 + 1;
      if (days > OPEN_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', message: 'open_range_too_long', path: ['to_date'] });
    }
  };
}

export const openPricesQuery = z
  .object({
    item_id: idParam,
    /** Absent: the national rollup of the item (every governorate priced that day). */
    gov_id: optionalId,
    from_date: requiredDate,
    to_date: requiredDate,
    page: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(100_000).default(1),
    per_page: z.coerce.number({ error: 'invalid_value' }).int().min(1).max(OPEN_PER_PAGE_MAX, 'per_page_too_large').default(OPEN_PER_PAGE_DEFAULT),
  })
  .superRefine(openRange());
export type OpenPricesQuery = z.infer<typeof openPricesQuery>;

export const openPriceRowSchema = z.object({
  date: z.string(),
  /** Ex-factory price (national: the lowest of the day). */
  min_price: z.number(),
  /** Consumer price (national: the highest of the day). */
  max_price: z.number(),
  /** Their average (national: the average of the governorates' mids). */
  mid_price: z.number(),
  /** Governorates priced that day (1 for a governorate's own row). */
  gov_count: z.number().int(),
});
export type OpenPriceRow = z.infer<typeof openPriceRowSchema>;

export const openPricesSchema = z.object({
  item_id: z.number().int(),
  /** null: the national rollup. */
  gov_id: z.number().int().nullable(),
  from_date: z.string(),
  to_date: z.string(),
  rows: z.array(openPriceRowSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type OpenPrices = z.infer<typeof openPricesSchema>;

export const openIndexQuery = z.object({ product: productRef, from_date: requiredDate, to_date: requiredDate }).superRefine(openRange());
export type OpenIndexQuery = z.infer<typeof openIndexQuery>;

export const openIndexSchema = z.object({
  product: openProductSchema,
  /**
   * The index is 100 on its base day: the first price day of the product's items in the calendar
   * year of to_date (on or before it; it may come before from_date), or of the year before while
   * to_date's year has none yet. null when there is none.
   */
  base_date: z.string().nullable(),
  points: z.array(z.object({ date: z.string(), value: z.number() })),
});
export type OpenIndex = z.infer<typeof openIndexSchema>;

/** Keys of the open data API (issue 20): signed in; creating one needs open_data (402 otherwise). */
export const openDataCalls = calls(
  defineCall({
    name: 'apiKeys',
    method: 'GET',
    path: 'api_keys',
    answer: apiKeysSchema,
    tags: ['open data'],
    summary: "The signed-in reader's keys of the open data API with their usage (requests today, the last 30 days, in all); never the keys themselves",
  }),
  defineCall({
    name: 'createApiKey',
    method: 'POST',
    path: 'api_key',
    body: createApiKeySchema,
    answer: createdApiKeySchema,
    tags: ['open data'],
    summary:
      'A new key of the open data API (needs the open_data entitlement: 402; at most 5 active keys: 422). The key is in this answer only. With Idempotency-Key a retry answers the same key and makes no other',
    idempotent: 'own',
  }),
  defineCall({
    name: 'revokeApiKey',
    method: 'DELETE',
    path: 'api_key/:id',
    params: apiKeyParams,
    answer: z.null(),
    tags: ['open data'],
    summary: "Revokes one of the reader's keys: calls with it answer 401 from now on (another reader's key: 404)",
  }),
);
