import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { formatDate, formatPrice } from '../../i18n/format';
import { paths } from '../../ui/header/nav-model';
import { plainTableSx } from '../../ui/plain-table';

/** Today's price table per product: item, top, under and normal price in LE (SPEC section 2). */
export function PriceTables({ tables, priceDate, lang }: { tables: Home['prices_tables']; priceDate: string | null; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="prices-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="prices-title" variant="h2" component="h2">
          {t('home.prices_title')}
        </Typography>
        {priceDate && (
          <Typography variant="body2" color="text.secondary">
            {t('home.prices_date', { date: formatDate(priceDate, lang) })} · {t('home.in_currency')}
          </Typography>
        )}
      </Box>
      {tables.length === 0 && <Typography color="text.secondary">{t('home.no_prices')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: tables.length > 1 ? 'repeat(2, 1fr)' : '1fr' } }}>
        {tables.map((table) => (
          <Paper key={table.product_id} variant="outlined" sx={{ overflow: 'hidden' }}>
            <Box sx={{ px: 2, py: 1.25, display: 'flex', justifyContent: 'space-between', alignItems: 'center', bgcolor: 'action.hover' }}>
              <Typography component="h3" variant="h3" id={`prices-${table.product_id}`}>
                {table.product_name}
              </Typography>
              <Link component={RouterLink} to={paths.materials(table.meta_name, table.product_id)} underline="hover" variant="body2" sx={{ fontWeight: 600 }}>
                {t('home.all_prices', { name: table.product_name })}
              </Link>
            </Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Box component="table" aria-labelledby={`prices-${table.product_id}`} sx={plainTableSx}>
                <thead>
                  <tr>
                    <th scope="col">{t('home.item')}</th>
                    <th scope="col" className="num">{t('home.top_price')}</th>
                    <th scope="col" className="num">{t('home.under_price')}</th>
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
              </Box>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
