/**
 * The tenders board (issue 31, item 7): public and private tenders for the supply of building
 * materials and for construction. The front calls (list with filters, one tender), the back
 * office's rows (area `tenders`) and the tender alerts of a signed-in reader.
 */
import { z } from 'zod';
import '../zod-setup';
import { calls, defineCall } from '../contract';
import { adminPageQuery } from './admin';
import { idParam, paginatedOf } from './common';
import { ALERT_CHANNELS, TENDER_KINDS, TENDER_STATUSES, TENDER_WORD_MAX, type TenderKind, type TenderStatus } from '../tenders';

export * from '../tenders';

const named = z.object({ id: z.number().int(), name: z.string() });

/** One tender as the API answers it, in the request's language. */
export const tenderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  buyer: z.string(),
  kind: z.enum(TENDER_KINDS),
  /** After the deadline rule: an open tender whose deadline has passed is `closed`. */
  status: z.enum(TENDER_STATUSES),
  governorate: named,
  country: named,
  materials: z.array(named),
  /** A decimal string, e.g. "12000.00". */
  quantity: z.string(),
  unit: z.string(),
  /** YYYY-MM-DD, the last day offers are accepted. */
  deadline: z.string(),
  documents_url: z.string(),
  description: z.string(),
  /** ISO timestamp. */
  published_at: z.string(),
});
export type Tender = z.infer<typeof tenderSchema>;

const filterId = z.coerce.number({ error: 'invalid_id' }).int('invalid_id').min(0, 'invalid_id').max(2_147_483_647, 'invalid_id').optional();

/** GET tenders?page=&governorate=&status=&kind=&product=&word=: the published tenders, newest first. */
export const tendersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  governorate: filterId,
  product: filterId,
  status: z.enum(TENDER_STATUSES).optional(),
  kind: z.enum(TENDER_KINDS).optional(),
  word: z.string().trim().max(TENDER_WORD_MAX, 'too_long').optional(),
});
export type TendersQuery = z.input<typeof tendersQuery>;
/** The list's filters as the site keeps them in its URL. */
export type TenderFilters = Partial<{ governorate: number; product: number; status: TenderStatus; kind: TenderKind; word: string }>;

/** The page of tenders and the lookup lists of the filter (governorates of the tenders' countries, the catalogue's products). */
export const tendersListSchema = z.object({
  tenders: paginatedOf(tenderSchema),
  governorates: z.array(named),
  products: z.array(named),
});
export type TendersList = z.infer<typeof tendersListSchema>;

/** GET tenders/{id}: one published tender (closed ones too). */
export const tenderParams = z.object({ id: idParam });
export const tenderDetailSchema = z.object({ item: tenderSchema });
export type TenderDetail = z.infer<typeof tenderDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Tender alerts (signed in): "tell me of new tenders in this governorate and/or for this material".

const optionalRef = z.number({ error: 'invalid_id' }).int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id').nullable().default(null);

export const tenderAlertBody = z
  .object({ governorate_id: optionalRef, product_id: optionalRef, channel: z.enum(ALERT_CHANNELS).default('email') })
  .refine((b) => b.governorate_id !== null || b.product_id !== null, { message: 'tender_alert_empty', path: ['governorate_id'] });
export type TenderAlertBody = z.input<typeof tenderAlertBody>;

export const tenderAlertSchema = z.object({
  id: z.number().int(),
  governorate: named.nullable(),
  product: named.nullable(),
  channel: z.enum(ALERT_CHANNELS),
});
export type TenderAlert = z.infer<typeof tenderAlertSchema>;
export const tenderAlertsSchema = z.array(tenderAlertSchema);
export const deleteTenderAlertBody = z.object({ id: z.number().int().positive().max(2_147_483_647) });

