/**
 * Prices grouped by product type (SPEC sections 2 and 3): producer, item, governorate, date,
 * lowest, highest, today's and yesterday's average, and the change with its direction and
 * percentage. One table per group inside a horizontal scroller; on phones the item column stays
 * put (sticky at the reading start, so also in RTL) while the figures scroll.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { Lang } from '../../../shared/envelope';
import type { PriceRow } from '../../../shared/schemas/prices';
import { formatDate, formatPercent, formatPrice } from '../../i18n/format';
import { visuallyHidden } from '../../ui/a11y';
import { groupByType } from './price-csv';

const STATUS = {
  up: { Icon: TrendingUpIcon, color: 'error.main' },
  normal: { Icon: TrendingFlatIcon, color: 'text.secondary' },
  down: { Icon: TrendingDownIcon, color: 'success.main' },
} as const;

/** Rows shown per group before "show more" (a long date range can return thousands). */
const PAGE = 60;

function ChangeCell({ row, lang }: { row: PriceRow; lang: Lang }) {
  const { t } = useTranslation();
  const { Icon, color } = STATUS[row.status];
  const value = Number.parseFloat(row.change);
  const signed = Number.isFinite(value) ? `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatPrice(Math.abs(value), lang)}` : '—';
  return (
    <TableCell align="right" sx={{ color, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <Icon fontSize="small" sx={{ transform: 'var(--binaa-mirror, none)' }} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {t(`prices.status_${row.status}`)}
        </Box>
        <span dir="ltr">{signed}</span>
        <Box component="span" dir="ltr" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          ({formatPercent(row.change_percentage, lang)})
        </Box>
      </Box>
    </TableCell>
  );
}

function TypeGroup({ name, rows, lang, index }: { name: string; rows: PriceRow[]; lang: Lang; index: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  const headingId = `price-group-${index}`;
  const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: (th: { palette: { divider: string } }) => `inset -1px 0 0 ${th.palette.divider}` } as const;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1.25, bgcolor: 'action.hover', display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} variant="h3" component="h3">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('prices.results_count', { count: rows.length })}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} role="region" aria-labelledby={headingId}>
        <Table size="small" aria-labelledby={headingId} sx={{ minWidth: { xs: 720, md: 0 }, '& .MuiTableCell-root': { px: { xs: 1, sm: 1.5 } }, '& .MuiTableCell-alignRight, & td:nth-of-type(3)': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ ...sticky, width: { xs: 136, sm: 220 } }}>{t('prices.item')}</TableCell>
              <TableCell scope="col">{t('prices.producer')}</TableCell>
              <TableCell scope="col">{t('prices.governorate')}</TableCell>
              <TableCell scope="col">{t('prices.date')}</TableCell>
              <TableCell scope="col" align="right">{t('prices.lowest')}</TableCell>
              <TableCell scope="col" align="right">{t('prices.highest')}</TableCell>
              <TableCell scope="col" align="right">{t('prices.today_average')}</TableCell>
              <TableCell scope="col" align="right">{t('prices.yesterday_average')}</TableCell>
              <TableCell scope="col" align="right">{t('prices.change')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, shown).map((r) => (
              <TableRow key={`${r.item_id}-${r.gov_id}-${r.price_date}`} hover>
                <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 600, width: { xs: 136, sm: 220 }, minWidth: { xs: 136, sm: 180 } }}>
                  {r.item_name}
                  {r.unit && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                      {r.unit}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{r.producer_name}</TableCell>
                <TableCell>{r.gov_name}</TableCell>
                <TableCell>
                  <time dateTime={r.price_date}>{formatDate(r.price_date, lang)}</time>
                </TableCell>
                <TableCell align="right">{formatPrice(r.min_price, lang)}</TableCell>
                <TableCell align="right">{formatPrice(r.max_price, lang)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: 'primary.main' }}>
                  {formatPrice(r.mid_price, lang)}
                </TableCell>
                <TableCell align="right">{r.mid_price_yesterday ? formatPrice(r.mid_price_yesterday, lang) : '—'}</TableCell>
                <ChangeCell row={r} lang={lang} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {rows.length > shown && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {t('prices.shown_of', { shown, total: rows.length })}
          </Typography>
          <Button size="small" onClick={() => setShown((n) => n + PAGE * 4)}>
            {t('prices.show_more')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

export function PriceResults({ rows, lang, empty }: { rows: readonly PriceRow[]; lang: Lang; empty: string }) {
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography role="status" color="text.secondary">
          {empty}
        </Typography>
      </Paper>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {groupByType(rows).map((g, i) => (
        <TypeGroup key={g.name} name={g.name} rows={g.rows} lang={lang} index={i} />
      ))}
    </Box>
  );
}
