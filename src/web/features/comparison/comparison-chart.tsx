/**
 * The area chart of the compared items' average (mid) prices, drawn by uPlot (decision 038).
 * Loaded lazily by the page (React.lazy): the chart code stays out of every other page's
 * JavaScript and is never rendered on the server.
 *
 * Reading direction (ui/charts/makers.ts): time runs in the reading direction of the page, the
 * oldest date on the right in Arabic and the price axis on the right edge, where the reader's eye
 * starts; in English the usual left-to-right. The table below the chart lists the same dates in
 * the same (ascending) order, top to bottom.
 */
import { useCallback, useMemo } from 'react';
import type { Lang } from '../../../shared/envelope';
import type { ComparisonRow } from '../../../shared/schemas/prices';
import { formatDate, formatPrice } from '../../../shared/format';
import { timeChart } from '../../ui/charts/makers';
import { UPlotChart } from '../../ui/charts/uplot-chart';
import { chartData } from './comparison-state';
import { SERIES_COLORS } from './series-colors';

export interface ComparisonChartProps {
  rows: readonly ComparisonRow[];
  /** The series' names, in item order (legend and tooltip). */
  names: readonly string[];
  lang: Lang;
}

/** Marks on the points up to a month of days. */
const MARKS_UP_TO = 31;

const colorOf = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length]!;

export default function ComparisonChart({ rows, names, lang }: ComparisonChartProps) {
  const { dates, series } = useMemo(() => chartData(rows, names.length), [rows, names.length]);
  const make = useMemo(
    () =>
      timeChart({
        dates,
        lang,
        axisWidth: 64,
        series: names.map((name, i) => ({ label: name, color: colorOf(i), values: series[i] ?? [], area: 0.15, marks: dates.length <= MARKS_UP_TO })),
      }),
    [dates, series, names, lang],
  );
  const legend = useMemo(() => names.map((name, i) => ({ label: name, color: colorOf(i) })), [names]);
  const tip = useCallback(
    (i: number) =>
      dates[i]
        ? { title: formatDate(dates[i], lang), lines: names.map((name, s) => ({ label: name, color: colorOf(s), value: formatPrice(series[s]?.[i], lang) })) }
        : null,
    [dates, series, names, lang],
  );
  return <UPlotChart make={make} legend={legend} tip={tip} />;
}
