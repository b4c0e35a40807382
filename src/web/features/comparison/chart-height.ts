/**
 * The chart's height (sx breakpoints), known to the page before the chart's code arrives, so
 * the placeholder and the chart take the same room (no layout shift). Taller on phones, where
 * the legend wraps onto several lines.
 */
export const CHART_HEIGHT = { xs: 440, sm: 380 } as const;
