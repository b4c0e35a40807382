/**
 * The site header: on desktop a top bar (brand, social links, preferences, device lists, account
 * buttons) and the mega navigation; on small screens an app bar that opens the drawer.
 * Which one shows is pure CSS, so the server-rendered page never jumps.
 *
 * The header is on every page: plain elements under its one style (headerSx; buttons, badge and
 * selects from header-css.ts), not an MUI component (and its Emotion style) for each.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';

import type { Lang } from '../../../shared/envelope';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { PlainIcon } from '../plain-icon';
import { HeaderAccount } from './account-menu';
import { headerCss } from './header-css';
import { Logo, logoCss } from './logo';
import { MegaNav } from './mega-nav';
import { buildNav } from './nav-model';
import { CountrySelect, LanguageSwitch, ThemeToggle } from './prefs-controls';
import { SocialLinks } from './social-links';
import { FavouritesMenu, RecentSearchesMenu } from './user-lists';
import { SxOnce, type SectionStyle } from '../sx-once';

const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

interface Props {
  site: DefaultWebsiteData | null;
  lang: Lang;
  country: string;
}

const headerSx: SectionStyle = (theme) => ({
  ...headerCss(theme),
  ...logoCss,
  '& .header-bar': {
    bgcolor: 'primary.dark',
    color: '#fff',
    '[data-mui-color-scheme="dark"] &': { bgcolor: '#0a121c', color: 'text.primary' },
  },
  '& .header-desktop': { display: { xs: 'none', md: 'block' } },
  '& .header-top-row': { display: 'flex', flexDirection: 'row', alignItems: 'center', minHeight: 48, gap: 1 },
  '& .header-spacer': { flex: 1 },
  '& .header-brand-bar': { bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' },
  '& .header-brand-row': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 3 },
  '& .header-phone': { display: { xs: 'block', md: 'none' }, position: 'sticky', top: 0, zIndex: 'appBar' },
  '& .header-phone-row': { display: 'flex', flexDirection: 'row', alignItems: 'center', minHeight: 56, px: 1, gap: 0.5 },
});

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
    <SxOnce component="header" sx={headerSx}>
      {/* Desktop: top bar */}
      <div className="header-bar header-desktop">
        <div className="hcontainer">
          <div className="header-top-row">
            <SocialLinks info={site?.contact_info} />
            <div className="header-spacer" />
            <CountrySelect countries={site?.countries} value={country} id="header-country" onDark />
            <LanguageSwitch lang={lang} />
            <ThemeToggle />
            <RecentSearchesMenu />
            <FavouritesMenu />
            <HeaderAccount />
          </div>
        </div>
      </div>
      {/* Desktop: brand + mega navigation */}
      <div className="header-brand-bar header-desktop">
        <div className="hcontainer">
          <div className="header-brand-row">
            <Logo />
            <MegaNav sections={sections} />
          </div>
        </div>
      </div>
      {/* Small screens: app bar + drawer */}
      <div className="header-bar header-phone">
        <div className="header-phone-row">
          <button type="button" className="hib" onClick={openDrawer} aria-label={t('a11y.open_menu')} aria-expanded={drawer ? 'true' : 'false'}>
            <PlainIcon name="menu" />
          </button>
          <Logo onDark />
          <div className="header-spacer" />
          <RecentSearchesMenu />
          <FavouritesMenu />
          <ThemeToggle />
        </div>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawer} onClose={() => setDrawer(false)} sections={sections} lang={lang} country={country} countries={site?.countries} />
        </Suspense>
      )}
    </SxOnce>
  );
}
