import { z } from 'zod';
import { ANALYSIS_FREE_DAYS, ANALYSIS_PERIODS } from '../constants';
import { isIsoDate } from '../dates';
import { dateRangeRules } from './prices';
import { calls, defineCall } from '../contract';

/**
 * The price analysis (issue 20): GET price_analysis and its exports, for the page
 * /price-analysis/{meta_name}. One product (the route's meta_name) and one item of it, over a
 * period; prices are numbers in LE (rounded to 2 decimals), dates ISO YYYY-MM-DD, ascending.
 *
 * Visitors and readers without the `analysis` entitlement get the last 30 days ending at the
 * latest price day whatever they ask (`range.limited` true); the entitled get what they ask.
 */

export { ANALYSIS_FREE_DAYS, ANALYSIS_PERIODS };
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number];

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: 'invalid_id' }).int('invalid_id').min(1, 'invalid_id').max(2_147_483_647, 'invalid_id').optional(),
);
const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: 'date_invalid' }).refine(isIsoDate, 'date_invalid').optional(),
);

/**
 * GET price_analysis query. item_id absent = the product's first item (by sort). gov_id absent =
 * the national figures (all governorates of the item). period (default 3M) counts back from the
 * latest price day; from_date/to_date (both) override it.
 */
export const analysisQuery = z
  .object({
    meta_name: z.string().min(1).max(60),
    item_id: optionalId,
    gov_id: optionalId,
    period: z.enum(ANALYSIS_PERIODS).optional(),
    from_date: optionalDate,
    to_date: optionalDate,
    /** Country slug (egypt, saudi, ...); limits items and governorates. Unknown = default country. */
    country: z.string().max(20).optional(),
  })
  .superRefine(dateRangeRules());
export type AnalysisQuery = z.infer<typeof analysisQuery>;

const option = z.object({ id: z.number().int(), name: z.string() });

/** A day of the series: the band (min of min, max of max), the average mid and its moving averages (null until 7/30 days exist). */
export const analysisPointSchema = z.object({
  date: z.string(),
  min: z.number(),
  max: z.number(),
  mid: z.number(),
  ma7: z.number().nullable(),
  ma30: z.number().nullable(),
});
export type AnalysisPoint = z.infer<typeof analysisPointSchema>;

/** The change of the mid price between the latest day and the last price day on or before latest − N days; null without such a day. */
export const analysisChangeSchema = z
  .object({ from_date: z.string(), from: z.number(), to: z.number(), change: z.number(), percentage: z.number() })
  .nullable();
export type AnalysisChange = z.infer<typeof analysisChangeSchema>;

export const analysisSchema = z.object({
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** The product's active items in the country (the item picker), with their governorates. */
  items: z.array(option.extend({ producer_id: z.number().int(), producer_name: z.string(), unit: z.string(), govs: z.array(z.number().int()) })),
  governorates: z.array(option),
  item: option.extend({ producer_id: z.number().int(), producer_name: z.string(), unit: z.string() }),
  /** null: the national figures. */
  governorate: option.nullable(),
  range: z.object({
    from_date: z.string(),
    to_date: z.string(),
    /** The first and latest price days of the item (what "all" reaches). */
    first_date: z.string().nullable(),
    latest_date: z.string().nullable(),
    period: z.enum(ANALYSIS_PERIODS).nullable(),
    /** true: cut to the last ANALYSIS_FREE_DAYS days (no `analysis` entitlement). */
    limited: z.boolean(),
  }),
  series: z.array(analysisPointSchema),
  changes: z.object({ day: analysisChangeSchema, week: analysisChangeSchema, month: analysisChangeSchema, year: analysisChangeSchema }),
  /** The latest day's mid per governorate of the item, highest first (the spread chart). */
  spread: z.array(option.extend({ min: z.number(), max: z.number(), mid: z.number() })),
  /** The latest national mid of each item of the same product type, one per producer (side by side). */
  producers: z.array(
    z.object({
      producer_id: z.number().int(),
      producer_name: z.string(),
      item_id: z.number().int(),
      item_name: z.string(),
      mid: z.number(),
      date: z.string(),
    }),
  ),
  /**
   * The product's national index over the range: the equally weighted mean of each item's
   * national mid relative to its mid on the base day, × 100; the base day is the first price day
   * of the year of `range.to_date` (of the year before while that year has none yet).
   */
  index: z.object({ base_date: z.string().nullable(), points: z.array(z.object({ date: z.string(), value: z.number() })) }),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const analysisCalls = calls(
  defineCall({
    name: 'priceAnalysis',
    method: 'GET',
    path: 'price_analysis',
    query: analysisQuery,
    answer: analysisSchema,
    tags: ['prices'],
    summary:
      "Price analysis of one item of a product (meta_name): the national or one governorate's daily band and mid with 7/30 price-day moving averages, day/week/month/year changes, the latest spread over governorates, the latest mid of each producer's item of the same type and the product's national index; without the analysis entitlement, the last 30 days (range.limited)",
  }),
);
