import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { formatDate, formatPrice } from '../../i18n/format';
import { paths } from '../../ui/header/nav-model';
import styles from './price-tables.module.css';

/** Today's price table per product: item, top, under and normal price in LE (SPEC section 2). */
export function PriceTables({ tables, priceDate, lang }: { tables: Home['prices_tables']; priceDate: string | null; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="prices-title" className={styles.root}>
      <div className="prices-head">
        <h2 id="prices-title" className="prices-title">
          {t('home.prices_title')}
        </h2>
        {priceDate && (
          <p className="prices-date">
            {t('home.prices_date', { date: formatDate(priceDate, lang) })} · {t('home.in_currency')}
          </p>
        )}
      </div>
      {tables.length === 0 && <p className="prices-empty">{t('home.no_prices')}</p>}
      <div className={tables.length > 1 ? 'prices-grid' : 'prices-grid is-single'}>
        {tables.map((table) => (
          <div key={table.product_id} className="price-table">
            <div className="price-table-head">
              <h3 className="price-table-title" id={`prices-${table.product_id}`}>
                {table.product_name}
              </h3>
              <RouterLink to={paths.materials(table.meta_name, table.product_id)} className="price-table-link">
                {t('home.all_prices', { name: table.product_name })}
              </RouterLink>
            </div>
            <div className="price-table-scroll">
              <table aria-labelledby={`prices-${table.product_id}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('home.item')}</th>
                    <th scope="col" className="num">
                      {t('home.top_price')}
                    </th>
                    <th scope="col" className="num">
                      {t('home.under_price')}
                    </th>
                    <th scope="col" className="num">
                      {t('home.normal_price')} <span className="muted">({t('home.currency')})</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.product_prices.length === 0 && (
                    <tr>
                      <td colSpan={4} className="muted">
                        {t('home.no_prices')}
                      </td>
                    </tr>
                  )}
                  {table.product_prices.map((p) => (
                    <tr key={p.item_id}>
                      <th scope="row" className="strong">
                        {p.title}
                      </th>
                      <td className="num">{formatPrice(p.max_price, lang)}</td>
                      <td className="num">{formatPrice(p.min_price, lang)}</td>
                      <td className="num accent">{formatPrice(p.mid_price, lang)}</td>
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
