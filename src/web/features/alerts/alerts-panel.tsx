/**
 * Settings → Price alerts (issue 16): the reader's alerts (item, governorate, above/below the
 * limit, latest price) with a delete button each. Mounted as a Settings tab by the settings page.
 */
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { PriceAlert } from '../../../shared/schemas/bulletins';
import { useApi } from '../../api/react';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { usePanelData } from '../../ui/use-panel-data';

export function AlertsPanel() {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const fetchAlerts = useCallback(() => api.priceAlerts(), [api]);
  const { state, reload: load, update } = usePanelData(fetchAlerts);
  const [deleting, setDeleting] = useState<number | null>(null);

  async function remove(alert: PriceAlert) {
    setDeleting(alert.id);
    const res = await api.deletePriceAlert(alert.id);
    setDeleting(null);
    if (res.ok) {
      feedback.toast(res.msg);
      update((alerts) => alerts.filter((a) => a.id !== alert.id));
    } else if (res.problem.kind === 'not_found') {
      await load();
    } else feedback.report(res.problem);
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('alerts.panel_title')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('alerts.panel_intro')}
      </Typography>
      {state.kind === 'loading' && <CircularProgress size={28} aria-label={t('alerts.panel_title')} />}
      {state.kind === 'failed' && <Alert severity="error">{t('alerts.load_failed')}</Alert>}
      {state.kind === 'ready' && state.data.length === 0 && <Typography>{t('alerts.empty')}</Typography>}
      {state.kind === 'ready' && state.data.length > 0 && (
        <List disablePadding>
          {state.data.map((a) => {
            const name = `${a.item_name} — ${a.governorate_name}`;
            const rule = t(a.direction === 'above' ? 'alerts.rule_above' : 'alerts.rule_below', { threshold: a.threshold });
            const last = a.last_price ? t('alerts.last_price', { price: a.last_price, date: a.last_price_date ?? '' }) : t('alerts.no_price');
            return (
              <ListItem
                key={a.id}
                divider
                secondaryAction={
                  <Button
                    color="error"
                    size="small"
                    startIcon={<DeleteIcon />}
                    onClick={() => void remove(a)}
                    loading={deleting === a.id}
                    aria-label={t('alerts.delete_label', { name })}
                  >
                    {t('alerts.delete')}
                  </Button>
                }
                sx={{ paddingInlineEnd: '120px' }}
              >
                <ListItemText primary={name} secondary={`${a.product_name} · ${rule} · ${last}`} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
