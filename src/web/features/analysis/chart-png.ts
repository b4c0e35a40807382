/**
 * A chart as a PNG picture, made in the browser: the chart drawn again for a picture (dark on
 * white, at least twice the pixels: ui/charts/uplot-chart.tsx `picture()`) placed on a canvas
 * over a white background under the chart's title and legend, with the site's name at the foot.
 * No dependency: a canvas and `toBlob`.
 */

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

/** The chart as drawn for the picture: its canvas, and its size in CSS pixels. */
export interface ChartDrawing {
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
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

/** The PNG of the chart, with its title, legend and the site's name. */
export async function chartPng(chart: ChartDrawing, picture: ChartPicture): Promise<Blob> {
  const w = Math.ceil(chart.width);
  const h = Math.ceil(chart.height);
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
  ctx.drawImage(chart.canvas, PAD, top, w, h);
  ctx.fillStyle = '#666666';
  ctx.font = `400 ${FOOT}px ${font}`;
  ctx.fillText(picture.site, at(0), top + h + PAD);
  return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no picture'))), 'image/png'));
}
