import { z } from 'zod';
import { adSchema } from './common';
import { SOCIAL_PROVIDERS } from './accounts';
import { calls, defineCall } from '../contract';

const named = z.object({ id: z.number().int(), name: z.string(), meta_name: z.string() });

export const contactInfoSchema = z.object({
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  facebook_link: z.string(),
  twitter_link: z.string(),
  youtube_link: z.string(),
  linkedin_link: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

const SITE_TEXTS = ['about', 'mission', 'vision', 'goal', 'disclaimer'] as const;
export type SiteText = (typeof SITE_TEXTS)[number];
/** Site basic data: each text in the request's language, plus its _ar and _en variants. */
export const websiteBasicDataSchema = z.object(
  Object.fromEntries(
    SITE_TEXTS.flatMap((k) => [
      [k, z.string()],
      [`${k}_ar`, z.string()],
      [`${k}_en`, z.string()],
    ]),
  ) as Record<SiteText | `${SiteText}_ar` | `${SiteText}_en`, z.ZodString>,
);

/** GET default_website_data (SPEC section 7). `countries` is ours: the country selector's list. */
export const defaultWebsiteDataSchema = z.object({
  header_ads: z.array(adSchema),
  footer_ads: z.array(adSchema),
  contact_info: contactInfoSchema,
  /** Products (cement, gypsum, steel), each with its product types: the Prices menu. */
  product_types: z.array(named.extend({ types: z.array(z.object({ id: z.number().int(), product_id: z.number().int(), name: z.string() })) })),
  profile_types: z.array(named),
  producer_types: z.array(named),
  website_basic_data: websiteBasicDataSchema,
  countries: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), dial_code: z.string() })),
  /** Ours: the social sign-in providers configured on the server (the login page shows their buttons). */
  social_providers: z.array(z.enum(SOCIAL_PROVIDERS)),
});
export type DefaultWebsiteData = z.infer<typeof defaultWebsiteDataSchema>;

export const siteCalls = calls(
  defineCall({
    name: 'defaultWebsiteData',
    method: 'GET',
    path: 'default_website_data',
    answer: defaultWebsiteDataSchema,
    tags: ['site'],
    summary: 'Header/footer ads, contact info, menus (products, profile and producer types), site texts, countries, social sign-in providers',
  }),
);
