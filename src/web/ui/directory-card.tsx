import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Photo } from './photo';
import { plainText } from './seo';

/**
 * A directory card (producers, partners): logo, name, optional address and a short description.
 * `href` opens an outside website in a new tab; `to` goes to a page of the site.
 */
export function DirectoryCard({
  name,
  photo,
  description,
  address,
  to,
  href,
}: {
  name: string;
  photo: string;
  description: string;
  address?: string;
  to?: string;
  href?: string;
}) {
  const { t } = useTranslation();
  const link = href
    ? { component: 'a' as const, href, target: '_blank', rel: 'noopener', 'aria-label': `${name} — ${t('directory.opens_website')}` }
    : { component: RouterLink, to: to ?? '/' };
  return (
    <Card component="article" sx={{ height: '100%' }}>
      {/* Phones: the logo beside the text, so a screen holds several entries; wider: on top. */}
      <CardActionArea
        {...link}
        sx={{ height: '100%', display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box
          sx={{
            bgcolor: '#fff',
            borderBottom: { sm: 1 },
            borderInlineEnd: { xs: 1, sm: 0 },
            borderColor: 'divider',
            p: { xs: 1, sm: 2 },
            flex: { xs: '0 0 104px', sm: '0 0 auto' },
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Photo
            src={photo}
            alt=""
            width={320}
            height={180}
            sizes="(min-width: 600px) 320px, 104px"
            sx={{ width: '100%', maxWidth: 320, aspectRatio: { xs: '1 / 1', sm: '16 / 9' }, objectFit: 'contain', bgcolor: 'transparent' }}
          />
        </Box>
        <CardContent sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2 } }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800, lineHeight: 1.5, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {name}
            {href && <OpenInNewIcon fontSize="inherit" aria-hidden sx={{ color: 'text.secondary', transform: 'var(--binaa-mirror, none)' }} />}
          </Typography>
          {address && (
            <Typography variant="body2" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <PlaceIcon fontSize="inherit" aria-hidden />
              {address}
            </Typography>
          )}
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {plainText(description, 180)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The grid of directory cards, or an empty message. */
export function DirectoryGrid({ children, empty }: { children: React.ReactNode[]; empty: string }) {
  if (!children.length) {
    return (
      <Typography role="status" color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
      }}
    >
      {children.map((c, i) => (
        <li key={i}>{c}</li>
      ))}
    </Box>
  );
}

/** The page of one directory entry: logo beside name, address, website and the description. */
export function DirectoryDetail({
  name,
  photo,
  address,
  website,
  children,
}: {
  name: string;
  photo: string;
  address?: string;
  website?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="article" aria-labelledby="entry-title">
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}>
        <Box sx={{ bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 2, p: 2, flex: '0 0 auto', display: 'flex', justifyContent: 'center' }}>
          <Photo
            src={photo}
            alt={name}
            width={320}
            height={180}
            sizes="320px"
            priority
            sx={{ width: { xs: '100%', sm: 280 }, maxWidth: 320, aspectRatio: '16 / 9', objectFit: 'contain', bgcolor: 'transparent' }}
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="entry-title" variant="h1" sx={{ lineHeight: 1.4 }}>
            {name}
          </Typography>
          {address && (
            <Typography color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
              <PlaceIcon fontSize="small" aria-hidden />
              <span>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {t('directory.address')}:
                </Box>{' '}
                {address}
              </span>
            </Typography>
          )}
          {website && (
            <Typography sx={{ mt: 1 }}>
              <Box
                component="a"
                href={website}
                target="_blank"
                rel="noopener"
                sx={{ color: 'primary.main', fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {t('directory.website')}
                <OpenInNewIcon fontSize="small" aria-hidden sx={{ transform: 'var(--binaa-mirror, none)' }} />
              </Box>
            </Typography>
          )}
        </Box>
      </Box>
      {children}
    </Box>
  );
}
