/**
 * The analysis page's charts, drawn by uPlot (decision 038) and loaded lazily by the page
 * (React.lazy in chart-section.tsx): the chart code stays out of every other page's JavaScript,
 * and the charts are never rendered on the server (they measure their box).
 *
 * Reading direction (ui/charts/makers.ts): time runs in the reading direction of the page, the
 * oldest day on the right in Arabic; the bars grow from the start edge of the page. The tables
 * under the charts list the same figures in the same order.
 */
import { useCallback, useMemo, type Ref } from 'react';
import type { Lang } from '../../../shared/envelope';
import type { Analysis } from '../../../shared/schemas/analysis';
import { formatDate, formatPrice } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { rankedBars, timeChart } from '../../ui/charts/makers';
import { UPlotChart, type ChartHandle } from '../../ui/charts/uplot-chart';
import { ANALYSIS_COLORS, CHART_SERIES, type ChartKind } from './chart-kinds';

export interface AnalysisChartProps {
  kind: ChartKind;
  data: Analysis;
  lang: Lang;
  ref?: Ref<ChartHandle>;
}

/** Marks on the points of a short series only: a month of marks hides the line on a phone. */
const MARKS_UP_TO = 14;

export default function AnalysisChart({ kind, data, lang, ref }: AnalysisChartProps) {
  if (kind === 'price') return <PriceChart data={data} lang={lang} chartRef={ref} />;
  if (kind === 'index') return <IndexChart data={data} lang={lang} chartRef={ref} />;
  return <RankedBars kind={kind} data={data} lang={lang} chartRef={ref} />;
}

interface ChartProps {
  data: Analysis;
  lang: Lang;
  chartRef?: Ref<ChartHandle>;
}

function PriceChart({ data, lang, chartRef }: ChartProps) {
  const { t } = useTranslation();
  const points = data.series;
  const price = useCallback((v: number | null) => formatPrice(v, lang), [lang]);
  const make = useMemo(
    () =>
      timeChart({
        dates: points.map((p) => p.date),
        lang,
        axisWidth: 64,
        // The band between the lowest and the highest price of each day.
        band: { color: ANALYSIS_COLORS.band, opacity: 0.2, low: points.map((p) => p.min), high: points.map((p) => p.max) },
        series: [
          { label: t('analysis.series.mid'), color: ANALYSIS_COLORS.mid, values: points.map((p) => p.mid), marks: points.length <= MARKS_UP_TO },
          { label: t('analysis.series.ma7'), color: ANALYSIS_COLORS.ma7, values: points.map((p) => p.ma7) },
          { label: t('analysis.series.ma30'), color: ANALYSIS_COLORS.ma30, values: points.map((p) => p.ma30) },
        ],
      }),
    [points, lang, t],
  );
  const legend = useMemo(() => CHART_SERIES.price.map((s) => ({ label: t(`analysis.series.${s}`), color: ANALYSIS_COLORS[s] })), [t]);
  const tip = useCallback(
    (i: number) => {
      const p = points[i];
      if (!p) return null;
      const line = (s: 'band' | 'mid' | 'ma7' | 'ma30', value: string) => ({ label: t(`analysis.series.${s}`), color: ANALYSIS_COLORS[s], value });
      return {
        title: formatDate(p.date, lang),
        lines: [
          line('band', t('analysis.band_value', { min: price(p.min), max: price(p.max) })),
          line('mid', price(p.mid)),
          line('ma7', price(p.ma7)),
          line('ma30', price(p.ma30)),
        ],
      };
    },
    [points, lang, t, price],
  );
  return <UPlotChart ref={chartRef} make={make} legend={legend} tip={tip} />;
}

function IndexChart({ data, lang, chartRef }: ChartProps) {
  const { t } = useTranslation();
  const points = data.index.points;
  const make = useMemo(
    () =>
      timeChart({
        dates: points.map((p) => p.date),
        lang,
        axisWidth: 48,
        series: [{ label: t('analysis.series.index'), color: ANALYSIS_COLORS.index, values: points.map((p) => p.value), marks: points.length <= MARKS_UP_TO }],
      }),
    [points, lang, t],
  );
  const tip = useCallback(
    (i: number) => {
      const p = points[i];
      return p
        ? { title: formatDate(p.date, lang), lines: [{ label: t('analysis.series.index'), color: ANALYSIS_COLORS.index, value: formatPrice(p.value, lang) }] }
        : null;
    },
    [points, lang, t],
  );
  // One series, named by the section's title: no legend.
  return <UPlotChart ref={chartRef} make={make} tip={tip} />;
}

/** A ranked horizontal bar chart: the governorates' latest average (spread) or the producers' (side by side). */
function RankedBars({ kind, data, lang, chartRef }: ChartProps & { kind: 'spread' | 'producers' }) {
  const make = useMemo(() => {
    const bars =
      kind === 'spread'
        ? data.spread.map((g) => ({ name: g.name, value: g.mid }))
        : [...data.producers].sort((a, b) => b.mid - a.mid).map((p) => ({ name: p.producer_name, value: p.mid }));
    return rankedBars({ names: bars.map((b) => b.name), values: bars.map((b) => b.value), color: ANALYSIS_COLORS[kind], lang });
  }, [kind, data, lang]);
  return <UPlotChart ref={chartRef} make={make} />;
}
