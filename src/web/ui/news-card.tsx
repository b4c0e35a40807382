import { Link as RouterLink } from 'react-router';
import type { Lang } from '../../shared/envelope';
import type { NewsCard as NewsItem } from '../../shared/schemas/common';
import { formatDate } from '../../shared/format';
import { paths } from '../../shared/paths';
import { photoAttrs } from './photo';
import styles from './news-card.module.css';

/** What a card shows of a news item: no article text (it is not on the page). */
export type NewsCardItem = Pick<NewsItem, 'id' | 'category_id' | 'category_name' | 'title' | 'photo' | 'add_date' | 'source'>;

/**
 * A loader's list of cards without the API's `description` (the article's opening text, ~370
 * bytes a card): it would ride along in the page's loader data for nothing (the home: ~13 KB).
 */
export const newsCardOf = ({ id, category_id, category_name, title, photo, add_date, source }: NewsItem): NewsCardItem => ({
  id,
  category_id,
  category_name,
  title,
  photo,
  add_date,
  source,
});

/** A news card (photo, category, title, date, source); shared by the home rows and the news grid (styles: news-card.module.css). */
export function NewsCard({ item, lang, headingLevel = 'h3' }: { item: NewsCardItem; lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <RouterLink to={paths.newsTopic(item.id, item.category_id, item.category_name, item.title)} className={styles.link}>
        <img
          className={styles.photo}
          {...photoAttrs({ src: item.photo, alt: '', width: 400, height: 225, sizes: '(min-width: 1200px) 25vw, (min-width: 600px) 50vw, 100vw' })}
        />
        <div className={styles.content}>
          <span className={styles.category}>{item.category_name}</span>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.meta}>
            <time dateTime={item.add_date}>{formatDate(item.add_date, lang)}</time>
            {item.source ? ` · ${item.source}` : ''}
          </p>
        </div>
      </RouterLink>
    </article>
  );
}
