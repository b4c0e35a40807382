import type { PageSlug } from '../../../shared/schemas/pages';
import type { Dictionary } from '../../i18n/dictionaries';

/** The key, in the dictionaries' `pages` section, of each content page's name (breadcrumb, heading, title). */
export const PAGE_TITLE_KEYS = {
  faq: 'faq_title',
  'privacy-policy': 'privacy_policy',
  'return-policy': 'return_policy',
  'terms-and-conditions': 'terms',
} as const satisfies Record<PageSlug, keyof Dictionary['pages']>;

/** The content page of a site path ("/privacy-policy" → "privacy-policy"), or null. */
export function pageSlugOf(pathname: string): PageSlug | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return slug in PAGE_TITLE_KEYS ? (slug as PageSlug) : null;
}
