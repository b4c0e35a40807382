/**
 * Header buttons over the device's own lists: recent (saved) searches and favourite pages. The
 * popovers load on first use, keeping Popover/Modal/List out of the first page's JavaScript.
 * The buttons and the badge are plain elements styled by header.module.css.
 */
import { lazy, Suspense, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { PlainIcon } from '../plain-icon';
import { favourites } from '../stores/favourites';
import { useLocalList } from '../stores/local-list';
import { savedSearches } from '../stores/saved-searches';
// The looks first: the header's rules follow them in the stylesheet (decision 015).
import '../looks.module.css';
import styles from './header.module.css';

const panels = () => import('./user-lists-panels');
const SavedSearchesPanel = lazy(() => panels().then((m) => ({ default: m.SavedSearchesPanel })));
const FavouritesPanel = lazy(() => panels().then((m) => ({ default: m.FavouritesPanel })));

export interface PanelProps {
  id: string;
  label: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

function HeaderListButton({ label, icon, panel }: { label: string; icon: ReactNode; panel: (p: PanelProps) => ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="hib"
        onClick={(e: MouseEvent<HTMLElement>) => {
          setLoaded(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={() => void panels()}
        aria-label={label}
        title={label}
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
      >
        {icon}
      </button>
      {loaded && <Suspense fallback={null}>{panel({ id, label, anchor, onClose: () => setAnchor(null) })}</Suspense>}
    </>
  );
}

export function RecentSearchesMenu() {
  const { t } = useTranslation();
  const items = useLocalList(savedSearches);
  return (
    <HeaderListButton
      label={t('searches.title')}
      icon={
        <span className={styles.badgeRoot}>
          <PlainIcon name="history" />
          <span aria-hidden="true" className={items.length ? styles.badge : `${styles.badge} ${styles.invisible}`}>
            {items.length > 10 ? '10+' : items.length || null}
          </span>
        </span>
      }
      panel={(p) => <SavedSearchesPanel {...p} />}
    />
  );
}

export function FavouritesMenu() {
  const { t } = useTranslation();
  const items = useLocalList(favourites);
  const location = useLocation();
  const saved = items.some((f) => f.url === location.pathname + location.search);
  return <HeaderListButton label={t('favourites.title')} icon={<PlainIcon name={saved ? 'star' : 'starBorder'} />} panel={(p) => <FavouritesPanel {...p} />} />;
}
