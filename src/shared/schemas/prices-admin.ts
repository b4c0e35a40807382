/**
 * The back office's daily prices (issue 18, area `prices`): the day's grid of a product, its
 * save, the file import and an item's history. Used by the admin routes, the /admin/prices
 * screen and the tests. The rules of a price row are in src/shared/price-entry.ts.
 */
import { z } from 'zod';
import '../zod-setup';
import { isIsoDate, todayIso } from '../dates';
import { parsePrice, priceIssues } from '../price-entry';
import { adminPageOf, adminPageQuery } from './admin';
import { idParam } from './common';
import { calls, defineCall } from '../contract';

/** Most rows one save may carry (a product's items × governorates of a day: a few hundred). */
export const MAX_DAY_ROWS = 5_000;
/** Most data rows one imported file may hold. */
export const MAX_IMPORT_ROWS = 100_000;
/** Largest file accepted by the import (a 100,000-row CSV is about 6 MB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Rejected rows (and jumps) listed in an import report; the counts are always complete. */
export const IMPORT_REPORT_LINES = 1_000;

const id = z.coerce.number({ error: 'invalid_id' }).int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id');

/** A price day: a real date, not after today (the market's day). */
export const priceDay = z
  .string({ error: 'date_required' })
  .min(1, { error: 'date_required', abort: true })
  .refine(isIsoDate, { error: 'date_invalid', abort: true })
  .refine((d) => d <= todayIso(), 'date_after_today');

// ─── The pickers ─────────────────────────────────────────────────────────────

export const priceEntryLookupSchema = z.object({
  today: z.string(),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  countries: z.array(z.object({ slug: z.string(), name: z.string() })),
  default_country: z.string(),
});
export type PriceEntryLookup = z.infer<typeof priceEntryLookupSchema>;

// ─── The grid of a day ───────────────────────────────────────────────────────

export const priceGridQuery = z.object({
  product_id: id,
  date: priceDay,
  /** Country slug (egypt, saudi, ...): the items of its producers in its governorates. Default: egypt. */
  country: z.string().max(20).optional(),
});
export type PriceGridQuery = z.infer<typeof priceGridQuery>;

/**
 * One item in one governorate. `min/mid/max_price` are the day's prices when `entered`, else the
 * last known ones before the day (`prefilled`), else null. `last_*` is the last known price
 * before the day: the change column and the jump check compare with it.
 */
export const priceGridRowSchema = z.object({
  id: z.string(),
  item_id: z.number().int(),
  item_name: z.string(),
  producer_name: z.string(),
  product_type_name: z.string(),
  unit: z.string(),
  governorate_id: z.number().int(),
  governorate_name: z.string(),
  min_price: z.string().nullable(),
  mid_price: z.string().nullable(),
  max_price: z.string().nullable(),
  entered: z.boolean(),
  prefilled: z.boolean(),
  last_date: z.string().nullable(),
  last_min_price: z.string().nullable(),
  last_mid_price: z.string().nullable(),
  last_max_price: z.string().nullable(),
});
export type PriceGridRow = z.infer<typeof priceGridRowSchema>;

export const priceGridSchema = z.object({
  product_id: z.number().int(),
  date: z.string(),
  country: z.string(),
  rows: z.array(priceGridRowSchema),
  /** Rows with a price of this very date, and all rows: the day's progress. */
  entered: z.number().int(),
  total: z.number().int(),
});
export type PriceGrid = z.infer<typeof priceGridSchema>;

// ─── Saving a day ────────────────────────────────────────────────────────────

/** A typed price: a number or its text ('3,950.50', Arabic-Indic digits); null or '' = empty. */
const priceInput = z
  .union([z.number(), z.string().max(40), z.null()])
  .optional()
  .transform((v) => parsePrice(v ?? null));

export const priceDayRow = z.object({
  item_id: id,
  governorate_id: id,
  min_price: priceInput,
  mid_price: priceInput,
  max_price: priceInput,
});

/**
 * POST prices/day. Each row is saved as the day's price of its item and governorate (an upsert:
 * saving the same day again changes nothing); a row with its three prices empty removes the
 * day's price of that pair. A move of more than 20 % from the last known price is refused (422,
 * `rows.N.jump`) unless `confirm_jumps`.
 */
