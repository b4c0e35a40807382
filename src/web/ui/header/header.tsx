/**
 * The site header: on desktop a top bar (brand, social links, preferences, device lists, account
 * buttons) and the mega navigation; on small screens an app bar that opens the drawer.
 * Which one shows is pure CSS, so the server-rendered page never jumps.
 *
 * The header is on every page: plain elements styled by header.module.css and ../looks.module.css
 * (buttons, badge, selects), not an MUI component (and its Emotion style) for each.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';

import type { Lang } from '../../../shared/envelope';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { PlainIcon } from '../plain-icon';
import { HeaderAccount } from './account-menu';
import { Logo } from './logo';
import { MegaNav } from './mega-nav';
import { buildNav } from './nav-model';
import { CountrySelect, LanguageSwitch, ThemeToggle } from './prefs-controls';
import { SocialLinks } from './social-links';
import { FavouritesMenu, RecentSearchesMenu } from './user-lists';
import looks from '../looks.module.css';
import styles from './header.module.css';

const DRAWER_PAPER = `${styles.root} ${looks.looks} ${styles.drawerPaper}`;
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

interface Props {
  site: DefaultWebsiteData | null;
  lang: Lang;
  country: string;
}

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
    <header className={`${styles.root} ${looks.looks}`}>
      {/* Desktop: top bar */}
      <div className={`${styles.bar} ${styles.desktop}`}>
        <div className="hcontainer">
          <div className={styles.topRow}>
            <SocialLinks info={site?.contact_info} />
            <div className={styles.spacer} />
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
      <div className={`${styles.brandBar} ${styles.desktop}`}>
        <div className="hcontainer">
          <div className={styles.brandRow}>
            <Logo />
            <MegaNav sections={sections} />
          </div>
        </div>
      </div>
      {/* Small screens: app bar + drawer */}
      <div className={`${styles.bar} ${styles.phone}`}>
        <div className={styles.phoneRow}>
          <button type="button" className="hib" onClick={openDrawer} aria-label={t('a11y.open_menu')} aria-expanded={drawer ? 'true' : 'false'}>
            <PlainIcon name="menu" />
          </button>
          <Logo onDark />
          <div className={styles.spacer} />
          <RecentSearchesMenu />
          <FavouritesMenu />
          <ThemeToggle />
        </div>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawer}
            onClose={() => setDrawer(false)}
            sections={sections}
            lang={lang}
            country={country}
            countries={site?.countries}
            paperClassName={DRAWER_PAPER}
          />
        </Suspense>
      )}
    </header>
  );
}
