import { Link as RouterLink } from 'react-router';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { Lang } from '../../shared/envelope';
import type { NewsCard as NewsItem } from '../../shared/schemas/common';
import { formatDate } from '../i18n/format';
import { paths } from '../../shared/paths';
import { photoAttrs, photoCss } from './photo';
import { buttonBaseReset, paperCss } from './plain-mui';

/**
 * The styles NewsCard expects from an ancestor (nest under the `sx` of the list or section that
 * shows the cards): a page shows 12–30 cards, and an MUI Card, CardActionArea, CardContent, photo
 * Box and three Typography per card cost Emotion work for each of them on every server render
 * and hydration. Same look as those components: an outlined Card, and CardActionArea's overlay
 * on hover and keyboard focus (its focus highlight, here ::after) with an inset outline (the
 * card clips an outset one); no ripple.
 */
export const newsCardCss = (theme: Theme): SystemStyleObject<Theme> => ({
  '& .news-card': {
    ...paperCss(theme),
    overflow: 'hidden',
    height: '100%',
    '& .news-card-link': {
      ...buttonBaseReset,
      textAlign: 'inherit',
      borderRadius: 'inherit',
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      justifyContent: 'flex-start',
      '&::after': {
        content: '""',
        pointerEvents: 'none',
        position: 'absolute',
        inset: 0,
        borderRadius: 'inherit',
        opacity: 0,
        backgroundColor: 'currentcolor',
        transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
      },
      '&:hover::after': { opacity: (theme.vars ?? theme).palette.action.hoverOpacity, '@media (hover: none)': { opacity: 0 } },
      '&:focus-visible': { ...buttonBaseReset['&:focus-visible'], outlineOffset: '-2px' },
      '&:focus-visible::after': { opacity: (theme.vars ?? theme).palette.action.focusOpacity },
    },
    '& .news-card-photo': { ...photoCss, width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
    '& .news-card-content': { flex: 1, p: 2 },
    '& .news-card-category': {
      ...theme.typography.caption,
      m: 0,
      fontWeight: 700,
      color: 'secondary.dark',
      '[data-mui-color-scheme="dark"] &': { color: 'secondary.main' },
    },
    '& .news-card-title': {
      ...theme.typography.subtitle1,
      m: 0,
      fontWeight: 700,
      lineHeight: 1.5,
      mt: 0.5,
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    '& .news-card-meta': { ...theme.typography.caption, m: 0, mt: 1, color: 'text.secondary' },
  },
});

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

/** A news card (photo, category, title, date, source); shared by the home rows and the news grid (styles: newsCardCss). */
export function NewsCard({ item, lang, headingLevel = 'h3' }: { item: NewsCardItem; lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="news-card">
      <RouterLink to={paths.newsTopic(item.id, item.category_id, item.category_name, item.title)} className="news-card-link">
        <img
          className="news-card-photo"
          {...photoAttrs({ src: item.photo, alt: '', width: 400, height: 225, sizes: '(min-width: 1200px) 25vw, (min-width: 600px) 50vw, 100vw' })}
        />
        <div className="news-card-content">
          <span className="news-card-category">{item.category_name}</span>
          <Heading className="news-card-title">{item.title}</Heading>
          <p className="news-card-meta">
            <time dateTime={item.add_date}>{formatDate(item.add_date, lang)}</time>
            {item.source ? ` · ${item.source}` : ''}
          </p>
        </div>
      </RouterLink>
    </article>
  );
}
