import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../shared/envelope';
import type { NewsCard as NewsItem } from '../../shared/schemas/common';
import { formatDate } from '../i18n/format';
import { paths } from './header/nav-model';
import { Photo } from './photo';

/** A news card (photo, category, title, date, source); shared by the home rows and the news grid. */
export function NewsCard({ item, lang, headingLevel = 'h3' }: { item: NewsItem; lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.newsTopic(item.id, item.category_id, item.category_name, item.title)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Photo src={item.photo} alt="" width={400} height={225} sizes="(min-width: 1200px) 25vw, (min-width: 600px) 50vw, 100vw" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="caption" color="secondary.dark" sx={{ fontWeight: 700, '[data-mui-color-scheme="dark"] &': { color: 'secondary.main' } }}>
            {item.category_name}
          </Typography>
          <Typography
            component={headingLevel}
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.5, mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {item.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            <time dateTime={item.add_date}>{formatDate(item.add_date, lang)}</time>
            {item.source ? ` · ${item.source}` : ''}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
