import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { formatDate, formatPrice } from '../../i18n/format';
import { paths } from '../../../shared/paths';
import { linkCss, paperCss } from '../../ui/plain-mui';
import { plainTableStyles } from '../../ui/plain-table';
import { SxOnce, type SectionStyle } from '../../ui/sx-once';

/**
 * One style for the section: heading, date, and per product an outlined paper with its title,
 * link and table, as plain elements in the looks of MUI's Typography, Paper and Link.
 */
const pricesSx: SectionStyle = (theme) => ({
  '& .prices-head': { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 },
  '& .prices-title': { ...theme.typography.h2, m: 0 },
  '& .prices-date': { ...theme.typography.body2, m: 0, color: 'text.secondary' },
  '& .prices-empty': { ...theme.typography.body1, m: 0, color: 'text.secondary' },
  '& .prices-grid': { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } },
  '& .prices-grid.is-single': { gridTemplateColumns: '1fr' },
  '& .price-table': { ...paperCss(theme), overflow: 'hidden' },
  '& .price-table-head': { px: 2, py: 1.25, display: 'flex', justifyContent: 'space-between', alignItems: 'center', bgcolor: 'action.hover' },
  '& .price-table-title': { ...theme.typography.h3, m: 0 },
  '& .price-table-link': { ...linkCss(theme), ...theme.typography.body2, fontWeight: 600 },
  '& .price-table-scroll': { overflowX: 'auto' },
  '& table': plainTableStyles(theme),
});

/** Today's price table per product: item, top, under and normal price in LE (SPEC section 2). */
export function PriceTables({ tables, priceDate, lang }: { tables: Home['prices_tables']; priceDate: string | null; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <SxOnce component="section" aria-labelledby="prices-title" sx={pricesSx}>
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
    </SxOnce>
  );
}
