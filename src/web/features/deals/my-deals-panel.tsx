/**
 * Settings → My deals and jobs → My deals (issue 17): the reader's deals, open or closed, each
 * with a "Close deal" action (after a confirmation) and the requests received with the
 * requesters' contact. Private: loaded in the browser from GET my_deals.
 */
import { useCallback, useState } from 'react';
import type { Lang } from '../../../shared/envelope';
import type { MyDeals } from '../../../shared/schemas/deals';
import { useApi } from '../../api/react';
import { formatDate } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Chip } from '../../ui/kit/chip';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { Spinner } from '../../ui/kit/progress';
import { usePanelData } from '../../ui/use-panel-data';
import { DealCard } from './deal-card';
import styles from './deals.module.css';

type MyDeal = MyDeals['deals'][number];

function Requests({ deal, lang }: { deal: MyDeal; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('deals.requests')}>
      <h4 className={styles.requestsTitle}>{t('deals.requests')}</h4>
      {deal.requests.length === 0 ? (
        <p className={styles.muted}>{t('deals.no_requests')}</p>
      ) : (
        <ul className={styles.requests}>
          {deal.requests.map((r) => (
            <li key={r.id}>
              <strong>{r.name}</strong> · {t('deals.email')}: <a href={`mailto:${r.email}`}>{r.email}</a>
              {r.mobile && (
                <>
                  {' '}
                  · {t('deals.mobile')}:{' '}
                  <a href={`tel:${r.mobile}`} dir="ltr">
                    {r.mobile}
                  </a>
                </>
              )}{' '}
              · <time dateTime={r.requested_at}>{t('deals.requested_on', { date: formatDate(r.requested_at, lang) })}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MyDealsPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const api = useApi();
  const feedback = useFeedback();
  const fetchMine = useCallback(() => api.myDeals(), [api]);
  const { state, reload } = usePanelData(fetchMine);
  const [closing, setClosing] = useState<MyDeal | null>(null);
  const [busy, setBusy] = useState(false);

  async function close(deal: MyDeal) {
    setBusy(true);
    const res = await api.closeDeal({ deal_id: deal.id });
    setBusy(false);
    setClosing(null);
    if (res.ok) {
      feedback.toast(res.msg);
      await reload();
    } else feedback.report(res.problem);
  }

  return (
    <section aria-labelledby="my-deals-title" className={styles.panel}>
      <h3 id="my-deals-title" className={styles.formTitle}>
        {t('deals.my_title')}
      </h3>
      {state.kind === 'loading' && <Spinner size={28} label={t('deals.my_title')} />}
      {state.kind === 'failed' && <Alert severity="error">{t('deals.my_failed')}</Alert>}
      {state.kind === 'ready' && state.data.deals.length === 0 && <p className={styles.plain}>{t('deals.my_empty')}</p>}
      {state.kind === 'ready' && state.data.deals.length > 0 && (
        <ul className={styles.list}>
          {state.data.deals.map((deal) => (
            <li key={deal.id}>
              <div className={styles.mine}>
                <DealCard
                  deal={deal}
                  lang={lang}
                  headingLevel="h3"
                  actions={
                    deal.closed ? undefined : (
                      <span className={styles.mineActions}>
                        <Chip size="small" color="success" label={t('deals.open')} />
                        <Button color="error" size="small" variant="outlined" onClick={() => setClosing(deal)}>
                          {t('deals.close')}
                        </Button>
                      </span>
                    )
                  }
                />
                <Requests deal={deal} lang={lang} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={!!closing} onClose={() => setClosing(null)} maxWidth="xs">
        <DialogTitle>{t('deals.close_title')}</DialogTitle>
        <DialogContent>
          <p className={styles.dialogText}>{t('deals.close_body')}</p>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setClosing(null)}>{t('deals.cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => closing && void close(closing)}>
            {t('deals.close_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
