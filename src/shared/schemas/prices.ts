import { z } from 'zod';
import { MAX_COMPARISON_ITEMS, PRICE_STATUSES, PRICE_WORD_MAX } from '../constants';
import { dateRangeIssues, isIsoDate, todayIso } from '../dates';
import { adSchema } from './common';
import { calls, defineCall } from '../contract';

/**
 * Material prices and comparison (SPEC sections 3, 4, 5 and 7: GET price, GET/POST
 * price_comparison, POST get_producer_by_product_type). Money is a decimal string in LE; dates
 * are ISO YYYY-MM-DD; "today" is the market's day (Africa/Cairo, src/shared/dates.ts).
 */

/** A query id that may be empty or 0 ("none" / "all"): '' and absent read as undefined. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: 'invalid_id' }).int('invalid_id').min(0, 'invalid_id').max(2_147_483_647, 'invalid_id').optional(),
);
const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: 'date_invalid' }).refine(isIsoDate, 'date_invalid').optional(),
);
const requiredDate = z.string({ error: 'date_required' }).min(1, { error: 'date_required', abort: true }).refine(isIsoDate, 'date_invalid');

/**
 * SPEC section 5 ("Filter date pickers", "Comparison add"): no date after today; the to date
 * not before the from date. Adds its issues on from_date / to_date. `today` is injectable for tests.
 */
export function dateRangeRules(today: () => string = todayIso) {
  return (v: { from_date?: string; to_date?: string }, ctx: z.RefinementCtx) => {
    for (const issue of dateRangeIssues(v, today())) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  };
}

export { PRICE_WORD_MAX };
/** Most price rows one GET price answers (newest dates first); a longer range is cut. */
export const PRICE_ROWS_MAX = 2_000;

/**
 * GET price query. product_id is required (the page is per product). product_type_id 0 = all
 * types. gov_id empty = governorate 1 (or the selected country's first governorate). Without
 * from_date/to_date the answer is the latest price day on or before today (the portal's
 * "today's prices" even before today's are published); with them, that inclusive range.
 */
export const priceQuery = z
  .object({
    product_id: z.coerce.number({ error: 'invalid_id' }).int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id'),
    product_type_id: optionalId,
    producer_id: optionalId,
    item_id: optionalId,
    gov_id: optionalId,
    from_date: optionalDate,
    to_date: optionalDate,
    word: z.string().trim().max(PRICE_WORD_MAX, 'too_long').optional(),
    /** Country slug (egypt, saudi, ...); limits governorates, producers and prices. Unknown = default country. */
    country: z.string().max(20).optional(),
  })
  .superRefine(dateRangeRules());
export type PriceQuery = z.infer<typeof priceQuery>;

export const priceStatusSchema = z.enum(PRICE_STATUSES);

/**
 * A price row (SPEC section 3, "Price row") plus ids and the change against the previous price
 * day of the same item and governorate: `change` = mid - mid_yesterday, `change_percentage`
 * its absolute percentage, `status` up/normal/down. mid_price_yesterday is '' when there is
 * no earlier price (change '0.00', status normal).
 */
export const priceRowSchema = z.object({
  item_id: z.number().int(),
  producer_id: z.number().int(),
  product_type_id: z.number().int(),
  gov_id: z.number().int(),
  producer_name: z.string(),
  product_type_name: z.string(),
  item_name: z.string(),
  gov_name: z.string(),
  unit: z.string(),
  price_date: z.string(),
  max_price: z.string(),
  min_price: z.string(),
  mid_price: z.string(),
  mid_price_yesterday: z.string(),
  change: z.string(),
  change_percentage: z.string(),
  status: priceStatusSchema,
});
export type PriceRow = z.infer<typeof priceRowSchema>;

export const productOptionSchema = z.object({ id: z.number().int(), name: z.string(), meta_name: z.string() });
export const productTypeOptionSchema = z.object({ id: z.number().int(), name: z.string(), product_id: z.number().int() });
export const producerOptionSchema = z.object({ id: z.number().int(), name: z.string() });
/** `govs`: the governorate ids where the item is priced (empty = every governorate). */
export const itemOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_id: z.number().int(),
  product_type_id: z.number().int(),
  producer_id: z.number().int(),
  govs: z.array(z.number().int()),
});
export const governorateOptionSchema = z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int() });
export type ProductOption = z.infer<typeof productOptionSchema>;
export type ProductTypeOption = z.infer<typeof productTypeOptionSchema>;
export type ProducerOption = z.infer<typeof producerOptionSchema>;
export type ItemOption = z.infer<typeof itemOptionSchema>;
export type GovernorateOption = z.infer<typeof governorateOptionSchema>;

/**
 * GET price answer: exactly the keys of SPEC section 7. The lookup lists follow the cascade:
 * products = all; products_types = the product's types (the client injects "all", id 0);
 * producers = those with items of the product (and type when given) in the country; items =
 * the product's items narrowed by type and producer; governorates = the item's govs when an
 * item is chosen, else the country's. `prices` is ordered by product type, item, date (newest first).
 */
export const pricesSchema = z.object({
  prices: z.array(priceRowSchema),
  prices_ads: z.array(adSchema),
  products: z.array(productOptionSchema),
  items: z.array(itemOptionSchema),
  producers: z.array(producerOptionSchema),
  governorates: z.array(governorateOptionSchema),
  products_types: z.array(productTypeOptionSchema),
});
export type Prices = z.infer<typeof pricesSchema>;

