/** The printable invoice: seller, buyer, the order's lines, the VAT line (0) and the total, in the reader's language; `@media print` keeps only this. */
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconPrint } from '../../ui/kit/icons';
import { paths } from '../../../shared/paths';
import type { Invoice } from '../../../shared/schemas/subscriptions';
import { formatDate, formatPrice } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { providerLabel } from './labels';
import styles from './subscriptions.module.css';

export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (v: string) => t('subscriptions.price', { price: formatPrice(v, lang) });
  return (
    <article className={styles.invoice} aria-labelledby="invoice-title">
      <div className={styles.itemHead}>
        <h1 id="invoice-title" className={styles.resultTitle}>
          {t('subscriptions.invoice_title', { invoice: invoice.invoice })}
        </h1>
        <div className={`${styles.barActions} ${styles.noPrint}`}>
          <Button to={paths.settings('payments')}>{t('subscriptions.back_to_payments')}</Button>
          <Button variant="contained" startIcon={<Icon path={iconPrint} size="small" />} onClick={() => window.print()}>
            {t('subscriptions.print')}
          </Button>
        </div>
      </div>
      <p className={styles.muted}>
        {t('subscriptions.issued', { date: formatDate(invoice.created_at, lang) })}
        {invoice.paid_at && <> · {t('subscriptions.paid_on', { date: formatDate(invoice.paid_at, lang) })}</>}
        {' · '}
        {t(`subscriptions.payment_statuses.${invoice.status}`)} · {providerLabel(invoice.provider, t)}
      </p>
      <div className={styles.parties}>
        <section aria-labelledby="invoice-seller">
          <h2 id="invoice-seller" className={styles.groupTitle}>
            {t('subscriptions.seller')}
          </h2>
          <address className={styles.party}>
            <strong>{invoice.seller.name}</strong>
            <br />
            {invoice.seller.address}
            <br />
            <span dir="ltr">{invoice.seller.email}</span>
            <br />
            <span dir="ltr">{invoice.seller.phone}</span>
          </address>
        </section>
        <section aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer" className={styles.groupTitle}>
            {t('subscriptions.buyer')}
          </h2>
          <address className={styles.party}>
            <strong>{invoice.buyer.name}</strong>
            <br />
            <span dir="ltr">{invoice.buyer.email}</span>
            <br />
            <span dir="ltr">{invoice.buyer.mobile}</span>
          </address>
        </section>
      </div>
      <table className={styles.summary}>
        <thead>
          <tr>
            <th scope="col">{t('subscriptions.package')}</th>
            <th scope="col">{t('subscriptions.duration')}</th>
            <th scope="col">{t('subscriptions.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={i}>
              <td>{line.title}</td>
              <td>{t('subscriptions.months', { count: line.duration })}</td>
              <td>{money(line.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('subscriptions.vat_line')}
            </th>
            <td>{money(invoice.vat)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {t('subscriptions.total')}
            </th>
            <td>{money(invoice.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.muted}>{t('subscriptions.no_card')}</p>
    </article>
  );
}
