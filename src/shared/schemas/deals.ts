import { z } from 'zod';
import { calls, defineCall } from '../contract';
import { DEAL_FILTERS, PAGE_SIZES } from '../constants';
import { adSchema, idParam, paginatedOf, sliderSchema } from './common';
import { governorateOptionSchema, itemOptionSchema, producerOptionSchema, productOptionSchema, productTypeOptionSchema } from './prices';

/**
 * Society → Deals (SPEC sections 2, 3, 5 and 7: GET deal, POST deal, POST apply_deal) and the
 * poster's own calls issue 17 adds (GET deal/{id}, POST close_deal, GET my_deals).
 */

/** Largest page a client may ask for (`rows` above it is capped, not refused). */
export const DEALS_MAX_ROWS = 50;
/** Largest quantity of a deal (in its unit); two decimals at most. */
export const DEAL_QUANTITY_MAX = 1_000_000;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A filter id of the list: absent, '' or 0 = any. */
const filterId = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'invalid_id' }).int('invalid_id').min(0, 'invalid_id').max(2_147_483_647, 'invalid_id').optional(),
);

/** GET deal query (SPEC section 7: rows=10, page, producer, governorate, product, item). */
export const dealListQuery = z.object({
  rows: z.coerce
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .default(PAGE_SIZES.deals)
    .transform((n) => Math.min(n, DEALS_MAX_ROWS)),
  page: z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(1_000_000, 'page_invalid').default(1),
  producer: filterId,
  governorate: filterId,
  product: filterId,
  item: filterId,
  /** Country slug (egypt, saudi, ...): the lookup lists and the deals of its governorates. Unknown = default country. */
  country: z.string().max(20).optional(),
});
export type DealListQuery = z.infer<typeof dealListQuery>;

/** The list filters as they appear in a deals URL's query string (0 / absent = any). */
export { DEAL_FILTERS };
export type DealFilterName = (typeof DEAL_FILTERS)[number];
export type DealFilters = Partial<Record<DealFilterName, number>>;

/**
 * A deal (SPEC section 3: id, product_name, product_type_name, item_name, governorate_name,
 * quantity, unit_name, producer_name, added_by) with its ids and dates. `added_by` is the
 * poster's display name, never their contact; `user_id` lets a signed-in reader recognise
 * their own deal in the client. `closed`: closed by its poster (only its own page shows it).
 */
export const dealSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_type_id: z.number().int(),
  producer_id: z.number().int(),
  item_id: z.number().int(),
  governorate_id: z.number().int(),
  unit_id: z.number().int(),
  user_id: z.number().int(),
  product_name: z.string(),
  product_type_name: z.string(),
  item_name: z.string(),
  governorate_name: z.string(),
  producer_name: z.string(),
  unit_name: z.string(),
  /** Decimal string, e.g. "250.00". */
  quantity: z.string(),
  added_by: z.string(),
  /** ISO timestamp. */
  added_at: z.string(),
  closed: z.boolean(),
});
export type Deal = z.infer<typeof dealSchema>;

export const unitOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type UnitOption = z.infer<typeof unitOptionSchema>;

/** GET deal answer: the open deals (newest first), ads 03-001..03-004 and the lookup lists of the filter and the form. */
export const dealListSchema = z.object({
  all_sliders: z.array(sliderSchema),
  deals_ads: z.array(adSchema),
  deals: paginatedOf(dealSchema),
  items: z.array(itemOptionSchema),
  products: z.array(productOptionSchema),
  products_types: z.array(productTypeOptionSchema),
  producers: z.array(producerOptionSchema),
  governorates: z.array(governorateOptionSchema),
  units: z.array(unitOptionSchema),
});
export type DealList = z.infer<typeof dealListSchema>;

export const dealParams = z.object({ id: idParam });

/** GET deal/{id} answer: the deal (closed ones too) and the deals ads. */
export const dealDetailSchema = z.object({ item: dealSchema, deals_ads: z.array(adSchema) });
export type DealDetail = z.infer<typeof dealDetailSchema>;

