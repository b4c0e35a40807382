/**
 * A chart as a PNG picture, made in the browser: the chart's SVG is copied with its computed
 * styles written inline (the page's stylesheets do not reach an SVG drawn as an image), drawn
 * onto a canvas over a white background under the chart's title and legend, with the site's name
 * at the foot. No dependency: an <img> of the SVG, a canvas and `toBlob`.
 */

/** The properties that make the chart's look; the rest stays at the SVG's defaults. */
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'visibility',
  'display',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'shape-rendering',
  // An Arabic page's texts are right-to-left: their anchors and word order depend on it.
  'direction',
  'unicode-bidi',
] as const;

/** The colour of every text of the picture (on white). */
const PICTURE_TEXT = '#1a1a1a';

export interface LegendEntry {
  label: string;
  color: string;
}

export interface ChartPicture {
  title: string;
  legend: readonly LegendEntry[];
  /** The foot line: the site's name (and address). */
  site: string;
  rtl: boolean;
}

/** The largest <svg> inside `root`: the chart's drawing surface (the legend's marks are small ones). */
export function chartSvg(root: Element): SVGSVGElement | null {
  let best: SVGSVGElement | null = null;
  let bestArea = 0;
  for (const svg of root.querySelectorAll('svg')) {
    const r = svg.getBoundingClientRect();
    if (r.width * r.height > bestArea) {
      best = svg;
      bestArea = r.width * r.height;
    }
  }
  return best;
}

/** A copy of `svg` standing alone: computed styles inline, its size in pixels, the SVG namespace. */
export function standaloneSvg(svg: SVGSVGElement, width: number, height: number): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const style = getComputedStyle(el);
    const declared = STYLE_PROPERTIES.map((p) => `${p}:${style.getPropertyValue(p)}`);
    // The picture's background is white whatever the theme: texts are dark (a dark page's are light).
    if (el.tagName === 'text' || el.tagName === 'tspan') declared.push(`fill:${PICTURE_TEXT}`);
    to[i]!.setAttribute('style', declared.join(';'));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('the chart could not be drawn'));
    img.src = src;
  });
}

const PAD = 16;
const TITLE = 18;
const LEGEND = 14;
const LEGEND_LINE = 22;
const FOOT = 12;
const SCALE = 2;
const MARK = 12;

/** The legend's entries placed in lines that fit `width`, in reading order: [line, offset from the start edge]. */
function legendLayout(ctx: CanvasRenderingContext2D, legend: readonly LegendEntry[], width: number) {
  const placed: { entry: LegendEntry; line: number; offset: number }[] = [];
  let line = 0;
  let offset = 0;
  for (const entry of legend) {
    const size = MARK + 6 + ctx.measureText(entry.label).width;
    if (offset > 0 && offset + size > width) {
      line++;
      offset = 0;
    }
    placed.push({ entry, line, offset });
    offset += size + 20;
  }
  return { placed, lines: legend.length ? line + 1 : 0 };
}

/** The PNG of the chart drawn by `svg`, with its title, legend and the site's name. */
export async function chartPng(svg: SVGSVGElement, picture: ChartPicture): Promise<Blob> {
  const box = svg.getBoundingClientRect();
  const w = Math.ceil(box.width);
  const h = Math.ceil(box.height);
  const url = URL.createObjectURL(new Blob([standaloneSvg(svg, w, h)], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const img = await loadImage(url);
    const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    const width = w + 2 * PAD;
    ctx.font = `400 ${LEGEND}px ${font}`;
    const legend = legendLayout(ctx, picture.legend, width - 2 * PAD);
    const legendTop = PAD + TITLE + 12;
    const top = legendTop + legend.lines * LEGEND_LINE + (legend.lines ? 8 : 0);
    const height = top + h + FOOT + 2 * PAD;
    // Sizing the canvas resets its state: everything below is set after.
    canvas.width = width * SCALE;
    canvas.height = height * SCALE;
    ctx.scale(SCALE, SCALE);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    // Text starts where the page's reading starts: the right edge in Arabic.
    ctx.direction = picture.rtl ? 'rtl' : 'ltr';
    ctx.textAlign = 'start';
    ctx.textBaseline = 'top';
    const at = (offset: number) => (picture.rtl ? width - PAD - offset : PAD + offset);
    ctx.fillStyle = PICTURE_TEXT;
    ctx.font = `700 ${TITLE}px ${font}`;
    ctx.fillText(picture.title, at(0), PAD, width - 2 * PAD);
    ctx.font = `400 ${LEGEND}px ${font}`;
    for (const { entry, line, offset } of legend.placed) {
      const y = legendTop + line * LEGEND_LINE;
      ctx.fillStyle = entry.color;
      ctx.fillRect(picture.rtl ? at(offset) - MARK : at(offset), y + 1, MARK, MARK);
      ctx.fillStyle = PICTURE_TEXT;
      ctx.fillText(entry.label, at(offset + MARK + 6), y);
    }
    ctx.drawImage(img, PAD, top, w, h);
    ctx.fillStyle = '#666666';
    ctx.font = `400 ${FOOT}px ${font}`;
    ctx.fillText(picture.site, at(0), top + h + PAD);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no picture'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
