/**
 * One colour per compared item, shared by the chart's series and the item list, so a reader
 * matches them at a glance. Distinct in hue and lightness (readable for common colour-vision
 * deficiencies) and legible on the light and the dark background.
 */
export const SERIES_COLORS = ['#1e6fd9', '#e3731c', '#2e9d5b', '#a046c8'] as const;
