/** The revenue of /admin/payments: the last 12 months (Cairo), paid, refunded and net, as bars and as a table. */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Revenue } from '../../../../shared/schemas/subscriptions-admin';
import { formatMoney, formatMonth } from '../../../../shared/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminData } from '../../../ui/admin/api';
import { Loaded } from '../../../ui/admin/admin-page';
import { useAdminT } from '../../../ui/admin/i18n';

const RevenueChart = lazy(() => import('./revenue-chart'));

export function RevenueTab() {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const { state, reload } = useAdminData<Revenue>('payments/revenue');
  const monthName = (month: string) => formatMonth(month, lang);
  const labels = { paid: t('payments.paid_amount'), refunded: t('payments.refunded_amount'), net: t('payments.net_amount') };
  return (
    <Loaded state={state} reload={() => void reload()}>
      {(data) => {
        const total = data.months.reduce((sum, m) => sum + Number(m.net_amount), 0);
        return (
          <Stack spacing={2}>
            <Typography>{t('payments.revenue_total', { amount: formatMoney(total, lang) })}</Typography>
            <Paper variant="outlined" sx={{ p: 1 }}>
              <Suspense
                fallback={
                  <Box sx={{ height: 320, display: 'grid', placeItems: 'center' }}>
                    <CircularProgress aria-label={t('shell.loading')} />
                  </Box>
                }
              >
                <RevenueChart months={data.months} lang={lang} labels={labels} monthName={monthName} />
              </Suspense>
            </Paper>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('payments.revenue')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('payments.month')}</TableCell>
                    <TableCell align="right">{t('payments.paid_count')}</TableCell>
                    <TableCell align="right">{labels.paid}</TableCell>
                    <TableCell align="right">{t('payments.refunded_count')}</TableCell>
                    <TableCell align="right">{labels.refunded}</TableCell>
                    <TableCell align="right">{labels.net}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...data.months].reverse().map((m) => (
                    <TableRow key={m.month}>
                      <TableCell component="th" scope="row">
                        {monthName(m.month)}
                      </TableCell>
                      <TableCell align="right">{m.paid_count}</TableCell>
                      <TableCell align="right">{formatMoney(m.paid_amount, lang)}</TableCell>
                      <TableCell align="right">{m.refunded_count}</TableCell>
                      <TableCell align="right">{formatMoney(m.refunded_amount, lang)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 700 }}>
                        {formatMoney(m.net_amount, lang)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Stack>
        );
      }}
    </Loaded>
  );
}
