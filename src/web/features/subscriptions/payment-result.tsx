/**
 * The payment result (SPEC 2, 8): success "Payment successfully done" with the transaction
 * number and amount; failure with the SPEC's texts, "please try again" and the support contacts
 * (passed in by the route: features do not import each other); pending says so and follows the
 * server: it asks `payment_status` every 2.5 s while the order is pending, for at most 2 minutes.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../ui/kit/button';
import { cx } from '../../ui/kit/cx';
import { Icon } from '../../ui/kit/icon';
import { iconCheckCircleOutlined, iconErrorOutlined, iconHourglassEmpty, iconInfoOutlined } from '../../ui/kit/icons';
import { Spinner } from '../../ui/kit/progress';
import { paths } from '../../../shared/paths';
import type { Payment } from '../../../shared/schemas/subscriptions';
import { useApi } from '../../api/react';
import { formatPrice } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS, resultView } from './payment-state';
import styles from './subscriptions.module.css';

interface Props {
  queryStatus: string | null;
  invoice: string | null;
  /** The price of the query string (display only). */
  price: string | null;
  /** The order as the server knew it when the page was rendered (null: not signed in, or no invoice). */
  initial: Payment | null;
  /** The support contacts shown on failure. */
  contacts: ReactNode;
}

export function PaymentResult({ queryStatus, invoice, price, initial, contacts }: Props) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [payment, setPayment] = useState<Payment | null>(initial);
  const [gaveUp, setGaveUp] = useState(false);
  const pending = payment?.status === 'pending';

  useEffect(() => {
    if (!pending || !invoice) return;
    const started = Date.now();
    let live = true;
    const timer = window.setInterval(() => {
      if (Date.now() - started > POLL_LIMIT_MS) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      void api.paymentStatus({ invoice }).then((res) => live && res.ok && setPayment(res.data));
    }, POLL_INTERVAL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [api, invoice, pending]);

  const view = resultView(queryStatus, payment?.status);
  const amount = payment?.amount ?? price;
  const number = payment?.invoice ?? invoice;
  const icon = {
    success: <Icon path={iconCheckCircleOutlined} size="inherit" className={cx(styles.resultIcon, styles.iconSuccess)} />,
    failed: <Icon path={iconErrorOutlined} size="inherit" className={cx(styles.resultIcon, styles.iconError)} />,
    pending: gaveUp ? <Icon path={iconHourglassEmpty} size="inherit" className={cx(styles.resultIcon, styles.iconWarning)} /> : <Spinner />,
    refunded: <Icon path={iconInfoOutlined} size="inherit" className={cx(styles.resultIcon, styles.iconInfo)} />,
    unknown: <Icon path={iconInfoOutlined} size="inherit" className={cx(styles.resultIcon, styles.iconDisabled)} />,
  }[view];
  const title = {
    success: t('subscriptions.payment_success'),
    failed: t('subscriptions.payment_failed'),
    pending: t('subscriptions.payment_pending'),
    refunded: t('subscriptions.payment_refunded'),
    unknown: t('subscriptions.payment_unknown'),
  }[view];

  return (
    <section className={styles.result} aria-live="polite" data-state={view}>
      {icon}
      <h2 className={styles.resultTitle}>{title}</h2>
      {view === 'failed' && <p className={styles.description}>{t('subscriptions.payment_failed_body')}</p>}
      {view === 'pending' && <p className={styles.description}>{gaveUp ? t('subscriptions.payment_pending_long') : t('subscriptions.payment_pending_body')}</p>}
      {(number || amount) && view !== 'unknown' && (
        <dl className={styles.facts}>
          {number && (
            <>
              <dt>{t('subscriptions.transaction')}</dt>
              <dd dir="ltr">{number}</dd>
            </>
          )}
          {amount && (
            <>
              <dt>{view === 'success' ? t('subscriptions.amount_paid') : t('subscriptions.amount')}</dt>
              <dd>{t('subscriptions.price', { price: formatPrice(amount, i18n.language) })}</dd>
            </>
          )}
        </dl>
      )}
      <div className={styles.barActions}>
        {view === 'failed' && (
          <Button to={paths.subscriptionPackages()} variant="contained">
            {t('subscriptions.try_again')}
          </Button>
        )}
        <Button to={paths.settings('subscriptions')} variant={view === 'failed' ? 'outlined' : 'contained'}>
          {t('subscriptions.my_subscriptions')}
        </Button>
        <Button to={paths.settings('payments')}>{t('subscriptions.payment_settings')}</Button>
      </div>
      {view === 'failed' && contacts}
    </section>
  );
}
