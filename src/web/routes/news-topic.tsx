import { useTranslation } from '../i18n/react';
import { AD_CODES } from '../../shared/constants';
import { createApiClient, dataOr404, idOr404 } from '../api/client';
import { ArticleView, RelatedTopics } from '../features/news/article-view';
import { AdSlot } from '../ui/ad-slot';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { newsSlug, paths } from '../../shared/paths';
import { newsCardOf } from '../ui/news-card';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, plainText, rootSeo } from '../ui/seo';
import type { Route } from './+types/news-topic';
import frame from '../ui/container.module.css';
import styles from './news-topic.module.css';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** The 3 ads beside an article (news family 02-002..02-004; 02-001 is the grid's banner). */
const ARTICLE_ADS = AD_CODES.news.slice(1, 4);

/**
 * /news/topic/{id}/{category_id}/{category_name}/{title}: the article is found by id; the
 * category and title segments are cosmetic, and the canonical link names `item.path`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  const categoryId = Number(params.categoryId);
  const detail = dataOr404(await createApiClient(context.api).newsTopic({ id, category_id: Number.isInteger(categoryId) && categoryId >= 0 ? categoryId : 0 }));
  // Related topics are cards: their article openings (`description`) stay out of the page's data.
  return { detail: { ...detail, related_topics: detail.related_topics.map(newsCardOf) }, lang: context.lang };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  if (!data) return [];
  const { item } = data.detail;
  return buildSeo({
    origin,
    lang: data.lang ?? lang,
    path: item.path,
    title: item.title,
    description: item.summary || plainText(item.description) || item.title,
    image: item.photo || undefined,
    type: 'article',
    publishedTime: item.add_date,
  });
}

export default function NewsTopicPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail, lang } = loaderData;
  const { item } = detail;
  return (
    <div className={`${frame.container} ${styles.root}`}>
      <Breadcrumbs
        items={[
          { label: t('nav.news'), to: paths.news(0, 1, newsSlug(0, lang)) },
          { label: item.category_name, to: paths.news(item.category_id, 1, newsSlug(item.category_id, lang)) },
          { label: item.title },
        ]}
      />
      <div className={styles.columns}>
        <div className={styles.main}>
          <ArticleView item={item} lang={lang} />
        </div>
        <div className={styles.aside}>
          <RelatedTopics items={detail.related_topics} lang={lang} />
          {ARTICLE_ADS.map((code) => (
            <AdSlot key={code} code={code} ads={detail.news_ads} />
          ))}
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
