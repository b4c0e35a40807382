import { z } from 'zod';
import { calls, defineCall } from '../contract';
import { adSchema, countryQuery, newsCardSchema } from './common';

export const PRICE_STATUSES = ['up', 'normal', 'down'] as const;

export const productPriceSchema = z.object({
  item_id: z.number().int(),
  title: z.string(),
  max_price: z.string(),
  min_price: z.string(),
  mid_price: z.string(),
});

/** GET home (SPEC section 3, "Home response"). Prices follow ?country= (slug, default egypt). */
export const homeSchema = z.object({
  cement_news: z.array(newsCardSchema),
  cement_news_around_world: z.array(newsCardSchema),
  general_news: z.array(newsCardSchema),
  all_active_sliders: z.array(z.object({ id: z.number().int(), title: z.string(), photo: z.string(), link: z.string() })),
  home_ads: z.array(adSchema),
  /** One table per product (cement, gypsum, steel) of today's prices. */
  prices_tables: z.array(
    z.object({ product_id: z.number().int(), product_name: z.string(), meta_name: z.string(), product_prices: z.array(productPriceSchema) }),
  ),
  product_prices: z.array(productPriceSchema),
  govs_direction: z.array(z.object({ gov_id: z.number().int(), gov: z.string(), status: z.enum(PRICE_STATUSES), percentage: z.string() })),
  price_date: z.string().nullable(),
});
export type Home = z.infer<typeof homeSchema>;

export const homeCalls = calls(
  defineCall({
    name: 'home',
    method: 'GET',
    path: 'home',
    query: countryQuery,
    answer: homeSchema,
    tags: ['home'],
    summary: "News rows, sliders, home ads, today's price tables and governorate directions of a country",
  }),
);
