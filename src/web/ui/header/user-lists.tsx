/**
 * Header buttons over the device's own lists: recent (saved) searches and favourite pages. The
 * popovers load on first use, keeping Popover/Modal/List out of the first page's JavaScript.
 */
import { lazy, Suspense, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import HistoryIcon from '@mui/icons-material/History';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { favourites } from '../stores/favourites';
import { useLocalList } from '../stores/local-list';
import { savedSearches } from '../stores/saved-searches';

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
      <IconButton
        color="inherit"
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
      </IconButton>
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
        <Badge badgeContent={items.length} color="secondary" max={10}>
          <HistoryIcon />
        </Badge>
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
  return <HeaderListButton label={t('favourites.title')} icon={saved ? <StarIcon /> : <StarBorderIcon />} panel={(p) => <FavouritesPanel {...p} />} />;
}
