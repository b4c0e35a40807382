import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { NEWS_CATEGORIES } from '../../../shared/constants';
import type { Lang } from '../../../shared/envelope';
import { newsSlug, paths } from '../../../shared/paths';
import s from './category-tabs.module.css';

/** The news categories 0..3 as links (crawlable), the current one marked. */
export function CategoryTabs({ current, lang }: { current: number; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('news.categories')} className={s.nav}>
      <ul className={s.list}>
        {Object.values(NEWS_CATEGORIES).map((id) => (
          <li key={id}>
            <RouterLink to={paths.news(id, 1, newsSlug(id, lang))} aria-current={id === current ? 'page' : undefined} className={s.tab}>
              {t(`news_categories.${id}`)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
