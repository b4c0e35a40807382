/** The popovers of the header's list buttons (loaded on first use). */
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { Button, IconButton } from '../kit/button';
import { Icon } from '../kit/icon';
import { iconClose, iconStar, iconStarBorder } from '../kit/icons';
import { Divider } from '../kit/layout';
import { Popover } from '../kit/popover';
import { favourites, removeFavourite, toggleFavourite } from '../stores/favourites';
import { useLocalList } from '../stores/local-list';
import { removeSavedSearch, savedSearches, savedSearchUrl } from '../stores/saved-searches';
import type { PanelProps } from './user-lists';
import s from './panels.module.css';

function Panel({ id, label, anchor, onClose, children }: PanelProps & { children: ReactNode }) {
  // The buttons sit at the end of the bar: open towards the start side.
  return (
    <Popover id={id} open={!!anchor} anchorEl={anchor} onClose={onClose} align="end" role="region" aria-label={label} className={s.panel}>
      <h2 className={s.panelTitle}>{label}</h2>
      {children}
    </Popover>
  );
}

interface Row {
  key: string;
  to: string;
  text: string;
  removeLabel: string;
  onRemove: () => void;
}

/** Each row: a link plus a separate remove button (no button nested inside a link). */
function RemovableList({ rows, empty, onNavigate }: { rows: Row[]; empty: string; onNavigate: () => void }) {
  if (!rows.length) return <p className={s.empty}>{empty}</p>;
  return (
    <ul className={s.rows}>
      {rows.map((r) => (
        <li key={r.key} className={s.row}>
          <RouterLink to={r.to} onClick={onNavigate} className={s.rowLink}>
            {r.text}
          </RouterLink>
          <IconButton size="small" label={r.removeLabel} onClick={r.onRemove}>
            <Icon path={iconClose} size="small" />
          </IconButton>
        </li>
      ))}
    </ul>
  );
}

export function SavedSearchesPanel(props: PanelProps) {
  const { t } = useTranslation();
  const items = useLocalList(savedSearches);
  return (
    <Panel {...props}>
      <RemovableList
        empty={t('searches.empty')}
        onNavigate={props.onClose}
        rows={items.map((s) => {
          const text = s.search_text || s.product_name || s.param;
          return {
            key: s.param,
            to: savedSearchUrl(s),
            text,
            removeLabel: t('searches.remove', { name: text }),
            onRemove: () => removeSavedSearch(savedSearches, s.param),
          };
        })}
      />
    </Panel>
  );
}

export function FavouritesPanel(props: PanelProps) {
  const { t } = useTranslation();
  const items = useLocalList(favourites);
  const location = useLocation();
  const url = location.pathname + location.search;
  const saved = items.some((f) => f.url === url);
  return (
    <Panel {...props}>
      <Button
        fullWidth
        className={s.toggleCurrent}
        startIcon={saved ? <Icon path={iconStar} className={s.starred} /> : <Icon path={iconStarBorder} />}
        onClick={() => toggleFavourite(favourites, { url, title: document.title || url })}
      >
        {saved ? t('favourites.remove_current') : t('favourites.add_current')}
      </Button>
      <Divider />
      <RemovableList
        empty={t('favourites.empty')}
        onNavigate={props.onClose}
        rows={items.map((f) => ({
          key: f.url,
          to: f.url,
          text: f.title,
          removeLabel: t('favourites.remove', { name: f.title }),
          onRemove: () => removeFavourite(favourites, f.url),
        }))}
      />
    </Panel>
  );
}
