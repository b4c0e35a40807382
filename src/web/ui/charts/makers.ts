/**
 * uPlot's options for the two kinds of chart of the comparison and the analysis (decision 038):
 *
 * - a time chart: lines (areas if asked) over days, an optional band between a low and a high;
 * - ranked horizontal bars: a name per bar, its figure written on it.
 *
 * Reading direction, on purpose: time runs in the reading direction of the page. In Arabic the
 * time scale is reversed (the oldest day on the right, the newest on the left) and the value
 * axis sits on the right edge, where the eye starts; in English the usual left-to-right. Bars
 * grow from the start edge of the page the same way, their names on that edge.
 *
 * Sizes are multiplied by the look's `k` (a picture is drawn larger); colours are functions of
 * the look, so a change of colour scheme is a redraw.
 */
import uPlot from 'uplot';
import type { Lang } from '../../../shared/envelope';
import { formatPrice, formatTick } from '../../../shared/format';
import { fontOf, type ChartLook } from './look';
import type { ChartMaker } from './uplot-chart';

const DAY = 86_400;
const MONTH = 30 * DAY;
/** Steps of the time axis: whole days, weeks and months only (uPlot reads ≥ 30 days as months). */
const TIME_STEPS = [DAY, 2 * DAY, 3 * DAY, 7 * DAY, 14 * DAY, MONTH, 2 * MONTH, 3 * MONTH, 4 * MONTH, 6 * MONTH, 365 * DAY];

/** A "#rrggbb" colour at `opacity`. */
export const withOpacity = (hex: string, opacity: number) =>
  `${hex}${Math.round(opacity * 255)
    .toString(16)
    .padStart(2, '0')}`;

export interface TimeSeries {
  label: string;
  color: string;
  values: readonly (number | null)[];
  /** The area under the line, at this opacity. */
  area?: number;
  marks?: boolean;
}

export interface TimeBand {
  color: string;
  opacity: number;
  low: readonly (number | null)[];
  high: readonly (number | null)[];
}

export interface TimeChartSpec {
  /** The days (ISO), ascending. */
  dates: readonly string[];
  series: readonly TimeSeries[];
  band?: TimeBand;
  lang: Lang;
  /** The value axis' room in pixels. */
  axisWidth: number;
}

const toSeconds = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

/** Day and month over short steps, month and year over steps of months. */
function tickFormats(lang: Lang) {
  return (seconds: number, step: number) => formatTick(new Date(seconds * 1000), lang, step >= MONTH);
}

/** The day under the pointer: a vertical line and the points of that day; no zoom by dragging. */
const cursor = (k: number): uPlot.Cursor => ({ y: false, drag: { x: false, y: false, setScale: false }, points: { size: 8 * k } });

export function timeChart({ dates, series, band, lang, axisWidth }: TimeChartSpec): ChartMaker {
  const rtl = lang === 'ar';
  const tick = tickFormats(lang);
  const x = dates.map(toSeconds);
  return (look: ChartLook) => {
    const k = look.k;
    const lines: uPlot.Series[] = series.map((s) => ({
      label: s.label,
      stroke: s.color,
      width: 2 * k,
      fill: s.area ? withOpacity(s.color, s.area) : undefined,
      spanGaps: true,
      points: { show: !!s.marks, size: 6 * k, width: 2 * k, fill: s.color },
    }));
    const edges: uPlot.Series[] = band
      ? [0, 1].map(() => ({ stroke: withOpacity(band.color, 0.5), width: 1 * k, spanGaps: true, points: { show: false } }))
      : [];
    const text = () => look.text;
    return {
      data: [x, ...(band ? [band.high as (number | null)[], band.low as (number | null)[]] : []), ...series.map((s) => s.values as (number | null)[])],
      options: {
        legend: { show: false },
        cursor: cursor(k),
        padding: [8 * k, rtl ? 8 * k : 24 * k, 0, rtl ? 24 * k : 8 * k],
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true, dir: rtl ? -1 : 1 } },
        series: [{}, ...edges, ...lines],
        bands: band ? [{ series: [1, 2], fill: withOpacity(band.color, band.opacity) }] : [],
        axes: [
          {
            side: 2,
            size: 36 * k,
            gap: 6 * k,
            space: 70 * k,
            incrs: TIME_STEPS,
            font: fontOf(look, 12),
            stroke: text,
            grid: { show: false },
            ticks: { stroke: () => look.grid, size: 4 * k, width: 1 * k },
            values: (_u, splits, _axis, _space, step) => splits.map((s) => tick(s, step)),
          },
          {
            side: rtl ? 1 : 3,
            size: axisWidth * k,
            gap: 6 * k,
            space: 36 * k,
            font: fontOf(look, 12),
            stroke: text,
            grid: { stroke: () => look.grid, width: 1 * k },
            ticks: { show: false },
            values: (_u, splits) => splits.map((v) => formatPrice(v, lang)),
          },
        ],
      },
    };
  };
}

