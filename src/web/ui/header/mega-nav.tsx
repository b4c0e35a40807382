/**
 * Desktop mega navigation: one button per section, a panel of grouped links under it. The
 * triggers are plain elements styled by header.module.css (under the header's style); the panels
 * (MUI Popover) load on first use.
 */
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { PlainIcon } from '../plain-icon';
import type { NavSection } from './nav-model';
// The looks first: the header's rules follow them in the stylesheet (decision 015).
import '../looks.module.css';
import styles from './header.module.css';

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
      <button
        type="button"
        className={navButtonClass(active)}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setLoaded(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
      >
        {section.label}
        <span className="hb-end">
          <PlainIcon name="expandMore" />
        </span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MegaNavPanel id={id} section={section} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

const navButtonClass = (active: boolean) => (active ? `hb ${styles.navButton} ${styles.active}` : `hb ${styles.navButton}`);

export function MegaNav({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isActive = (s: NavSection) => (s.key === 'home' ? pathname === '/' : PREFIXES[s.key].some((p) => pathname.startsWith(p)));
  return (
    <nav aria-label={t('a11y.main_nav')}>
      <ul className={styles.navList}>
        {sections.map((s) => (
          <li key={s.key}>
            {s.to ? (
              <RouterNavLink to={s.to} end className={navButtonClass(isActive(s))}>
                {s.label}
              </RouterNavLink>
            ) : (
              <SectionMenu section={s} active={isActive(s)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
