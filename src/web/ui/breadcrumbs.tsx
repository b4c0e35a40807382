import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has none. */
  to?: string;
}

/** Home › … › the current page; the separator follows the reading direction. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <MuiBreadcrumbs aria-label={t('a11y.breadcrumbs')} sx={{ mb: 2, fontSize: '0.875rem', '& .MuiBreadcrumbs-ol': { flexWrap: 'wrap' } }}>
      {all.map((c, i) =>
        c.to && i < all.length - 1 ? (
          <Link key={i} component={RouterLink} to={c.to} underline="hover" color="inherit">
            {c.label}
          </Link>
        ) : (
          <Typography
            key={i}
            aria-current={i === all.length - 1 ? 'page' : undefined}
            sx={{ fontSize: 'inherit', color: i === all.length - 1 ? 'text.primary' : 'inherit', maxWidth: { xs: '70vw', md: 480 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {c.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
