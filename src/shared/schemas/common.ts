import { z } from 'zod';

/** An ad in a slot (SPEC section 3: ads_code, photo, title, link). */
export const adSchema = z.object({
  ads_code: z.string(),
  photo: z.string(),
  title: z.string(),
  link: z.string(),
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
export const countryQuery = z.object({ country: z.string().max(20).optional() });
