/**
 * The site header: on desktop a top bar (brand, social links, preferences, device lists, account
 * buttons) and the mega navigation; on small screens an app bar that opens the drawer.
 * Which one shows is pure CSS, so the server-rendered page never jumps.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MenuIcon from '@mui/icons-material/Menu';
import type { Lang } from '../../../shared/envelope';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { HeaderAccount } from './account-menu';
import { Logo } from './logo';
import { MegaNav } from './mega-nav';
import { buildNav } from './nav-model';
import { CountrySelect, LanguageSwitch, ThemeToggle } from './prefs-controls';
import { SocialLinks } from './social-links';
import { FavouritesMenu, RecentSearchesMenu } from './user-lists';

const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

interface Props {
  site: DefaultWebsiteData | null;
  lang: Lang;
  country: string;
}

const barSx = {
  bgcolor: 'primary.dark',
  color: '#fff',
  '[data-mui-color-scheme="dark"] &': { bgcolor: '#0a121c', color: 'text.primary' },
} as const;

export function Header({ site, lang, country }: Props) {
  const { t } = useTranslation();
  const sections = useMemo(() => buildNav(site, t), [site, t]);
  const [drawer, setDrawer] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawer(true);
  };

  return (
    <Box component="header">
      {/* Desktop: top bar */}
      <Box sx={{ ...barSx, display: { xs: 'none', md: 'block' } }}>
        <Container maxWidth="xl">
          <Stack direction="row" sx={{ alignItems: 'center', minHeight: 48, gap: 1 }}>
            <SocialLinks info={site?.contact_info} />
            <Box sx={{ flex: 1 }} />
            <CountrySelect countries={site?.countries} value={country} id="header-country" onDark />
            <LanguageSwitch lang={lang} />
            <ThemeToggle />
            <RecentSearchesMenu />
            <FavouritesMenu />
            <HeaderAccount />
          </Stack>
        </Container>
      </Box>
      {/* Desktop: brand + mega navigation */}
      <Box sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="xl">
          <Stack direction="row" sx={{ alignItems: 'center', gap: 3 }}>
            <Logo />
            <MegaNav sections={sections} />
          </Stack>
        </Container>
      </Box>
      {/* Small screens: app bar + drawer */}
      <Box sx={{ ...barSx, display: { xs: 'block', md: 'none' }, position: 'sticky', top: 0, zIndex: 'appBar' }}>
        <Stack direction="row" sx={{ alignItems: 'center', minHeight: 56, px: 1, gap: 0.5 }}>
          <IconButton color="inherit" onClick={openDrawer} aria-label={t('a11y.open_menu')} aria-expanded={drawer ? 'true' : 'false'}>
            <MenuIcon />
          </IconButton>
          <Logo onDark />
          <Box sx={{ flex: 1 }} />
          <RecentSearchesMenu />
          <FavouritesMenu />
          <ThemeToggle />
        </Stack>
      </Box>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawer} onClose={() => setDrawer(false)} sections={sections} lang={lang} country={country} countries={site?.countries} />
        </Suspense>
      )}
    </Box>
  );
}