export interface BarsSpec {
  names: readonly string[];
  values: readonly number[];
  color: string;
  lang: Lang;
}

/** The room of the names beside the bars, in pixels. */
const NAMES = 130;

export function rankedBars({ names, values, color, lang }: BarsSpec): ChartMaker {
  const rtl = lang === 'ar';
  const index = names.map((_, i) => i);
  return (look: ChartLook) => {
    const k = look.k;
    const text = () => look.text;
    /** Each bar's figure, inside its end when it fits, else just past it. */
    const figures = (u: uPlot) => {
      const { ctx } = u;
      ctx.save();
      // Canvas pixels here (valToPos(…, true)): the screen's ratio on top of the look's.
      ctx.font = fontOf({ ...look, k: k * uPlot.pxRatio }, 12, 700);
      ctx.textBaseline = 'middle';
      const zero = u.valToPos(0, 'y', true);
      const pad = 6 * k * uPlot.pxRatio;
      values.forEach((v, i) => {
        const label = formatPrice(v, lang);
        const end = u.valToPos(v, 'y', true);
        const y = u.valToPos(i, 'x', true);
        const inside = ctx.measureText(label).width + 2 * pad < Math.abs(end - zero);
        // A bar ends on the right in English, on the left in Arabic: the figure sits before its end inside, after it outside.
        const leftAligned = rtl === inside;
        ctx.textAlign = leftAligned ? 'left' : 'right';
        ctx.fillStyle = inside ? '#ffffff' : look.text;
        ctx.fillText(label, leftAligned ? end + pad : end - pad, y);
      });
      ctx.restore();
    };
    return {
      data: [index, values as number[]],
      options: {
        legend: { show: false },
        cursor: { show: false },
        padding: [4 * k, rtl ? 8 * k : 24 * k, 0, rtl ? 24 * k : 8 * k],
        scales: {
          // The names' scale runs down the page, the first (highest) at the top.
          x: { time: false, ori: 1, dir: -1, range: [-0.5, names.length - 0.5] },
          y: { ori: 0, dir: rtl ? -1 : 1, range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        series: [
          {},
          {
            stroke: color,
            fill: color,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars!({ size: [0.7, 28 * k] }),
          },
        ],
        axes: [
          {
            scale: 'x',
            side: rtl ? 1 : 3,
            size: NAMES * k,
            gap: 8 * k,
            font: fontOf(look, 13),
            stroke: text,
            grid: { show: false },
            ticks: { show: false },
            splits: () => index,
            values: (_u, splits) => splits.map((i) => names[i] ?? ''),
          },
          {
            scale: 'y',
            side: 2,
            size: 36 * k,
            gap: 6 * k,
            space: 80 * k,
            font: fontOf(look, 12),
            stroke: text,
            grid: { stroke: () => look.grid, width: 1 * k },
            ticks: { show: false },
            values: (_u, splits) => splits.map((v) => formatPrice(v, lang)),
          },
        ],
        hooks: { draw: [figures] },
      },
    };
  };
}
