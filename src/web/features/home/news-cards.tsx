import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../../shared/envelope';
import type { NewsCard as NewsItem } from '../../../shared/schemas/common';
import type { Home } from '../../../shared/schemas/home';
import { formatDate } from '../../i18n/format';
import { paths } from '../../ui/header/nav-model';
import { uploadUrl } from '../../ui/media';

export function NewsCard({ item, lang }: { item: NewsItem; lang: Lang }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.newsTopic(item.id, item.category_id, item.category_name, item.title)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box
          component="img"
          src={uploadUrl(item.photo)}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'action.hover' }}
        />
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="caption" color="secondary.dark" sx={{ fontWeight: 700, '[data-mui-color-scheme="dark"] &': { color: 'secondary.main' } }}>
            {item.category_name}
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.5, mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
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

/** A news row: 4 cards on large screens, 2 on medium, 1 on small (SPEC section 9). */
export function NewsRow({ id, title, items, moreTo, lang }: { id: string; title: string; items: NewsItem[]; moreTo: string; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby={id}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
        <Typography id={id} variant="h2" component="h2" sx={{ borderInlineStart: 4, borderColor: 'secondary.main', ps: 1.25 }}>
          {title}
        </Typography>
        <Link component={RouterLink} to={moreTo} underline="hover" sx={{ fontWeight: 600 }} aria-label={`${t('home.more_news')}: ${title}`}>
          {t('home.more_news')}
        </Link>
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('home.no_news')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {items.slice(0, 4).map((n) => (
            <li key={n.id}>
              <NewsCard item={n} lang={lang} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The slider's items (title, photo, link) as a swipeable strip; no carousel script needed. */
export function SliderStrip({ sliders }: { sliders: Home['all_active_sliders'] }) {
  const { t } = useTranslation();
  if (!sliders.length) return null;
  return (
    <Box component="section" aria-labelledby="sliders-title">
      <Typography id="sliders-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('home.sliders_title')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: { xs: '88%', sm: '60%', md: '40%' }, gap: 2, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1 }}
      >
        {sliders.map((s, i) => {
          const external = /^https?:\/\//i.test(s.link);
          return (
            <Box component="li" key={s.id} sx={{ scrollSnapAlign: 'start' }}>
              <Box
                component={external ? 'a' : RouterLink}
                {...(external ? { href: s.link, target: '_blank', rel: 'noopener' } : { to: s.link || '/' })}
                sx={{ position: 'relative', display: 'block', borderRadius: 2, overflow: 'hidden', color: '#fff', textDecoration: 'none' }}
              >
                <Box
                  component="img"
                  src={uploadUrl(s.photo)}
                  alt=""
                  width={800}
                  height={450}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                  sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'primary.dark' }}
                />
                <Box sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: 2, background: 'linear-gradient(to top, rgba(7,20,38,0.92), rgba(7,20,38,0))' }}>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: '1.15rem' }, lineHeight: 1.5 }}>
                    {s.title}
                  </Typography>
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
