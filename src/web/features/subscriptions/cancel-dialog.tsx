/**
 * "Cancel subscription": renewal stops, access lasts to the end date, a confirmation mail goes
 * out (server). Within the return policy (`refundable`: 14 days, unused) "cancel and refund" is
 * offered too. The answer's message is shown, then the list reloads.
 */
import { useState } from 'react';
import { Button } from '../../ui/kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { Text } from '../../ui/kit/layout';
import type { UserSubscription } from '../../../shared/schemas/subscriptions';
import { useApi } from '../../api/react';
import { formatDate } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import styles from './subscriptions.module.css';

interface Props {
  subscription: UserSubscription;
  onClose: () => void;
  onCanceled: () => void;
}

export function CancelDialog({ subscription, onClose, onCanceled }: Props) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const cancel = async (refund: boolean) => {
    setBusy(true);
    const res = await api.cancelSubscription({ subscription_id: subscription.subscription_id, ...(refund ? { refund: true } : {}) });
    setBusy(false);
    if (res.ok) {
      feedback.toast(
        res.msg ||
          (res.data.end_date
            ? t('subscriptions.canceled_until', { date: formatDate(res.data.end_date, i18n.language) })
            : t('subscriptions.statuses.canceled')),
        res.data.refunded ? 'success' : 'info',
      );
      onCanceled();
      return;
    }
    onClose();
    feedback.report(res.problem);
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm">
      <DialogTitle>{t('subscriptions.cancel_title', { title: subscription.subscription_title })}</DialogTitle>
      <DialogContent>
        <Text id="cancel-body" color="secondary">
          {subscription.end_date
            ? t('subscriptions.cancel_body', { date: formatDate(subscription.end_date, i18n.language) })
            : t('subscriptions.cancel_body_open')}
        </Text>
        {subscription.refundable && (
          <Text color="secondary" className={styles.gapTop}>
            {t('subscriptions.refund_offer')}
          </Text>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('subscriptions.keep')}
        </Button>
        {subscription.refundable && (
          <Button color="error" variant="outlined" onClick={() => void cancel(true)} disabled={busy}>
            {t('subscriptions.cancel_refund')}
          </Button>
        )}
        <Button color="error" variant="contained" onClick={() => void cancel(false)} disabled={busy}>
          {t('subscriptions.cancel_subscription')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
