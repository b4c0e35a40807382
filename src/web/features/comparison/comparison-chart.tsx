/**
 * The area chart of the compared items' average (mid) prices. Loaded lazily by the page
 * (React.lazy): @mui/x-charts stays out of every other page's JavaScript.
 *
 * Reading direction of time — decided on purpose, because x-charts does not mirror axes in RTL:
 * time runs in the reading direction of the page. In Arabic the x axis is reversed (`reverse`),
 * so the oldest date sits on the right and the newest on the left, and the price axis moves to
 * the right edge, where the reader's eye starts; in English it is the usual left-to-right.
 * The table below the chart lists the same dates in the same (ascending) order, top to bottom.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { Lang } from '../../../shared/envelope';
import type { ComparisonRow } from '../../../shared/schemas/prices';
import { formatDate, formatPrice, localeOf } from '../../i18n/format';
import { useTickNumber } from '../../ui/use-tick-number';
import { CHART_HEIGHT } from './chart-height';
import { chartData } from './comparison-state';
import { SERIES_COLORS } from './series-colors';

export interface ComparisonChartProps {
  rows: readonly ComparisonRow[];
  /** The series' names, in item order (legend and tooltip). */
  names: readonly string[];
  lang: Lang;
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const DAY = 86_400_000;

export default function ComparisonChart({ rows, names, lang }: ComparisonChartProps) {
  const { t } = useTranslation();
  const rtl = lang === 'ar';
  // Ticks by the room there is: x-charts' own overlap check misjudges a reversed axis in RTL.
  const { box, tickNumber } = useTickNumber();
  const { dates, series } = useMemo(() => chartData(rows, names.length), [rows, names.length]);
  const xData = useMemo(() => dates.map(toDate), [dates]);
  // Ticks: day and month over a short range, month and year over a long one.
  const tickFormat = useMemo(() => {
    const span = xData.length > 1 ? xData.at(-1)!.getTime() - xData[0]!.getTime() : 0;
    const options: Intl.DateTimeFormatOptions = span > 180 * DAY ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
    return new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' });
  }, [xData, lang]);

  return (
    // The legend sits above the plot inside the same fixed box: without a `height` the chart
    // takes what the legend leaves, so nothing spills out of the box the page reserved.
    <Box ref={box} sx={{ height: CHART_HEIGHT, display: 'flex', flexDirection: 'column', [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}>
      <LineChart
        skipAnimation
        localeText={{ noData: t('comparison.no_prices'), loading: t('comparison.chart_loading') }}
        xAxis={[
          {
            id: 'date',
            data: xData,
            scaleType: 'time',
            reverse: rtl,
            tickMinStep: DAY,
            tickNumber,
            // Cairo's tall glyphs need more than the default 25px, or x-charts empties the labels.
            height: 36,
            valueFormatter: (value: Date, ctx) => (ctx.location === 'tick' ? tickFormat.format(value) : formatDate(value.toISOString().slice(0, 10), lang)),
          },
        ]}
        yAxis={[{ id: 'price', position: rtl ? 'right' : 'left', width: 64, valueFormatter: (v: number) => formatPrice(v, lang) }]}
        series={names.map((name, i) => ({
          id: `item${i + 1}`,
          label: name,
          color: SERIES_COLORS[i % SERIES_COLORS.length],
          data: series[i] ?? [],
          area: true,
          baseline: 'min',
          connectNulls: true,
          showMark: dates.length <= 31,
          valueFormatter: (v: number | null) => (v === null ? '—' : formatPrice(v, lang)),
        }))}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
        margin={{ top: 8, bottom: 4, left: rtl ? 32 : 8, right: rtl ? 8 : 32 }}
      />
    </Box>
  );
}
