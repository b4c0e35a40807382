import { useTranslation } from '../i18n/react';
import { AD_CODES, NEWS_CATEGORIES } from '../../shared/constants';
import type { Home } from '../../shared/schemas/home';
import { createApiClient } from '../api/client';
import { GovsDirection } from '../features/home/govs-direction';
import { MoveAround } from '../features/home/move-around';
import { NewsRow } from '../features/home/news-cards';
import { PriceTables } from '../features/home/price-tables';
import { homeTables, useRememberPrices } from '../offline/remember-prices';
import { dictionaries } from '../i18n/dictionaries';
import { AdSlot } from '../ui/ad-slot';
import { newsSlug, paths } from '../../shared/paths';
import { newsCardOf } from '../ui/news-card';
import { NewsSlider } from '../ui/news-slider';
import { prefsFromCookies } from '../ui/prefs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/home';
import frame from '../ui/container.module.css';
import styles from './home.module.css';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

const EMPTY_HOME: Home = {
  cement_news: [],
  cement_news_around_world: [],
  general_news: [],
  all_active_sliders: [],
  home_ads: [],
  prices_tables: [],
  product_prices: [],
  govs_direction: [],
  price_date: null,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const res = await createApiClient(context.api).home({ country });
  // SPEC section 2: if loading fails all lists are empty; the page still renders.
  return { home: pageOf(res.ok ? { ...EMPTY_HOME, ...res.data } : EMPTY_HOME), lang: context.lang, country };
}

/**
 * What the page shows of `GET home`, which is also its loader data in the document: the news
 * cards without their article text, and the price tables without the API's flat copy of the
 * same prices (~18 of ~42 KB of the home's loader data).
 */
function pageOf(home: Home) {
  return {
    all_active_sliders: home.all_active_sliders,
    home_ads: home.home_ads,
    prices_tables: home.prices_tables,
    govs_direction: home.govs_direction,
    price_date: home.price_date,
    general_news: home.general_news.map(newsCardOf),
    cement_news: home.cement_news.map(newsCardOf),
    cement_news_around_world: home.cement_news_around_world.map(newsCardOf),
  };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[data?.lang ?? lang];
  const photo = data?.home.all_active_sliders[0]?.photo;
  return buildSeo({ origin, lang: data?.lang ?? lang, path: location.pathname, title: d.app.home_title, description: d.app.description, image: photo });
}

/**
 * Ad slots 01-007..01-015 (the header's 01-001..01-006 are in the layout): 007 above the prices,
 * 008 under the slider, 009 between the news rows, 010..012 beside the governorate block on
 * large screens (under it on phones), 013..015 in a row above the Move Around Services.
 */
const [AD_TOP, AD_AFTER_SLIDER, AD_BETWEEN_ROWS, ...AD_BOXES] = AD_CODES.homeBody as [string, string, string, ...string[]];
const AD_SIDE = AD_BOXES.slice(0, 3);
const AD_ROW = AD_BOXES.slice(3, 6);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { home, lang, country } = loaderData;
  // For the offline page (issue 29): the last prices this reader saw.
  useRememberPrices(lang, home.prices_tables, () => homeTables(home.prices_tables, home.price_date, lang, t));
  const more = (id: number) => paths.news(id, 1, newsSlug(id, lang));
  return (
    <div className={`${frame.container} ${styles.root}`}>
      <h1 className={styles.visuallyHidden}>{t('app.home_title')}</h1>
      <div className={styles.stack}>
        <NewsSlider sliders={home.all_active_sliders} />
        <AdSlot code={AD_TOP} ads={home.home_ads} />
        <PriceTables tables={home.prices_tables} priceDate={home.price_date} lang={lang} />
        <AdSlot code={AD_AFTER_SLIDER} ads={home.home_ads} />
        <NewsRow id="news-general" title={t('home.general_news')} items={home.general_news} moreTo={more(NEWS_CATEGORIES.general)} lang={lang} />
        <NewsRow id="news-cement" title={t('home.cement_news')} items={home.cement_news} moreTo={more(NEWS_CATEGORIES.cement)} lang={lang} />
        <AdSlot code={AD_BETWEEN_ROWS} ads={home.home_ads} />
        <NewsRow id="news-world" title={t('home.world_news')} items={home.cement_news_around_world} moreTo={more(NEWS_CATEGORIES.world)} lang={lang} />
        <div className={styles.govs}>
          <GovsDirection govs={home.govs_direction} lang={lang} />
          <div className={styles.sideAds}>
            {AD_SIDE.map((code) => (
              <AdSlot key={code} code={code} ads={home.home_ads} />
            ))}
          </div>
        </div>
        <div className={styles.adRow}>
          {AD_ROW.map((code) => (
            <AdSlot key={code} code={code} ads={home.home_ads} />
          ))}
        </div>
        <MoveAround country={country} />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
