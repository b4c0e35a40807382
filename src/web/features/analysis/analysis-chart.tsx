/**
 * The analysis page's charts, loaded lazily by the page (React.lazy): @mui/x-charts stays out of
 * every other page's JavaScript, and the charts are never rendered on the server (they measure
 * their box).
 *
 * Reading direction, decided on purpose as on the comparison page (x-charts does not mirror axes
 * in RTL): time runs in the reading direction of the page. In Arabic the time axis is reversed
 * (`reverse`), the oldest date on the right and the newest on the left, and the value axis sits on
 * the right edge, where the eye starts; in English the usual left-to-right. The bar charts grow
 * from the start edge of the page the same way (a reversed value axis in Arabic, the names on the
 * right). The tables under the charts list the same figures in the same order.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { Lang } from '../../../shared/envelope';
import type { Analysis } from '../../../shared/schemas/analysis';
import { formatDate, formatPrice, localeOf } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useTickNumber } from '../../ui/use-tick-number';
import { ANALYSIS_COLORS, chartHeight, type ChartKind } from './chart-kinds';

export interface AnalysisChartProps {
  kind: ChartKind;
  data: Analysis;
  lang: Lang;
}

const DAY = 86_400_000;
/** Marks on the points of a short series only: a month of marks hides the line on a phone. */
const MARKS_UP_TO = 14;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The time axis of a series of days, in the page's reading direction. */
function useTimeAxis(dates: readonly string[], lang: Lang, tickNumber: number) {
  return useMemo(() => {
    const data = dates.map(toDate);
    const span = data.length > 1 ? data.at(-1)!.getTime() - data[0]!.getTime() : 0;
    const options: Intl.DateTimeFormatOptions = span > 180 * DAY ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
    const ticks = new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' });
    return {
      id: 'date',
      data,
      scaleType: 'time' as const,
      reverse: lang === 'ar',
      tickMinStep: DAY,
      tickNumber,
      // Cairo's tall glyphs need more than the default 25px, or x-charts empties the labels.
      height: 36,
      valueFormatter: (value: Date, ctx: { location: string }) =>
        ctx.location === 'tick' ? ticks.format(value) : formatDate(value.toISOString().slice(0, 10), lang),
    };
  }, [dates, lang, tickNumber]);
}

export default function AnalysisChart({ kind, data, lang }: AnalysisChartProps) {
  if (kind === 'price') return <PriceChart data={data} lang={lang} />;
  if (kind === 'index') return <IndexChart data={data} lang={lang} />;
  return <RankedBars kind={kind} data={data} lang={lang} />;
}

const margin = (rtl: boolean) => ({ top: 8, bottom: 4, left: rtl ? 24 : 8, right: rtl ? 8 : 24 });

