/**
 * The page's "Saved searches" panel (SPEC sections 2 and 3): the device's saved searches, newest
 * first; each opens its prices, each can be removed. The same store feeds the header's list.
 */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useLocalList } from '../../ui/stores/local-list';
import { removeSavedSearch, savedSearches, savedSearchUrl } from '../../ui/stores/saved-searches';

export function SavedSearchesList({ current }: { current?: string }) {
  const { t } = useTranslation();
  const items = useLocalList(savedSearches);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="saved-searches-title">
      <Typography id="saved-searches-title" variant="h2" component="h2" sx={{ fontSize: '1.125rem', px: 2, pt: 1.5, pb: 0.5 }}>
        {t('prices.saved_title')}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 2 }}>
          {t('prices.saved_empty')}
        </Typography>
      ) : (
        <List dense sx={{ pt: 0 }}>
          {items.map((s) => {
            const text = s.search_text || s.product_name || s.param;
            const remove = t('prices.saved_remove', { name: text });
            return (
              <ListItem
                key={s.param}
                disablePadding
                secondaryAction={
                  <IconButton edge="end" size="small" aria-label={remove} title={remove} onClick={() => removeSavedSearch(savedSearches, s.param)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton
                  component={RouterLink}
                  to={savedSearchUrl(s)}
                  selected={s.param === current}
                  aria-current={s.param === current ? 'page' : undefined}
                >
                  <ListItemText primary={text} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
