import { z } from 'zod';
// No `new Function` in the browser (the Content-Security-Policy forbids eval).
import '../zod-setup';

/**
 * An ad in a slot (SPEC section 3: ads_code, photo, title, link). `link` is the counting
 * redirect `/ads/{id}/click` when the ad leads somewhere ('' otherwise); `target` is where it
 * finally leads (an http(s) URL or a site path), for display only.
 */
export const adSchema = z.object({
  id: z.number().int(),
  ads_code: z.string(),
  photo: z.string(),
  title: z.string(),
  link: z.string(),
  target: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Ad = z.infer<typeof adSchema>;

/** A news card (SPEC section 3, "News item"). `description` is the HTML body. */
export const newsCardSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  photo: z.string(),
  add_date: z.string(),
  source: z.string(),
  description: z.string(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const idParam = z.coerce.number({ error: 'invalid_id' }).int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id');
/** The path parameters of a call on one row: `…/:id`. */
export const idParams = z.object({ id: idParam });
export const countryQuery = z.object({ country: z.string().max(20).optional() });

/** A news slider (title, photo, link): `link` is the article's site path or the slider's own link. */
export const sliderSchema = z.object({ id: z.number().int(), title: z.string(), photo: z.string(), link: z.string() });
export type Slider = z.infer<typeof sliderSchema>;

/** A page of a paginated list (SPEC section 7: {data, current_page, last_page, per_page, total}). */
export const paginatedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    /** At least 1, even when there is nothing to show. */
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
