/**
 * The analysis page's four charts: their names, colours and heights, known to the page before
 * the charts' code (and uPlot with it) arrives — the placeholder takes the chart's room,
 * and the PNG export draws the same legend as the chart.
 */
export const CHART_KINDS = ['price', 'spread', 'producers', 'index'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** Distinct in hue and lightness, legible on light and dark backgrounds (as the comparison's). */
export const ANALYSIS_COLORS = {
  band: '#1e6fd9',
  mid: '#0b4a9c',
  ma7: '#e3731c',
  ma30: '#2e9d5b',
  spread: '#1e6fd9',
  producers: '#a046c8',
  index: '#0b4a9c',
} as const;

/** The series of each chart in legend order (dictionary keys under `analysis.series.`). */
export const CHART_SERIES: Record<ChartKind, readonly (keyof typeof ANALYSIS_COLORS)[]> = {
  price: ['band', 'mid', 'ma7', 'ma30'],
  spread: ['spread'],
  producers: ['producers'],
  index: ['index'],
};

const BAR = 30;
/** Pixels: the time charts have a fixed height; a bar chart grows with its bars. */
export function chartHeight(kind: ChartKind, bars = 0): number {
  if (kind === 'price') return 340;
  if (kind === 'index') return 280;
  return Math.max(160, 56 + BAR * bars);
}