export const priceDayBody = z
  .object({
    product_id: id,
    date: priceDay,
    confirm_jumps: z.boolean().default(false),
    rows: z.array(priceDayRow).min(1, 'required').max(MAX_DAY_ROWS, 'too_long'),
  })
  .superRefine((body, ctx) => {
    const seen = new Map<string, number>();
    body.rows.forEach((row, i) => {
      for (const [field, code] of Object.entries(priceIssues(row))) ctx.addIssue({ code: 'custom', message: code, path: ['rows', i, field] });
      const key = `${row.item_id}:${row.governorate_id}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'prices_duplicate_row', path: ['rows', i, 'governorate_id'] });
      else seen.set(key, i);
    });
  });
export type PriceDayInput = z.input<typeof priceDayBody>;
export type PriceDay = z.output<typeof priceDayBody>;

export const priceSaveResultSchema = z.object({
  /** New prices, changed prices, rows sent that were already so, day's prices removed. */
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  /** Rows past the 20 % limit saved because the clerk confirmed them. */
  jumps_confirmed: z.number().int(),
});
export type PriceSaveResult = z.infer<typeof priceSaveResultSchema>;

/** The field of a refused jump in a 422's `data`: `rows.<index>.jump`. */
export const JUMP_FIELD = /^rows\.(\d+)\.jump$/;

// ─── Importing a file ────────────────────────────────────────────────────────

export const priceImportQuery = z.object({
  /** true: check the file and report, save nothing. */
  dry_run: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const lineSchema = z.object({ line: z.number().int(), reason: z.string() });
export type ImportLine = z.infer<typeof lineSchema>;

export const priceImportReportSchema = z.object({
  dry_run: z.boolean(),
  file_name: z.string(),
  /** Data rows read (empty lines aside). */
  rows: z.number().int(),
  accepted: z.number().int(),
  rejected_count: z.number().int(),
  /** The first IMPORT_REPORT_LINES rejected rows, by line (the header is line 1). */
  rejected: z.array(lineSchema),
  /** Accepted rows that move more than 20 % from the last known price (a warning, they are saved). */
  jumps_count: z.number().int(),
  jumps: z.array(lineSchema),
  /** Of the accepted rows: new prices, changed prices, already so (dry run: what a save would do). */
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The first and last date of the accepted rows. */
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
});
export type PriceImportReport = z.infer<typeof priceImportReportSchema>;

// ─── History of an item ──────────────────────────────────────────────────────

export const priceHistoryParams = z.object({ item_id: idParam });
export const priceHistoryQuery = adminPageQuery
  .extend({
    governorate_id: z.preprocess((v) => (v === '' ? undefined : v), id.optional()),
    from: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isIsoDate, 'date_invalid').optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isIsoDate, 'date_invalid').optional()),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', message: 'to_before_from', path: ['to'] });
  });
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuery>;

export const priceHistoryRowSchema = z.object({
  price_date: z.string(),
  governorate_id: z.number().int(),
  governorate_name: z.string(),
  min_price: z.string(),
  mid_price: z.string(),
  max_price: z.string(),
  /** The previous price day's mid of the same governorate ('' when none). */
  mid_price_before: z.string(),
});
export type PriceHistoryRow = z.infer<typeof priceHistoryRowSchema>;

export const priceHistorySchema = adminPageOf(priceHistoryRowSchema).extend({
  item: z.object({ id: z.number().int(), name: z.string(), governorates: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** The back office's price entry calls (area `prices`); the import (multipart) stays a plain route. */
export const pricesAdminCalls = calls(
  defineCall({
    name: 'priceEntryLookup',
    scope: 'admin',
    method: 'GET',
    path: 'prices/lookup',
    answer: priceEntryLookupSchema,
    tags: ['admin: prices'],
    summary: "The price screen's pickers: products, countries, the market's today",
  }),
  defineCall({
    name: 'priceGrid',
    scope: 'admin',
    method: 'GET',
    path: 'prices/grid',
    query: priceGridQuery,
    answer: priceGridSchema,
    tags: ['admin: prices'],
    summary:
      "A product's prices of a day in a country: every active item × governorate it is sold in, with the day's prices if entered, else prefilled from the last known ones, the last known prices (for the change) and the day's progress",
  }),
  defineCall({
    name: 'savePriceDay',
    scope: 'admin',
    method: 'POST',
    path: 'prices/day',
    body: priceDayBody,
    answer: priceSaveResultSchema,
    tags: ['admin: prices'],
    summary:
      "Saves a product's day in one transaction (upsert: the same day saved again changes nothing). Rows: positive prices, min ≤ mid ≤ max, the product's items in governorates they are sold in; all three empty = remove the day's price. A move over 20 % from the last known price answers 422 on rows.N.jump unless confirm_jumps. Empties the prices caches; today's prices queue the bulletin and the alerts' check",
  }),
  defineCall({
    name: 'itemPriceHistory',
    scope: 'admin',
    method: 'GET',
    path: 'prices/items/:item_id/history',
    params: priceHistoryParams,
    query: priceHistoryQuery,
    answer: priceHistorySchema,
    tags: ['admin: prices'],
    summary: "An item's prices by date (newest first), in one governorate or all, between two dates (default: the last 90 days), paged",
  }),
);
