/**
 * Tender alerts on the list (after hydration: the list itself is the same for every reader). A
 * visitor gets a link to sign in and come back; a signed-in reader asks for an alert of the
 * filter's governorate and/or material (e-mail today), and sees and removes their alerts.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { newIdempotencyKey } from '../../../shared/idempotency';
import type { TenderAlert, TenderFilters } from '../../../shared/schemas/tenders';
import { useApi } from '../../api/react';
import { useTranslation } from '../../i18n/react';
import { loginReturningTo } from '../../ui/entitlement-gate';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { Button } from '../../ui/kit/button';
import { Chip } from '../../ui/kit/chip';
import { Icon } from '../../ui/kit/icon';
import { iconLogin, iconNotificationsActive } from '../../ui/kit/icons';
import { useSession } from '../../ui/session';
import styles from './tenders.module.css';

export function TenderAlerts({ filters }: { filters: TenderFilters }) {
  const { t } = useTranslation();
  const { user, known } = useSession();
  const api = useApi();
  const feedback = useFeedback();
  const location = useLocation();
  const [alerts, setAlerts] = useState<TenderAlert[]>([]);
  const [busy, setBusy] = useState(false);
  // One key per press sequence: a resend after a lost answer creates one alert.
  const key = useRef<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void api.tenderAlerts().then((res) => live && res.ok && setAlerts(res.data));
    return () => {
      live = false;
    };
  }, [api, userId]);

  if (!known) return null;
  const wanted = { governorate_id: filters.governorate ?? null, product_id: filters.product ?? null };
  const canAsk = wanted.governorate_id !== null || wanted.product_id !== null;

  async function ask() {
    setBusy(true);
    key.current ??= newIdempotencyKey();
    const res = await api.createTenderAlert(wanted, key.current);
    setBusy(false);
    if (res.ok) {
      key.current = null;
      setAlerts((a) => [...a, res.data]);
      feedback.toast(t('tenders.alert_saved'), 'success');
    } else {
      if (res.problem.kind !== 'offline') key.current = null;
      feedback.report(res.problem);
    }
  }

  async function remove(id: number) {
    const res = await api.deleteTenderAlert({ id });
    if (res.ok) {
      setAlerts((a) => a.filter((x) => x.id !== id));
      feedback.toast(t('tenders.alert_removed'));
    } else feedback.report(res.problem);
  }

  return (
    <section className={styles.alerts} aria-labelledby="tender-alerts-title">
      <h2 id="tender-alerts-title">{t('tenders.alerts_title')}</h2>
      {user === null ? (
        <Button to={loginReturningTo(location.pathname + location.search)} variant="outlined" startIcon={<Icon path={iconLogin} size="small" />}>
          {t('tenders.alert_login')}
        </Button>
      ) : (
        <>
          <p>{t('tenders.alert_hint')}</p>
          <div>
            <Button variant="contained" disabled={!canAsk || busy} onClick={() => void ask()} startIcon={<Icon path={iconNotificationsActive} size="small" />}>
              {t('tenders.alert_me')}
            </Button>
          </div>
          {alerts.length > 0 && (
            <ul className={styles.alertList} aria-label={t('tenders.your_alerts')}>
              {alerts.map((a) => (
                <li key={a.id}>
                  <Chip
                    label={`${a.governorate?.name ?? t('tenders.alert_any_place')} · ${a.product?.name ?? t('tenders.alert_any_material')}`}
                    onDelete={() => void remove(a.id)}
                    deleteLabel={t('tenders.alert_remove')}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
