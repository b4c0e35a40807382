import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Lang } from '../../shared/envelope';
import type { NewsCard as NewsItem } from '../../shared/schemas/common';
import { formatDate } from '../i18n/format';
import { paths } from './header/nav-model';
import { photoAttrs, photoCss } from './photo';

/**
 * The card's inside is plain elements styled from the card's one style: a page shows 12–30
 * cards, and an MUI CardContent, photo Box and three Typography per card cost Emotion work
 * for each of them on every server render and hydration. Same look as those components.
 */
const cardSx: SxProps<Theme> = (theme) => ({
  height: '100%',
  '& .news-card-link': { height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' },
  '& .news-card-photo': { ...photoCss, width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
  '& .news-card-content': { flex: 1, p: 2, '&:last-child': { pb: 3 } },
  '& .news-card-category': { ...theme.typography.caption, m: 0, fontWeight: 700, color: 'secondary.dark', '[data-mui-color-scheme="dark"] &': { color: 'secondary.main' } },
  '& .news-card-title': { ...theme.typography.subtitle1, m: 0, fontWeight: 700, lineHeight: 1.5, mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  '& .news-card-meta': { ...theme.typography.caption, m: 0, mt: 1, color: 'text.secondary' },
});

/** A news card (photo, category, title, date, source); shared by the home rows and the news grid. */
export function NewsCard({ item, lang, headingLevel = 'h3' }: { item: NewsItem; lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <Card component="article" sx={cardSx}>
      <CardActionArea component={RouterLink} to={paths.newsTopic(item.id, item.category_id, item.category_name, item.title)} className="news-card-link">
        <img className="news-card-photo" {...photoAttrs({ src: item.photo, alt: '', width: 400, height: 225, sizes: '(min-width: 1200px) 25vw, (min-width: 600px) 50vw, 100vw' })} />
        <div className="news-card-content">
          <span className="news-card-category">{item.category_name}</span>
          <Heading className="news-card-title">{item.title}</Heading>
          <p className="news-card-meta">
            <time dateTime={item.add_date}>{formatDate(item.add_date, lang)}</time>
            {item.source ? ` · ${item.source}` : ''}
          </p>
        </div>
      </CardActionArea>
    </Card>
  );
}
