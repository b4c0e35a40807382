/**
 * The comparison table: a row per date (ascending, as the chart reads), and per item its lowest,
 * highest and average price. Long periods scroll inside the box, under a header that stays.
 */
import { useTranslation } from '../../i18n/react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Lang } from '../../../shared/envelope';
import type { ComparisonRow } from '../../../shared/schemas/prices';
import { formatDate, formatPrice } from '../../i18n/format';
import { CELL_KEYS } from './comparison-state';

interface Props {
  rows: readonly ComparisonRow[];
  names: readonly string[];
  lang: Lang;
}

const PRICE_KEYS = ['min', 'max', 'mid'] as const;

export function ComparisonTable({ rows, names, lang }: Props) {
  const { t } = useTranslation();
  const keys = CELL_KEYS.slice(0, names.length);
  // The second header row sits under the first: its offset is the first row's height.
  const sticky = { position: 'sticky', zIndex: 2, bgcolor: 'background.paper' } as const;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 520 }} tabIndex={0} aria-labelledby="comparison-table-caption">
      <Table size="small" aria-labelledby="comparison-table-caption" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <caption id="comparison-table-caption" style={{ captionSide: 'top', textAlign: 'start', padding: '8px 16px', fontWeight: 600 }}>
          {t('comparison.table')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" rowSpan={2} sx={{ ...sticky, top: 0, fontWeight: 700, verticalAlign: 'bottom' }}>
              {t('comparison.date')}
            </TableCell>
            {names.map((name, i) => (
              <TableCell
                key={i}
                component="th"
                scope="colgroup"
                colSpan={3}
                align="center"
                data-item={i + 1}
                sx={{ ...sticky, top: 0, height: 37, fontWeight: 700, borderInlineStart: 1, borderInlineStartColor: 'divider' }}
              >
                {name}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {names.flatMap((_, i) =>
              PRICE_KEYS.map((k, j) => (
                <TableCell
                  key={`${i}-${k}`}
                  component="th"
                  scope="col"
                  align="center"
                  sx={{ ...sticky, top: 37, color: 'text.secondary', ...(j === 0 && { borderInlineStart: 1, borderInlineStartColor: 'divider' }) }}
                >
                  {t(`comparison.${k}`)}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.date} hover data-date={r.date}>
              <TableCell component="th" scope="row">
                <time dateTime={r.date}>{formatDate(r.date, lang)}</time>
              </TableCell>
              {keys.flatMap((key, i) =>
                PRICE_KEYS.map((k, j) => (
                  <TableCell
                    key={`${i}-${k}`}
                    align="center"
                    data-item={i + 1}
                    data-price={k}
                    sx={{
                      fontVariantNumeric: 'tabular-nums',
                      ...(k === 'mid' && { fontWeight: 600 }),
                      ...(j === 0 && { borderInlineStart: 1, borderInlineStartColor: 'divider' }),
                    }}
                  >
                    {formatPrice(r[key]?.[k], lang)}
                  </TableCell>
                )),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
