import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { currencyLabel, formatDate, formatPrice } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import styles from './price-tables.module.css';

/** Today's price table per product: item, top, under and normal price in LE (SPEC section 2). */
export function PriceTables({ tables, priceDate, lang }: { tables: Home['prices_tables']; priceDate: string | null; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="prices-title" className={styles.root}>
      <div className={styles.head}>
        <h2 id="prices-title" className={styles.title}>
          {t('home.prices_title')}
        </h2>
        {priceDate && (
          <p className={styles.date}>
            {t('home.prices_date', { date: formatDate(priceDate, lang) })} · {t('home.in_currency')}
          </p>
        )}
      </div>
      {tables.length === 0 && <p className={styles.empty}>{t('home.no_prices')}</p>}
      <div className={tables.length > 1 ? styles.grid : `${styles.grid} ${styles.single}`}>
        {tables.map((table) => (
          <div key={table.product_id} className={styles.table}>
            <div className={styles.tableHead}>
              <h3 className={styles.tableTitle} id={`prices-${table.product_id}`}>
                {table.product_name}
              </h3>
              <RouterLink to={paths.materials(table.meta_name, table.product_id)} className={styles.tableLink}>
                {t('home.all_prices', { name: table.product_name })}
              </RouterLink>
            </div>
            <div className={styles.tableScroll}>
              <table aria-labelledby={`prices-${table.product_id}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('home.item')}</th>
                    <th scope="col" className={styles.num}>
                      {t('home.top_price')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('home.under_price')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('home.normal_price')} <span className={styles.muted}>({currencyLabel(lang)})</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.product_prices.length === 0 && (
                    <tr>
                      <td colSpan={4} className={styles.muted}>
                        {t('home.no_prices')}
                      </td>
                    </tr>
                  )}
                  {table.product_prices.map((p) => (
                    <tr key={p.item_id}>
                      <th scope="row" className={styles.strong}>
                        {p.title}
                      </th>
                      <td className={styles.num}>{formatPrice(p.max_price, lang)}</td>
                      <td className={styles.num}>{formatPrice(p.min_price, lang)}</td>
                      <td className={`${styles.num} ${styles.accent}`}>{formatPrice(p.mid_price, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
