/**
 * The colours and the font a chart is drawn with: on the page, the theme's CSS variables of the
 * colour scheme in force (light or dark); in a downloaded picture, dark on white whatever the
 * theme. `k` multiplies every size in pixels (a picture is drawn at twice the size for a sharp PNG).
 */
export interface ChartLook {
  /** Axis labels. */
  text: string;
  /** Grid lines. */
  grid: string;
  /** The plot's background (labels drawn over a bar). */
  paper: string;
  font: string;
  k: number;
}

const cssVar = (style: CSSStyleDeclaration, name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;

/** The look of the page around `el`. */
export function pageLook(el: Element): ChartLook {
  const style = getComputedStyle(el);
  return {
    text: cssVar(style, '--mui-palette-text-secondary', '#555'),
    grid: cssVar(style, '--mui-palette-divider', '#e0e0e0'),
    paper: cssVar(style, '--mui-palette-background-paper', '#fff'),
    font: style.fontFamily || 'sans-serif',
    k: 1,
  };
}

/** The look of a picture (white background) at `k` times the size. */
export function pictureLook(el: Element, k: number): ChartLook {
  return { text: '#444444', grid: '#e3e3e3', paper: '#ffffff', font: getComputedStyle(el).fontFamily || 'sans-serif', k };
}

/** A canvas font of `px` CSS pixels in the look's family. */
export const fontOf = (look: ChartLook, px: number, weight = 400) => `${weight} ${Math.round(px * look.k)}px ${look.font}`;
