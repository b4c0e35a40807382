/**
 * The back office's ad calls (issue 18, area `ads`): the list, one ad, its form (used by the route
 * and the dialog), the picture's limits, the preview link; and the front call that answers a
 * previewed ad. Dates are the active window in the market's days (Africa/Cairo), both inclusive.
 */
import { z } from 'zod';
import '../zod-setup';
import { AD_LANGS } from '../constants';
import { adTarget, isAdCode } from '../ad-slots';
import { isIsoDate } from '../dates';
import { adminPageQuery } from './admin';

/** Where an ad stands now: shown (live), waiting for its first day, past its last day, switched off, or without a picture yet. */
export const AD_STATES = ['live', 'scheduled', 'ended', 'inactive', 'no_image'] as const;
export type AdState = (typeof AD_STATES)[number];

export const AD_TITLE_MAX = 200;
export const AD_LINK_MAX = 2000;
export const AD_SORT_MAX = 1000;
/** Pictures: JPEG, PNG or WebP by content, at most 2 MB (resized to the slot's size on the server). */
export const AD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** How long a preview link opens the ad in its slot. */
export const AD_PREVIEW_SECONDS = 60 * 60;

export const adminAdQuery = adminPageQuery.extend({
  code: z
    .string()
    .refine((c) => isAdCode(c), 'ads_slot_unknown')
    .optional(),
  lang: z.enum(AD_LANGS).optional(),
  state: z.enum(AD_STATES).optional(),
});
export type AdminAdQuery = z.infer<typeof adminAdQuery>;

export const adminAdSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  lang: z.enum(AD_LANGS),
  title_ar: z.string(),
  title_en: z.string(),
  /** The stored picture's URL ('' until one is uploaded). */
  photo: z.string(),
  link: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  is_active: z.boolean(),
  sort: z.number().int(),
  clicks: z.number().int(),
  state: z.enum(AD_STATES),
});
export type AdminAd = z.infer<typeof adminAdSchema>;

const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, message);
const title = z.string().trim().max(AD_TITLE_MAX, 'too_long');

/** POST ads, PUT ads/{id}: the whole ad but its picture (a call of its own). */
export const adminAdBody = z
  .object({
    code: z.string({ error: 'ads_slot_unknown' }).refine((c) => isAdCode(c), 'ads_slot_unknown'),
    lang: z.enum(AD_LANGS, { error: 'ads_lang_invalid' }),
    title_ar: title.default(''),
    title_en: title.default(''),
    /** An http(s) URL or a path of this site; '' leads nowhere. */
    link: z
      .string()
      .trim()
      .max(AD_LINK_MAX, 'too_long')
      .refine((v) => v === '' || adTarget(v) !== '', 'ads_link_invalid')
      .default(''),
    starts_on: isoDate('date_invalid'),
    ends_on: isoDate('date_invalid').nullable().default(null),
    is_active: z.boolean().default(true),
    sort: z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(0, 'invalid_value').max(AD_SORT_MAX, 'invalid_value').default(0),
  })
  .superRefine((v, ctx) => {
    // The title is the banner's text for screen readers: needed in each language it is shown in.
    if (v.lang !== 'en' && !v.title_ar) ctx.addIssue({ code: 'custom', message: 'required', path: ['title_ar'] });
    if (v.lang !== 'ar' && !v.title_en) ctx.addIssue({ code: 'custom', message: 'required', path: ['title_en'] });
    if (v.ends_on && v.starts_on && v.ends_on < v.starts_on) ctx.addIssue({ code: 'custom', message: 'to_before_from', path: ['ends_on'] });
  });
export type AdminAdBody = z.infer<typeof adminAdBody>;
export type AdminAdInput = z.input<typeof adminAdBody>;

/** The multipart body of POST ads/{id}/image (documented; read part by part). */
export const adminAdImageBody = z.object({ image: z.string().meta({ format: 'binary' }) });

/** GET ads/{id}/preview: the public page of the ad's slot, with a link that shows the ad there whatever its state. */
export const adPreviewLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type AdPreviewLink = z.infer<typeof adPreviewLinkSchema>;

/** GET ad_preview?token= (front): the previewed ad as its slot shows it. */
export const adPreviewQuery = z.object({ token: z.string().max(200) });

/** The form of a stored ad (its picture, clicks and state are not part of it). */
export const adminAdBodyOf = (ad: AdminAd): AdminAdInput => ({
  code: ad.code,
  lang: ad.lang,
  title_ar: ad.title_ar,
  title_en: ad.title_en,
  link: ad.link,
  starts_on: ad.starts_on,
  ends_on: ad.ends_on,
  is_active: ad.is_active,
  sort: ad.sort,
});
