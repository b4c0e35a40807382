import { Link as RouterLink } from 'react-router';
import type { Lang } from '../../../shared/envelope';
import type { NewsArticle } from '../../../shared/schemas/news';
import { formatDate } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { newsSlug, paths } from '../../../shared/paths';
import type { NewsCardItem } from '../../ui/news-card';
import { photoAttrs, photoCss } from '../../ui/photo';
import { linkCss } from '../../ui/plain-mui';
import { PlainIcon, plainIconCss } from '../../ui/plain-icon';
import { RichHtml } from '../../ui/rich-html';
import { SxOnce, type SectionStyle } from '../../ui/sx-once';

/**
 * The article and its related topics: plain elements under one style each (decision 009), in
 * the looks of MUI's Typography, Chip (small, secondary, clickable), Link (underline on hover)
 * and Stack they were first written with.
 */
const articleSx: SectionStyle = (theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...plainIconCss,
    '& h1': { ...theme.typography.h1, m: 0, lineHeight: 1.5, fontSize: { xs: '1.5rem', md: '2rem' } },
    '& .article-meta': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 }, my: 2, color: 'text.secondary', fontSize: '0.9rem' },
    '& .article-fact': { display: 'flex', alignItems: 'center', gap: 0.5, '& .icon': { fontSize: 'inherit' } },
    '& .article-chip': {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 24,
      lineHeight: 1.5,
      color: palette.secondary.contrastText,
      backgroundColor: palette.secondary.main,
      borderRadius: '16px',
      whiteSpace: 'nowrap',
      transition: theme.transitions.create(['background-color', 'box-shadow']),
      outline: 0,
      textDecoration: 'none',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      cursor: 'pointer',
      '&:hover, &:focus-visible': { backgroundColor: palette.secondary.dark },
      '&:active': { boxShadow: theme.vars?.shadows[1] },
    },
    '& .article-chip-label': { overflow: 'hidden', textOverflow: 'ellipsis', px: 1, whiteSpace: 'nowrap' },
    '& .article-photo': { ...photoCss, width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 2 },
  };
};

/** An article: title, photo, date, category, source, comments count (0) and the sanitised body. */
export function ArticleView({ item, lang }: { item: NewsArticle; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <SxOnce component="article" aria-labelledby="article-title" sx={articleSx}>
      <h1 id="article-title">{item.title}</h1>
      <div className="article-meta">
        <RouterLink to={paths.news(item.category_id, 1, newsSlug(item.category_id, lang))} className="article-chip">
          <span className="article-chip-label">{item.category_name}</span>
        </RouterLink>
        <span className="article-fact">
          <PlainIcon name="calendarTodayOutlined" />
          <time dateTime={item.add_date}>{formatDate(item.add_date, lang)}</time>
        </span>
        {item.source && (
          <span className="article-fact">
            <PlainIcon name="linkOutlined" />
            <span>
              {t('news.source')}: {item.source}
            </span>
          </span>
        )}
        <span className="article-fact">
          <PlainIcon name="chatBubbleOutlineOutlined" />
          <span>{t('news.comments', { count: item.comments_count })}</span>
        </span>
      </div>
      {item.photo && (
        <img
          className="article-photo"
          {...photoAttrs({ src: item.photo, alt: item.title, width: 1280, height: 720, sizes: '(min-width: 1200px) 860px, 100vw', priority: true })}
        />
      )}
      <RichHtml html={item.description} />
    </SxOnce>
  );
}

const relatedSx: SectionStyle = (theme) => ({
  '& h2': { ...theme.typography.h2, m: 0, mb: 1.5, borderInlineStart: 4, borderColor: 'secondary.main', ps: 1.25 },
  '& ul': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 },
  '& li': { display: 'flex', gap: 1.5, alignItems: 'flex-start' },
  '& .related-photo': { ...photoCss, flex: '0 0 112px', width: 112, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 },
  '& .related-text': { minWidth: 0 },
  '& a': { ...linkCss(theme), fontWeight: 700, lineHeight: 1.5, display: 'block' },
  '& .related-date': { ...theme.typography.caption, color: 'text.secondary' },
});

/** Related topics: the newest articles of the same category. */
export function RelatedTopics({ items, lang }: { items: NewsCardItem[]; lang: Lang }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <SxOnce component="section" aria-labelledby="related-title" sx={relatedSx}>
      <h2 id="related-title">{t('news.related')}</h2>
      <ul>
        {items.map((n) => (
          <li key={n.id}>
            <img className="related-photo" {...photoAttrs({ src: n.photo, alt: '', width: 112, height: 63 })} />
            <div className="related-text">
              <RouterLink to={paths.newsTopic(n.id, n.category_id, n.category_name, n.title)}>{n.title}</RouterLink>
              <span className="related-date">
                <time dateTime={n.add_date}>{formatDate(n.add_date, lang)}</time>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </SxOnce>
  );
}