/** A required id of the form: '' or absent = "Field is required". */
const requiredId = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'required' }).int('invalid_id').positive('required').max(2_147_483_647, 'invalid_id'),
);

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * POST deal payload (SPEC sections 5 and 7, "Deal form"): every field required; quantity a
 * positive number with at most two decimals. The form resolves with this schema too (its
 * selects and quantity hold strings). `website` is the honeypot.
 */
export const dealBodySchema = z.object({
  item_id: requiredId,
  product_id: requiredId,
  product_type_id: requiredId,
  producer_id: requiredId,
  governorate_id: requiredId,
  unit_id: requiredId,
  quantity: z.preprocess(
    (v) => {
      const text = typeof v === 'string' ? v.trim() : v;
      if (text === '' || text === null || text === undefined) return undefined;
      return typeof text === 'string' ? Number(text) : text;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'deal_quantity_invalid') })
      .positive('deal_quantity_invalid')
      .max(DEAL_QUANTITY_MAX, 'deal_quantity_invalid')
      .refine(twoDecimals, 'deal_quantity_invalid'),
  ),
  website: z.string().max(500).optional(),
});
export type DealPayload = z.infer<typeof dealBodySchema>;
/** The deal form's values: what the selects and the quantity field hold. */
export type DealFormValues = Record<Exclude<keyof DealPayload, 'website'>, string> & { website: string };

/** POST apply_deal / POST close_deal payload. */
export const dealIdBodySchema = z.object({ deal_id: requiredId });

/** Answer of POST deal: the new deal's id (null when the honeypot was filled: nothing stored). */
export const dealCreatedSchema = z.object({ id: z.number().int().nullable() });

/** A request a poster received: the requester's contact (for the poster only) and when. */
export const dealRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  requested_at: z.string(),
});
export type DealRequest = z.infer<typeof dealRequestSchema>;

/** GET my_deals answer: the signed-in reader's deals (open and closed, newest first) with their requests; the ids of the deals they requested. */
export const myDealsSchema = z.object({
  deals: z.array(dealSchema.extend({ requests: z.array(dealRequestSchema) })),
  requested: z.array(z.number().int()),
});
export type MyDeals = z.infer<typeof myDealsSchema>;

/** Society → Deals' front calls, declared once: the routes and the web client's methods come from them (decision 043). */
export const dealsCalls = calls(
  defineCall({
    name: 'deals',
    method: 'GET',
    path: 'deal',
    query: dealListQuery,
    answer: dealListSchema,
    tags: ['deals'],
    summary:
      'Sliders, deals ads and a page of the open deals (newest first) filtered by product, producer, item and governorate, with the lookup lists of the filter and the deal form',
  }),
  defineCall({
    name: 'deal',
    method: 'GET',
    path: 'deal/:id',
    params: dealParams,
    answer: dealDetailSchema,
    tags: ['deals'],
    summary: 'One deal (closed ones too, with closed: true) and the deals ads; 404 when unknown or hidden',
  }),
  defineCall({
    name: 'addDeal',
    method: 'POST',
    path: 'deal',
    body: dealBodySchema,
    answer: dealCreatedSchema,
    tags: ['deals'],
    summary: 'Adds a deal (session; 3 a month free, more with the deals.add entitlement; at most 10 a day)',
    idempotent: true,
  }),
  defineCall({
    name: 'applyDeal',
    method: 'POST',
    path: 'apply_deal',
    body: dealIdBodySchema,
    answer: z.null(),
    tags: ['deals'],
    summary: "Requests a deal: its poster is e-mailed the requester's name, e-mail and mobile (session; not one's own deal; once per deal; at most 30 a day)",
    idempotent: true,
  }),
  defineCall({
    name: 'closeDeal',
    method: 'POST',
    path: 'close_deal',
    body: dealIdBodySchema,
    answer: z.null(),
    tags: ['deals'],
    summary: 'Closes a deal: it leaves the list and its page says closed (its poster only)',
  }),
  defineCall({
    name: 'myDeals',
    method: 'GET',
    path: 'my_deals',
    answer: myDealsSchema,
    tags: ['deals'],
    summary: "The signed-in reader's deals (open and closed) with the requests received, and the ids of the deals they requested",
  }),
);