function PriceChart({ data, lang }: { data: Analysis; lang: Lang }) {
  const { t } = useTranslation();
  const rtl = lang === 'ar';
  const { box, tickNumber } = useTickNumber();
  const points = data.series;
  const dates = useMemo(() => points.map((p) => p.date), [points]);
  const xAxis = useTimeAxis(dates, lang, tickNumber);
  const price = (v: number | null) => (v === null ? '—' : formatPrice(v, lang));
  return (
    <Box ref={box} sx={{ height: chartHeight('price'), display: 'flex', flexDirection: 'column', [`& .${lineClasses.area}`]: { fillOpacity: 0.2 } }}>
      <LineChart
        skipAnimation
        localeText={{ noData: t('analysis.no_prices'), loading: t('analysis.chart_loading') }}
        xAxis={[xAxis]}
        yAxis={[{ id: 'price', position: rtl ? 'right' : 'left', width: 64, valueFormatter: (v: number) => formatPrice(v, lang) }]}
        series={[
          // The band: an invisible base at the lowest price, and the highest − lowest stacked on it.
          {
            id: 'low',
            data: points.map((p) => p.min),
            stack: 'band',
            color: 'transparent',
            showMark: false,
            disableHighlight: true,
            valueFormatter: () => null,
          },
          {
            id: 'band',
            label: t('analysis.series.band'),
            data: points.map((p) => p.max - p.min),
            stack: 'band',
            area: true,
            color: ANALYSIS_COLORS.band,
            showMark: false,
            valueFormatter: (_v, { dataIndex }) => {
              const p = points[dataIndex];
              return p ? t('analysis.band_value', { min: price(p.min), max: price(p.max) }) : null;
            },
          },
          {
            id: 'mid',
            label: t('analysis.series.mid'),
            data: points.map((p) => p.mid),
            color: ANALYSIS_COLORS.mid,
            showMark: points.length <= MARKS_UP_TO,
            valueFormatter: price,
          },
          { id: 'ma7', label: t('analysis.series.ma7'), data: points.map((p) => p.ma7), color: ANALYSIS_COLORS.ma7, showMark: false, valueFormatter: price },
          {
            id: 'ma30',
            label: t('analysis.series.ma30'),
            data: points.map((p) => p.ma30),
            color: ANALYSIS_COLORS.ma30,
            showMark: false,
            valueFormatter: price,
          },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
        margin={margin(rtl)}
      />
    </Box>
  );
}

function IndexChart({ data, lang }: { data: Analysis; lang: Lang }) {
  const { t } = useTranslation();
  const rtl = lang === 'ar';
  const { box, tickNumber } = useTickNumber();
  const points = data.index.points;
  const dates = useMemo(() => points.map((p) => p.date), [points]);
  const xAxis = useTimeAxis(dates, lang, tickNumber);
  return (
    <Box ref={box} sx={{ height: chartHeight('index'), display: 'flex', flexDirection: 'column' }}>
      <LineChart
        skipAnimation
        hideLegend
        localeText={{ noData: t('analysis.no_prices'), loading: t('analysis.chart_loading') }}
        xAxis={[xAxis]}
        yAxis={[{ id: 'index', position: rtl ? 'right' : 'left', width: 48, valueFormatter: (v: number) => formatPrice(v, lang) }]}
        series={[
          {
            id: 'index',
            label: t('analysis.series.index'),
            data: points.map((p) => p.value),
            color: ANALYSIS_COLORS.index,
            showMark: points.length <= MARKS_UP_TO,
            valueFormatter: (v: number | null) => (v === null ? '—' : formatPrice(v, lang)),
          },
        ]}
        grid={{ horizontal: true }}
        margin={margin(rtl)}
      />
    </Box>
  );
}

/** A ranked horizontal bar chart: the governorates' latest average (spread) or the producers' (side by side). */
function RankedBars({ kind, data, lang }: { kind: 'spread' | 'producers'; data: Analysis; lang: Lang }) {
  const { t } = useTranslation();
  const rtl = lang === 'ar';
  const bars = useMemo(
    () =>
      kind === 'spread'
        ? data.spread.map((g) => ({ name: g.name, value: g.mid }))
        : [...data.producers].sort((a, b) => b.mid - a.mid).map((p) => ({ name: p.producer_name, value: p.mid })),
    [kind, data],
  );
  const color = kind === 'spread' ? ANALYSIS_COLORS.spread : ANALYSIS_COLORS.producers;
  return (
    <Box sx={{ height: chartHeight(kind, bars.length), display: 'flex', flexDirection: 'column' }}>
      <BarChart
        skipAnimation
        hideLegend
        layout="horizontal"
        localeText={{ noData: t('analysis.no_prices'), loading: t('analysis.chart_loading') }}
        yAxis={[{ id: 'names', scaleType: 'band', data: bars.map((b) => b.name), position: rtl ? 'right' : 'left', width: 130, categoryGapRatio: 0.25 }]}
        xAxis={[{ id: 'value', reverse: rtl, height: 36, tickNumber: 3, valueFormatter: (v: number) => formatPrice(v, lang) }]}
        series={[
          {
            id: kind,
            label: t(`analysis.series.${kind}`),
            data: bars.map((b) => b.value),
            color,
            // The figure on each bar: bars start at zero, and the governorates' prices are close.
            barLabel: (item) => (item.value === null ? null : formatPrice(item.value, lang)),
            valueFormatter: (v: number | null) => (v === null ? '—' : formatPrice(v, lang)),
          },
        ]}
        grid={{ vertical: true }}
        margin={margin(rtl)}
      />
    </Box>
  );
}
