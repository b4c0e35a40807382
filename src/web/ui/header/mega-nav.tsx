/** Desktop mega navigation: one button per section, a panel of grouped links under it. */
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavSection } from './nav-model';

const PREFIXES: Record<NavSection['key'], string[]> = {
  home: [],
  prices: ['/materials', '/comparison'],
  news: ['/news'],
  producers: ['/producers', '/producer/'],
  partners: ['/partners'],
  society: ['/society', '/contact-us'],
};

const loadPanel = () => import('./mega-nav-panel');
const MegaNavPanel = lazy(loadPanel);

function SectionMenu({ section, active }: { section: NavSection; active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setLoaded(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        sx={navButtonSx(active)}
      >
        {section.label}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MegaNavPanel id={id} section={section} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

const navButtonSx = (active: boolean) => ({
  px: 1.5,
  fontSize: '0.975rem',
  borderRadius: 0,
  borderBottom: 3,
  borderColor: active ? 'secondary.main' : 'transparent',
  minHeight: 56,
});

export function MegaNav({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isActive = (s: NavSection) => (s.key === 'home' ? pathname === '/' : PREFIXES[s.key].some((p) => pathname.startsWith(p)));
  return (
    <Box component="nav" aria-label={t('a11y.main_nav')}>
      <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 0.5, flexWrap: 'wrap' }}>
        {sections.map((s) => (
          <li key={s.key}>
            {s.to ? (
              <Button color="inherit" component={RouterNavLink} to={s.to} end sx={navButtonSx(isActive(s))}>
                {s.label}
              </Button>
            ) : (
              <SectionMenu section={s} active={isActive(s)} />
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
