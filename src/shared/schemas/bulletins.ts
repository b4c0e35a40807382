/**
 * Daily price bulletins and price alerts (issue 16): the calls GET price_alerts, POST price_alert,
 * POST delete_price_alert, and what the bulletin's unsubscribe page receives.
 */
import { z } from 'zod';
import { idParam } from './common';
import { calls, defineCall } from '../contract';

export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** Most alerts one user may keep. */
export const MAX_PRICE_ALERTS = 20;
/** Highest threshold accepted (LE): numeric(12,2). */
export const MAX_ALERT_THRESHOLD = 9_999_999_999.99;

export const priceAlertSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  governorate_id: z.number().int(),
  governorate_name: z.string(),
  direction: z.enum(ALERT_DIRECTIONS),
  /** LE, two decimals, compared with the day's mid price. */
  threshold: z.string(),
  /** The latest mid price of the item in the governorate (LE, two decimals), null when never priced. */
  last_price: z.string().nullable(),
  last_price_date: z.string().nullable(),
  created_at: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

export const priceAlertsSchema = z.array(priceAlertSchema);

export const priceAlertBody = z.object({
  item_id: idParam,
  governorate_id: idParam,
  direction: z.enum(ALERT_DIRECTIONS, { error: 'invalid_value' }),
  threshold: z.coerce
    .number({ error: 'invalid_value' })
    .positive('invalid_value')
    .max(MAX_ALERT_THRESHOLD, 'invalid_value')
    .refine((v) => Number.isFinite(v), 'invalid_value'),
});
export type PriceAlertBody = z.input<typeof priceAlertBody>;

export const deletePriceAlertBody = z.object({ id: idParam });

/** The bulletin's one-click unsubscribe link: `token` is the address and its signature. */
export const unsubscribeQuery = z.object({ token: z.string().max(1000).optional() });

/** Price alerts (issue 16): signed in; creating one needs the prices.alerts entitlement (402 otherwise). */
export const bulletinsCalls = calls(
  defineCall({
    name: 'priceAlerts',
    method: 'GET',
    path: 'price_alerts',
    answer: priceAlertsSchema,
    tags: ['alerts'],
    summary: "The signed-in user's price alerts with the item, governorate and product names and the latest mid price",
  }),
  defineCall({
    name: 'createPriceAlert',
    method: 'POST',
    path: 'price_alert',
    body: priceAlertBody,
    answer: priceAlertSchema,
    tags: ['alerts'],
    summary: 'Tell me when item X in governorate Y goes above/below a mid price (entitlement prices.alerts; the pair must be priced; at most 20 alerts)',
    idempotent: true,
  }),
  defineCall({
    name: 'deletePriceAlert',
    method: 'POST',
    path: 'delete_price_alert',
    body: deletePriceAlertBody,
    answer: z.null(),
    tags: ['alerts'],
    summary: "Remove one of the signed-in user's price alerts (another user's is a 404)",
  }),
);