/** The tenders board's front calls, declared once: routes and the web client's methods come from them (decision 043). */
export const tendersCalls = calls(
  defineCall({
    name: 'tenders',
    method: 'GET',
    path: 'tenders',
    query: tendersQuery,
    answer: tendersListSchema,
    tags: ['tenders'],
    summary: 'A page of the published tenders (newest first) filtered by governorate, status, kind, product and a word, with the filter’s lists',
  }),
  defineCall({
    name: 'tender',
    method: 'GET',
    path: 'tenders/:id',
    params: tenderParams,
    answer: tenderDetailSchema,
    tags: ['tenders'],
    summary: 'One published tender (an open one past its deadline reads closed); 404 when unknown, hidden or not yet published',
  }),
  defineCall({
    name: 'tenderAlerts',
    method: 'GET',
    path: 'tender_alerts',
    answer: tenderAlertsSchema,
    tags: ['tenders'],
    summary: "The signed-in reader's tender alerts",
  }),
  defineCall({
    name: 'createTenderAlert',
    method: 'POST',
    path: 'tender_alert',
    body: tenderAlertBody,
    answer: tenderAlertSchema,
    tags: ['tenders'],
    summary: 'Tell me of new tenders in a governorate and/or for a product, by a channel (e-mail today; at most 10 alerts; the same one twice: 409)',
    idempotent: true,
  }),
  defineCall({
    name: 'deleteTenderAlert',
    method: 'POST',
    path: 'delete_tender_alert',
    body: deleteTenderAlertBody,
    answer: z.null(),
    tags: ['tenders'],
    summary: "Removes one of the signed-in reader's tender alerts (another reader's is a 404)",
  }),
);

// ---------------------------------------------------------------------------------------------
// The back office (area `tenders`): rows as stored, in both languages.

const text = (max: number) => z.string({ error: 'required' }).trim().max(max, 'too_long');
const required = (max: number) => text(max).min(1, 'required');
const isoDate = z.string({ error: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid');
const httpsUrl = z
  .string({ error: 'required' })
  .trim()
  .max(500, 'too_long')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(v);
    } catch {
      return false;
    }
  }, 'tender_documents_url');

export const tenderAdminBody = z.object({
  title_ar: required(300),
  title_en: required(300),
  buyer_ar: required(200),
  buyer_en: required(200),
  kind: z.enum(TENDER_KINDS, { error: 'required' }),
  status: z.enum(TENDER_STATUSES, { error: 'required' }),
  governorate_id: z.number({ error: 'required' }).int().positive().max(2_147_483_647),
  product_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'required').max(20, 'too_long'),
  quantity: z.coerce.number({ error: 'required' }).positive('required').max(1e11, 'too_long'),
  unit_ar: required(50),
  unit_en: required(50),
  deadline: isoDate,
  documents_url: httpsUrl,
  description_ar: text(5000),
  description_en: text(5000),
  /** ISO timestamp; empty = now. A later time publishes (and alerts) then. */
  published_at: z.union([z.literal(''), z.iso.datetime({ offset: true, error: 'date_invalid' })]).default(''),
  /** Absent: unchanged (a new tender is shown). The show/hide call changes it too. */
  is_active: z.boolean().optional(),
});
export type TenderAdminBody = z.infer<typeof tenderAdminBody>;

export const tenderAdminSchema = z.object({
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  buyer_ar: z.string(),
  buyer_en: z.string(),
  kind: z.string(),
  status: z.string(),
  governorate_id: z.number().int(),
  product_ids: z.array(z.number().int()),
  quantity: z.string(),
  unit_ar: z.string(),
  unit_en: z.string(),
  deadline: z.string(),
  documents_url: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  published_at: z.string(),
  is_active: z.boolean(),
});
export type TenderAdmin = z.infer<typeof tenderAdminSchema>;

/** GET tenders (admin): `?q=` a word of the titles or buyers, `&active=`, `&governorate_id=`. */
export const tenderAdminQuery = adminPageQuery.extend({
  q: z.string().trim().max(100, 'too_long').optional(),
  active: z.enum(['all', 'active', 'inactive']).default('all'),
  governorate_id: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional()),
});
export const tenderActiveBody = z.object({ is_active: z.boolean({ error: 'required' }) });
