import { z } from 'zod';
import { paths } from '../paths';
import { calls, defineCall } from '../contract';

/**
 * Site content pages (SPEC section 2, "other labelled screens"): FAQ, privacy policy, return
 * policy, terms and conditions. The slug is the page's path on the site without the leading
 * slash (`/privacy-policy` ↔ `privacy-policy`), so routes, sitemap and API agree on one word.
 */
export const PAGE_SLUGS = ['faq', 'privacy-policy', 'return-policy', 'terms-and-conditions'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** The site path of a content page (one rule: shared/paths). */
export const pagePath = (slug: PageSlug | string) => paths.sitePage(slug);

/** GET page/{slug}: a well-formed slug (an unknown one answers 404). */
export const pageParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'invalid_value'),
});

/** A question and its answer (plain text; line breaks are meaningful) in the request's language. */
export const faqItemSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqGroupSchema = z.object({ id: z.number().int(), name: z.string(), items: z.array(faqItemSchema) });
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/**
 * A content page in the request's language: `summary` is plain text (lead paragraph and meta
 * description), `body` sanitised HTML, `updated_at` an ISO date (YYYY-MM-DD, the "last updated"
 * line). `faq` holds the page's question groups (the FAQ's; empty for the others).
 */
export const sitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  updated_at: z.string(),
  faq: z.array(faqGroupSchema),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const sitePageDetailSchema = z.object({ item: sitePageSchema });
export type SitePageDetail = z.infer<typeof sitePageDetailSchema>;

export const pagesCalls = calls(
  defineCall({
    name: 'sitePage',
    method: 'GET',
    path: 'page/:slug',
    params: pageParams,
    answer: sitePageDetailSchema,
    tags: ['pages'],
    summary: 'A site content page (faq, privacy-policy, return-policy, terms-and-conditions): title, summary, HTML body, last update, FAQ groups',
  }),
);
