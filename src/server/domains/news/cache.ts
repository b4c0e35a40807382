import { newsSlug, paths } from '../../../shared/paths';
import { declareCache } from '../../platform/cache';
import { ADS_CACHE } from '../ads';
import { NEWS_CACHE } from './service';

/** What the news domain caches (registered by newsRoutes; decision 014): its answers carry the news pages' ads. */
export const newsCache = declareCache({
  domain: 'news',
  prefixes: [NEWS_CACHE],
  builtFrom: [ADS_CACHE],
  pages: true,
  // The first page of all news, under its slug in the language.
  warm: (lang) => [paths.news(0, 1, newsSlug(0, lang))],
});