/** GET price_comparison: the whole lookup data of the country (the client filters by the cascade). */
export const comparisonLookupQuery = z.object({ country: z.string().max(20).optional() });
export const comparisonLookupSchema = z.object({
  products: z.array(productOptionSchema),
  products_types: z.array(productTypeOptionSchema),
  producers: z.array(producerOptionSchema),
  items: z.array(itemOptionSchema),
  governorates: z.array(governorateOptionSchema),
  comparison_ads: z.array(adSchema),
});
export type ComparisonLookup = z.infer<typeof comparisonLookupSchema>;

export const comparisonItemSchema = z.object({
  item_id: z.coerce.number({ error: 'invalid_id' }).int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id'),
  item_name: z.string().trim().max(200, 'too_long').default(''),
  gov_id: z.coerce.number({ error: 'invalid_id' }).int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id'),
  gov_name: z.string().trim().max(200, 'too_long').default(''),
});
export type ComparisonItem = z.infer<typeof comparisonItemSchema>;

/** POST price_comparison body (SPEC section 3, "Comparison request"): 1..4 items, the date rules. */
export const comparisonRequestSchema = z
  .object({
    from_date: requiredDate,
    to_date: requiredDate,
    items: z
      .array(comparisonItemSchema, { error: 'comparison_items_required' })
      .min(1, 'comparison_items_required')
      .max(MAX_COMPARISON_ITEMS, 'comparison_max_items'),
  })
  .superRefine(dateRangeRules());
export type ComparisonRequest = z.infer<typeof comparisonRequestSchema>;

/** The items of a comparison as the page's URL writes them: item_id:gov_id pairs, comma-separated (12:1,15:3). */
export const COMPARISON_ITEMS_PATTERN = `^\\d{1,10}:\\d{1,10}(,\\d{1,10}:\\d{1,10}){0,${MAX_COMPARISON_ITEMS - 1}}$`;
const pairId = z.number().int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id');

/**
 * GET comparison_csv query: the comparison page's own query string (`from_date`, `to_date`,
 * `items=item_id:gov_id,…`, at most 4 pairs), with the date rules of POST price_comparison.
 */
export const comparisonCsvQuery = z
  .object({
    from_date: requiredDate,
    to_date: requiredDate,
    items: z
      .string({ error: 'comparison_items_required' })
      .min(1, { error: 'comparison_items_required', abort: true })
      .regex(new RegExp(COMPARISON_ITEMS_PATTERN), 'comparison_items_invalid')
      .transform((text) =>
        text.split(',').map((pair) => {
          const [item, gov] = pair.split(':');
          return { item_id: Number(item), gov_id: Number(gov) };
        }),
      )
      .pipe(z.array(z.object({ item_id: pairId, gov_id: pairId }))),
  })
  .superRefine(dateRangeRules());
export type ComparisonCsvQuery = z.infer<typeof comparisonCsvQuery>;

/** One series point: the item's name (as "item — governorate") and its prices that day. */
export const comparisonCellSchema = z.object({ name: z.string(), min: z.string(), max: z.string(), mid: z.string() });
/** A row by date (ascending); itemN is null when item N has no price that day or is not compared. */
export const comparisonRowSchema = z.object({
  date: z.string(),
  item1: comparisonCellSchema.nullable(),
  item2: comparisonCellSchema.nullable(),
  item3: comparisonCellSchema.nullable(),
  item4: comparisonCellSchema.nullable(),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;
export const comparisonResultSchema = z.array(comparisonRowSchema);

/** POST get_producer_by_product_type: product_type_id 0 (or empty) = producers of every type. */
export const producersByTypeBody = z.object({
  product_type_id: optionalId,
  country: z.string().max(20).optional(),
});
export const producersByTypeSchema = z.object({ producers: z.array(producerOptionSchema) });
export type ProducersByType = z.infer<typeof producersByTypeSchema>;

export const pricesCalls = calls(
  defineCall({
    name: 'prices',
    method: 'GET',
    path: 'price',
    query: priceQuery,
    answer: pricesSchema,
    tags: ['prices'],
    summary: 'Material prices of a product for the filter (latest price day when no dates), with the lookup lists of the cascade and the prices ads',
  }),
  defineCall({
    name: 'comparisonLookup',
    method: 'GET',
    path: 'price_comparison',
    query: comparisonLookupQuery,
    answer: comparisonLookupSchema,
    tags: ['prices'],
    summary: 'Lookup data of the comparison page (products, types, producers, items with their governorates, governorates) and its ads',
  }),
  defineCall({
    name: 'comparison',
    method: 'POST',
    path: 'price_comparison',
    body: comparisonRequestSchema,
    answer: comparisonResultSchema,
    tags: ['prices'],
    summary: 'Daily prices of 1 to 4 (item, governorate) pairs between two dates, one row per date',
  }),
  defineCall({
    name: 'producersByType',
    method: 'POST',
    path: 'get_producer_by_product_type',
    body: producersByTypeBody.default({ product_type_id: undefined }),
    answer: producersByTypeSchema,
    tags: ['prices'],
    summary: 'Producers that have items of a product type (0 = any type) in the country',
  }),
);
