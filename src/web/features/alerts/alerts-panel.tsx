/**
 * Settings → Price alerts (issue 16): the reader's alerts (item, governorate, above/below the
 * limit, latest price) with a delete button each. Mounted as a Settings tab by the settings page.
 */
import { useCallback, useState } from 'react';
import type { PriceAlert } from '../../../shared/schemas/bulletins';
import { useApi } from '../../api/react';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { usePanelData } from '../../ui/use-panel-data';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconDelete } from '../../ui/kit/icons';
import { ListItemText } from '../../ui/kit/misc';
import { Spinner } from '../../ui/kit/progress';
import s from './alerts-panel.module.css';

export function AlertsPanel() {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const fetchAlerts = useCallback(() => api.priceAlerts(), [api]);
  const { state, reload: load, update } = usePanelData(fetchAlerts);
  const [deleting, setDeleting] = useState<number | null>(null);

  async function remove(alert: PriceAlert) {
    setDeleting(alert.id);
    const res = await api.deletePriceAlert({ id: alert.id });
    setDeleting(null);
    if (res.ok) {
      feedback.toast(res.msg);
      update((alerts) => alerts.filter((a) => a.id !== alert.id));
    } else if (res.problem.kind === 'not_found') {
      await load();
    } else feedback.report(res.problem);
  }

  return (
    <div className={s.panel}>
      <h2 className={s.title}>{t('alerts.panel_title')}</h2>
      <p className={s.intro}>{t('alerts.panel_intro')}</p>
      {state.kind === 'loading' && <Spinner size={28} label={t('alerts.panel_title')} />}
      {state.kind === 'failed' && <Alert severity="error">{t('alerts.load_failed')}</Alert>}
      {state.kind === 'ready' && state.data.length === 0 && <p className={s.empty}>{t('alerts.empty')}</p>}
      {state.kind === 'ready' && state.data.length > 0 && (
        <ul className={s.list}>
          {state.data.map((a) => {
            const name = `${a.item_name} — ${a.governorate_name}`;
            const rule = t(a.direction === 'above' ? 'alerts.rule_above' : 'alerts.rule_below', { threshold: a.threshold });
            const last = a.last_price ? t('alerts.last_price', { price: a.last_price, date: a.last_price_date ?? '' }) : t('alerts.no_price');
            return (
              <li key={a.id} className={s.row}>
                <ListItemText primary={name} secondary={`${a.product_name} · ${rule} · ${last}`} />
                <Button
                  color="error"
                  size="small"
                  startIcon={<Icon path={iconDelete} />}
                  onClick={() => void remove(a)}
                  loading={deleting === a.id}
                  aria-label={t('alerts.delete_label', { name })}
                >
                  {t('alerts.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
