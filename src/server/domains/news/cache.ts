import { NEWS_CATEGORY_SLUGS } from '../../../shared/constants';
import { declareCache } from '../../platform/cache';
import { NEWS_CACHE } from './service';

/** What the news domain caches (registered by newsRoutes; decision 014). */
export const newsCache = declareCache({
  domain: 'news',
  prefixes: [NEWS_CACHE],
  pages: true,
  // The first page of all news, under its slug in the language.
  warm: (lang) => [`/news/0/1/${NEWS_CATEGORY_SLUGS[lang][0]}`],
});
