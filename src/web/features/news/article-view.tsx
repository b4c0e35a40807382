import { Link as RouterLink } from 'react-router';
import type { Lang } from '../../../shared/envelope';
import type { NewsArticle } from '../../../shared/schemas/news';
import { formatDate } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { newsSlug, paths } from '../../../shared/paths';
import type { NewsCardItem } from '../../ui/news-card';
import { photoAttrs } from '../../ui/photo';
import { PlainIcon } from '../../ui/plain-icon';
import { RichHtml } from '../../ui/rich-html';
import looks from '../../ui/looks.module.css';
import styles from './article-view.module.css';

/** An article: title, photo, date, category, source, comments count (0) and the sanitised body. */
export function ArticleView({ item, lang }: { item: NewsArticle; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="article-title" className={`${styles.root} ${looks.looks}`}>
      <h1 id="article-title">{item.title}</h1>
      <div className={styles.meta}>
        <RouterLink to={paths.news(item.category_id, 1, newsSlug(item.category_id, lang))} className={styles.chip}>
          <span className={styles.chipLabel}>{item.category_name}</span>
        </RouterLink>
        <span className={styles.fact}>
          <PlainIcon name="calendarTodayOutlined" />
          <time dateTime={item.add_date}>{formatDate(item.add_date, lang)}</time>
        </span>
        {item.source && (
          <span className={styles.fact}>
            <PlainIcon name="linkOutlined" />
            <span>
              {t('news.source')}: {item.source}
            </span>
          </span>
        )}
        <span className={styles.fact}>
          <PlainIcon name="chatBubbleOutlineOutlined" />
          <span>{t('news.comments', { count: item.comments_count })}</span>
        </span>
      </div>
      {item.photo && (
        <img
          className={styles.photo}
          {...photoAttrs({ src: item.photo, alt: item.title, width: 1280, height: 720, sizes: '(min-width: 1200px) 860px, 100vw', priority: true })}
        />
      )}
      <RichHtml html={item.description} />
    </article>
  );
}

/** Related topics: the newest articles of the same category. */
export function RelatedTopics({ items, lang }: { items: NewsCardItem[]; lang: Lang }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <section aria-labelledby="related-title" className={styles.related}>
      <h2 id="related-title">{t('news.related')}</h2>
      <ul>
        {items.map((n) => (
          <li key={n.id}>
            <img className={styles.relatedPhoto} {...photoAttrs({ src: n.photo, alt: '', width: 112, height: 63 })} />
            <div className={styles.relatedText}>
              <RouterLink to={paths.newsTopic(n.id, n.category_id, n.category_name, n.title)}>{n.title}</RouterLink>
              <span className={styles.relatedDate}>
                <time dateTime={n.add_date}>{formatDate(n.add_date, lang)}</time>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
