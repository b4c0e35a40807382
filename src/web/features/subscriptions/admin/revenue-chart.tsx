/**
 * The revenue bars of /admin/payments: per month, the money paid and the money refunded. Loaded
 * lazily (React.lazy): @mui/x-charts stays out of the other screens' JavaScript.
 *
 * Time runs in the reading direction, as on the comparison chart (x-charts does not mirror axes in
 * RTL): in Arabic the month axis is reversed (oldest on the right) and the amounts sit on the right edge.
 */
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Lang } from '../../../../shared/envelope';
import type { RevenueMonth } from '../../../../shared/schemas/subscriptions-admin';
import { formatPrice } from '../../../../shared/format';

export interface RevenueChartProps {
  months: readonly RevenueMonth[];
  lang: Lang;
  labels: { paid: string; refunded: string; net: string };
  monthName: (month: string) => string;
}

export default function RevenueChart({ months, lang, labels, monthName }: RevenueChartProps) {
  const rtl = lang === 'ar';
  const money = (v: number | null) => (v === null ? '—' : formatPrice(v, lang));
  return (
    <Box sx={{ height: 320 }}>
      <BarChart
        skipAnimation
        xAxis={[{ id: 'month', scaleType: 'band', data: months.map((m) => m.month), reverse: rtl, height: 36, valueFormatter: (m: string) => monthName(m) }]}
        yAxis={[{ id: 'amount', position: rtl ? 'right' : 'left', width: 72, valueFormatter: (v: number) => formatPrice(v, lang) }]}
        series={[
          { id: 'paid', label: labels.paid, data: months.map((m) => Number(m.paid_amount)), color: '#2e7d32', valueFormatter: money },
          { id: 'refunded', label: labels.refunded, data: months.map((m) => Number(m.refunded_amount)), color: '#c62828', valueFormatter: money },
          { id: 'net', label: labels.net, data: months.map((m) => Number(m.net_amount)), color: '#1565c0', valueFormatter: money },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
        margin={{ top: 8, bottom: 4, left: rtl ? 16 : 8, right: rtl ? 8 : 16 }}
      />
    </Box>
  );
}
