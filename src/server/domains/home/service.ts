import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { AD_CODES, NEWS_CATEGORIES } from '../../../shared/constants';
import { pick } from '../../platform/i18n';
import { activeAds } from '../ads';
import { latestNews, sliders } from '../news';
import { homePrices } from '../prices';
import { resolveCountry } from '../geography';
import { products as listProducts } from '../products';

/** Dropped when news, ads or prices are invalidated (home/cache.ts `builtFrom`). */
export const HOME_CACHE = 'home:';
const TTL = 60_000;

export async function home(db: Db, cache: Cache, lang: Lang, countrySlug?: string): Promise<Home> {
  const country = await resolveCountry(db, cache, countrySlug);
  return cache.wrap(`${HOME_CACHE}${lang}:${country?.id ?? 0}`, TTL, async () => {
    const [general, cement, world, slides, ads, prices, products] = await Promise.all([
      latestNews(db, lang, NEWS_CATEGORIES.general),
      latestNews(db, lang, NEWS_CATEGORIES.cement),
      latestNews(db, lang, NEWS_CATEGORIES.world),
      sliders(db, lang),
      activeAds(db, lang, AD_CODES.homeBody),
      country ? homePrices(db, cache, lang, country.id) : Promise.resolve(null),
      listProducts(db),
    ]);
    const productPrices = prices?.productPrices ?? [];
    return {
      general_news: general,
      cement_news: cement,
      cement_news_around_world: world,
      all_active_sliders: slides,
      home_ads: ads,
      prices_tables: products
        .map((p) => ({
          product_id: p.id,
          product_name: pick(lang, p.nameAr, p.nameEn),
          meta_name: p.slug,
          product_prices: productPrices.filter((r) => r.product_id === p.id).map(({ product_id: _, ...r }) => r),
        }))
        .filter((t) => t.product_prices.length > 0),
      product_prices: productPrices.map(({ product_id: _, ...r }) => r),
      govs_direction: prices?.govsDirection ?? [],
      price_date: prices?.priceDate ?? null,
    };
  });
}
