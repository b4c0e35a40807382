import { data } from 'react-router';
import { useTranslation } from '../i18n/react';
import { AD_CODES, NEWS_CATEGORIES, PAGE_SIZES } from '../../shared/constants';
import { NEWS_WORD_MAX, type NewsList } from '../../shared/schemas/news';
import { createApiClient } from '../api/client';
import { CategoryTabs } from '../features/news/category-tabs';
import { NewsGrid } from '../features/news/news-grid';
import { NewsSearch } from '../features/news/news-search';
import { dictionaries } from '../i18n/dictionaries';
import { AdSlot } from '../ui/ad-slot';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { newsSlug, paths } from '../../shared/paths';
import { newsCardOf } from '../ui/news-card';
import { NewsSlider } from '../ui/news-slider';
import { Pagination } from '../ui/pagination';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import type { Route } from './+types/news';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

const CATEGORY_IDS: readonly number[] = Object.values(NEWS_CATEGORIES);
const EMPTY: NewsList = { all_sliders: [], news_ads: [], items: { data: [], current_page: 1, last_page: 1, per_page: PAGE_SIZES.news, total: 0 } };
const [AD_TOP, ...AD_SIDE] = AD_CODES.news as [string, ...string[]];

/** /news/{category_id}/{page}/{title}: the title slug is cosmetic; `?word=` searches. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const category = Number(params.categoryId);
  const page = Number(params.page);
  if (!CATEGORY_IDS.includes(category) || !Number.isInteger(page) || page < 1) throw data(null, { status: 404 });
  const word = (new URL(request.url).searchParams.get('word') ?? '').trim().slice(0, NEWS_WORD_MAX);
  const res = await createApiClient(context.api).news({ rows: PAGE_SIZES.news, page, category, word: word || undefined });
  // A failed list shows empty results (SPEC section 8), not an error page.
  const list = res.ok ? res.data : EMPTY;
  // A page past the last one does not exist (unless it is an empty search).
  if (res.ok && page > list.items.last_page && list.items.total > 0) throw data(null, { status: 404 });
  // The cards only: the API's article openings (`description`) stay out of the page's data.
  return { list: { ...list, items: { ...list.items, data: list.items.data.map(newsCardOf) } }, category, page, word, lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  const lang = d?.lang ?? rootLang;
  const dict = dictionaries[lang];
  const category = d?.category ?? 0;
  const name = (dict.news_categories as Record<string, string>)[String(category)] ?? dict.nav.news;
  const page = d?.page ?? 1;
  const title = d?.word ? fill(dict.news.search_title, { word: d.word }) : page > 1 ? fill(dict.news.page_title, { name, page }) : name;
  return buildSeo({
    origin,
    lang,
    path: paths.news(category, page, newsSlug(category, lang)),
    paths: { ar: paths.news(category, page, newsSlug(category, 'ar')), en: paths.news(category, page, newsSlug(category, 'en')) },
    title,
    description: fill(dict.news.description, { name }),
    image: d?.list.all_sliders[0]?.photo,
    noindex: !!d?.word,
  });
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, category, page, word, lang } = loaderData;
  const name = t(`news_categories.${category as (typeof NEWS_CATEGORIES)[keyof typeof NEWS_CATEGORIES]}`); // the loader checked it
  const base = paths.news(category, 1, newsSlug(category, lang));
  const hrefOf = (p: number) => paths.news(category, p, newsSlug(category, lang)) + (word ? `?word=${encodeURIComponent(word)}` : '');
  return (
    <Container maxWidth="xl" className={frame.page}>
      <Breadcrumbs
        items={
          word
            ? [{ label: t('nav.news'), to: base }, { label: t('news.results') }]
            : [{ label: t('nav.news'), to: paths.news(0, 1, newsSlug(0, lang)) }, { label: name }]
        }
      />
      <div className={frame.stack}>
        <h1 className={frame.h1}>{word ? t('news.search_title', { word }) : name}</h1>
        {/* Tabs and search first: on a phone they are what a reader came for. */}
        <CategoryTabs current={category} lang={lang} />
        <NewsSearch action={base} word={word} />
        {!word && <NewsSlider sliders={list.all_sliders} heights={{ xs: 200, sm: 260, md: 320, lg: 360, xl: 400 }} />}
        <AdSlot code={AD_TOP} ads={list.news_ads} />
        <div className={frame.withAside}>
          <div className={frame.column}>
            {word && list.items.total > 0 && (
              <p role="status" className={frame.status}>
                {t('news.results_count', { count: list.items.total })}
              </p>
            )}
            <NewsGrid items={list.items.data} lang={lang} searching={!!word} />
            <Pagination page={list.items.current_page || page} last={list.items.last_page} hrefOf={hrefOf} />
          </div>
          <div className={frame.column}>
            {AD_SIDE.map((code) => (
              <AdSlot key={code} code={code} ads={list.news_ads} />
            ))}
          </div>
        </div>
      </div>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
