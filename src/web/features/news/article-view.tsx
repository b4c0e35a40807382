import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarIcon from '@mui/icons-material/CalendarTodayOutlined';
import CommentIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SourceIcon from '@mui/icons-material/LinkOutlined';
import type { Lang } from '../../../shared/envelope';
import type { NewsCard as NewsItem } from '../../../shared/schemas/common';
import type { NewsArticle } from '../../../shared/schemas/news';
import { formatDate } from '../../i18n/format';
import { newsSlug, paths } from '../../ui/header/nav-model';
import { Photo } from '../../ui/photo';
import { RichHtml } from '../../ui/rich-html';

/** An article: title, photo, date, category, source, comments count (0) and the sanitised body. */
export function ArticleView({ item, lang }: { item: NewsArticle; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <Box component="article" aria-labelledby="article-title">
      <Typography id="article-title" variant="h1" sx={{ lineHeight: 1.5, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {item.title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 }, my: 2, color: 'text.secondary', fontSize: '0.9rem' }}>
        <Chip
          component={RouterLink}
          to={paths.news(item.category_id, 1, newsSlug(item.category_id, lang))}
          clickable
          size="small"
          color="secondary"
          label={item.category_name}
        />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <CalendarIcon fontSize="inherit" aria-hidden />
          <time dateTime={item.add_date}>{formatDate(item.add_date, lang)}</time>
        </Stack>
        {item.source && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <SourceIcon fontSize="inherit" aria-hidden />
            <span>
              {t('news.source')}: {item.source}
            </span>
          </Stack>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <CommentIcon fontSize="inherit" aria-hidden />
          <span>{t('news.comments', { count: item.comments_count })}</span>
        </Stack>
      </Stack>
      {item.photo && (
        <Photo
          src={item.photo}
          alt={item.title}
          width={1280}
          height={720}
          sizes="(min-width: 1200px) 860px, 100vw"
          priority
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 2 }}
        />
      )}
      <RichHtml html={item.description} />
    </Box>
  );
}

/** Related topics: the newest articles of the same category. */
export function RelatedTopics({ items, lang }: { items: NewsItem[]; lang: Lang }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <Box component="section" aria-labelledby="related-title">
      <Typography id="related-title" variant="h2" sx={{ mb: 1.5, borderInlineStart: 4, borderColor: 'secondary.main', ps: 1.25 }}>
        {t('news.related')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((n) => (
          <Box component="li" key={n.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Photo src={n.photo} alt="" width={112} height={63} sx={{ flex: '0 0 112px', width: 112, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }} />
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={paths.newsTopic(n.id, n.category_id, n.category_name, n.title)} underline="hover" sx={{ fontWeight: 700, lineHeight: 1.5, display: 'block' }}>
                {n.title}
              </Link>
              <Typography variant="caption" color="text.secondary">
                <time dateTime={n.add_date}>{formatDate(n.add_date, lang)}</time>
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
