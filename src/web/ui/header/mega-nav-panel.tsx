/** The panel of one mega-navigation section: grouped links (loaded on first use). */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { isEmptySection, type NavSection } from './nav-model';

export default function MegaNavPanel({ id, section, anchor, onClose }: { id: string; section: NavSection; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = section.groups ?? [];
  const wide = groups.length > 1;
  return (
    <Popover
      id={id}
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ paper: { variant: 'outlined', sx: { p: 2, mt: 0.5, maxWidth: 'min(900px, calc(100vw - 32px))' } } }}
    >
      <Box
        component="nav"
        aria-label={section.label}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: wide ? `repeat(${Math.min(groups.length, 4)}, minmax(160px, 1fr))` : '1fr', minWidth: 200 }}
      >
        {isEmptySection(section) && (
          <Typography variant="body2" color="textSecondary">
            {t('nav.no_items')}
          </Typography>
        )}
        {groups.map((g, i) => (
          <Box key={g.head?.to ?? i}>
            {g.head && (
              <Link component={RouterLink} to={g.head.to} onClick={onClose} underline="hover" sx={{ display: 'block', fontWeight: 700, mb: 0.75 }}>
                {g.head.label}
              </Link>
            )}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link component={RouterLink} to={l.to} onClick={onClose} underline="hover" color="text.primary" sx={{ fontSize: '0.925rem' }}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Popover>
  );
}
