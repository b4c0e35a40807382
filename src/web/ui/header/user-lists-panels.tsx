/** The popovers of the header's list buttons (loaded on first use). */
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { favourites, removeFavourite, toggleFavourite } from '../stores/favourites';
import { useLocalList } from '../stores/local-list';
import { removeSavedSearch, savedSearches, savedSearchUrl } from '../stores/saved-searches';
import type { PanelProps } from './user-lists';

function Panel({ id, label, anchor, onClose, children }: PanelProps & { children: ReactNode }) {
  // The buttons sit at the end of the bar: open towards the start side.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Popover
      id={id}
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 24px)' }, role: 'region', 'aria-label': label } as object }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        {label}
      </Typography>
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
  if (!rows.length) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <List dense sx={{ pt: 0 }}>
      {rows.map((r) => (
        <ListItem
          key={r.key}
          disablePadding
          secondaryAction={
            <IconButton edge="end" size="small" aria-label={r.removeLabel} title={r.removeLabel} onClick={r.onRemove}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemButton component={RouterLink} to={r.to} onClick={onNavigate}>
            <ListItemText primary={r.text} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
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
        startIcon={saved ? <StarIcon color="secondary" /> : <StarBorderIcon />}
        onClick={() => toggleFavourite(favourites, { url, title: document.title || url })}
        sx={{ justifyContent: 'flex-start', px: 2 }}
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
