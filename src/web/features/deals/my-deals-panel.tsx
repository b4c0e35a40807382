/**
 * Settings → My deals and jobs → My deals (issue 17): the reader's deals, open or closed, each
 * with a "Close deal" action (after a confirmation) and the requests received with the
 * requesters' contact. Private: loaded in the browser from GET my_deals.
 */
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../../shared/envelope';
import type { MyDeals } from '../../../shared/schemas/deals';
import { useApi } from '../../api/react';
import { formatDate } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { usePanelData } from '../../ui/use-panel-data';
import { DealCard } from './deal-card';
import styles from './deals.module.css';

type MyDeal = MyDeals['deals'][number];

function Requests({ deal, lang }: { deal: MyDeal; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('deals.requests')}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        {t('deals.requests')}
      </Typography>
      {deal.requests.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('deals.no_requests')}
        </Typography>
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
    const res = await api.closeDeal(deal.id);
    setBusy(false);
    setClosing(null);
    if (res.ok) {
      feedback.toast(res.msg);
      await reload();
    } else feedback.report(res.problem);
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="my-deals-title">
      <Typography id="my-deals-title" component="h3" variant="h3" sx={{ fontSize: '1.125rem' }}>
        {t('deals.my_title')}
      </Typography>
      {state.kind === 'loading' && <CircularProgress size={28} aria-label={t('deals.my_title')} />}
      {state.kind === 'failed' && <Alert severity="error">{t('deals.my_failed')}</Alert>}
      {state.kind === 'ready' && state.data.deals.length === 0 && <Typography>{t('deals.my_empty')}</Typography>}
      {state.kind === 'ready' && state.data.deals.length > 0 && (
        <ul className={styles.list}>
          {state.data.deals.map((deal) => (
            <li key={deal.id}>
              <Stack spacing={1.5}>
                <DealCard
                  deal={deal}
                  lang={lang}
                  headingLevel="h3"
                  actions={
                    deal.closed ? undefined : (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Chip size="small" color="success" label={t('deals.open')} />
                        <Button color="error" size="small" variant="outlined" onClick={() => setClosing(deal)}>
                          {t('deals.close')}
                        </Button>
                      </Stack>
                    )
                  }
                />
                <Requests deal={deal} lang={lang} />
              </Stack>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={!!closing} onClose={() => setClosing(null)} aria-labelledby="close-deal-title" aria-describedby="close-deal-text" maxWidth="xs" fullWidth>
        <DialogTitle id="close-deal-title">{t('deals.close_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="close-deal-text">{t('deals.close_body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setClosing(null)}>{t('deals.cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => closing && void close(closing)}>
            {t('deals.close_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
