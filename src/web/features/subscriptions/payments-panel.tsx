/** Settings → Payment settings: the reader's orders (invoice, date, amount, status, provider) and their printable invoices; no card data anywhere. */
import { Link } from 'react-router';
import { Alert } from '../../ui/kit/alert';
import type { Payment } from '../../../shared/schemas/subscriptions';
import { paths } from '../../../shared/paths';
import { formatDate, formatPrice } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { providerLabel } from './labels';
import styles from './subscriptions.module.css';
import text from '../../ui/text-link.module.css';

export function PaymentsPanel({ payments }: { payments: Payment[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <Alert severity="info" className={styles.gapBottom}>
        {t('subscriptions.no_card')}
      </Alert>
      {payments.length === 0 ? (
        <p className={styles.muted}>{t('subscriptions.no_orders')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.orders} aria-label={t('subscriptions.orders')}>
            <thead>
              <tr>
                <th scope="col">{t('subscriptions.invoice')}</th>
                <th scope="col">{t('subscriptions.date')}</th>
                <th scope="col">{t('subscriptions.amount')}</th>
                <th scope="col">{t('subscriptions.status')}</th>
                <th scope="col">{t('subscriptions.provider')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.invoice}>
                  <td>
                    <Link to={paths.invoice(p.invoice)} className={text.link} dir="ltr" aria-label={t('subscriptions.see_invoice', { invoice: p.invoice })}>
                      {p.invoice}
                    </Link>
                  </td>
                  <td>{formatDate(p.created_at, lang)}</td>
                  <td>{t('subscriptions.price', { price: formatPrice(p.amount, lang) })}</td>
                  <td>{t(`subscriptions.payment_statuses.${p.status}`)}</td>
                  <td>{providerLabel(p.provider, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
