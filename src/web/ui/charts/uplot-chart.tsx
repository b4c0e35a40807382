/**
 * A chart drawn by uPlot (decision 038) in the box it is given: the legend above as a list, the
 * plot sized to what the box leaves (and again when the box changes), a tooltip for the day
 * under the pointer, the theme's colours (again when the colour scheme changes). Part of the
 * lazily loaded chart code only: never in the shell, never on the server.
 *
 * `make` gives uPlot's options and data for a look (ui/charts/look.ts): colours in the options
 * are functions reading the look, so a change of scheme is a redraw. `picture()` draws the same
 * chart again off screen, dark on white and twice as sharp, for the PNG download.
 */
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { pageLook, pictureLook, type ChartLook } from './look';
import styles from './chart.module.css';

export type ChartMaker = (look: ChartLook) => { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData };

export interface LegendItem {
  label: string;
  color: string;
}

/** What the tooltip shows for a point: its title (the day) and a line per series. */
export interface Tip {
  title: string;
  lines: readonly { label: string; color: string; value: string }[];
}

export interface ChartHandle {
  /** The chart drawn for a picture; its size in CSS pixels (the canvas has more). */
  picture(): Promise<{ canvas: HTMLCanvasElement; width: number; height: number }>;
}

export interface UPlotChartProps {
  make: ChartMaker;
  legend?: readonly LegendItem[];
  tip?: (index: number) => Tip | null;
  ref?: Ref<ChartHandle>;
}

interface ShownTip extends Tip {
  left: number;
  top: number;
  /** The tooltip goes to the other side of the pointer past the middle of the plot. */
  flip: boolean;
}

const OFFSET = 12;

/** With `extra` hooks added to the options' own. */
function withHooks(options: uPlot.Options, extra: uPlot.Hooks.Arrays): uPlot.Options {
  const hooks: uPlot.Hooks.Arrays = { ...options.hooks };
  for (const [name, fns] of Object.entries(extra) as [keyof uPlot.Hooks.Arrays, unknown[]][]) {
    (hooks as Record<string, unknown[]>)[name] = [...((hooks[name] as unknown[] | undefined) ?? []), ...fns];
  }
  return { ...options, hooks };
}

export function UPlotChart({ make, legend, tip, ref }: UPlotChartProps) {
  const plot = useRef<HTMLDivElement>(null);
  const tipOf = useRef(tip);
  const [shown, setShown] = useState<ShownTip | null>(null);
  const tipBox = useRef<HTMLDivElement>(null);
  // Beside the pointer, on the side with room, and never past the chart's edges (a phone's screen).
  useLayoutEffect(() => {
    const el = tipBox.current;
    const box = plot.current;
    if (!el || !box || !shown) return;
    const width = el.offsetWidth;
    const wanted = shown.flip ? shown.left - OFFSET - width : shown.left + OFFSET;
    el.style.left = `${Math.max(0, Math.min(wanted, box.clientWidth - width))}px`;
  }, [shown]);
  useEffect(() => {
    tipOf.current = tip;
  }, [tip]);

  useEffect(() => {
    const el = plot.current;
    if (!el) return;
    let chart: uPlot | null = null;
    let gone = false;
    const look = pageLook(el);
    const showTip = (u: uPlot) => {
      const { idx, left } = u.cursor;
      const found = idx === null || idx === undefined || left === undefined || left < 0 ? null : (tipOf.current?.(idx) ?? null);
      if (!found) return setShown(null);
      const over = u.over.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      setShown({
        ...found,
        left: over.left - box.left + left!,
        // At the top of the plot, whatever the pointer's height: the lines below stay in sight.
        top: over.top - box.top,
        flip: left! > over.width / 2,
      });
    };
    const size = () => {
      const r = el.getBoundingClientRect();
      return { width: Math.floor(r.width), height: Math.floor(r.height) };
    };
    // Drawn with the page's font once it is there (canvas text does not wait for it).
    void document.fonts.ready.then(() => {
      if (gone) return;
      const { options, data } = make(look);
      chart = new uPlot(withHooks({ ...options, ...size() }, { setCursor: [showTip] }), data, el);
    });
    const resize = new ResizeObserver(() => chart?.setSize(size()));
    resize.observe(el);
    // The colour scheme: the theme switch sets an attribute on the root; "system" follows the OS.
    const recolour = () => {
      Object.assign(look, pageLook(el));
      chart?.redraw(false, true);
    };
    const scheme = new MutationObserver(recolour);
    scheme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-mui-color-scheme', 'class'] });
    const media = matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', recolour);
    return () => {
      gone = true;
      resize.disconnect();
      scheme.disconnect();
      media.removeEventListener('change', recolour);
      chart?.destroy();
    };
  }, [make]);

  useImperativeHandle(
    ref,
    () => ({
      async picture() {
        const el = plot.current;
        if (!el) throw new Error('no chart');
        const { width, height } = el.getBoundingClientRect();
        // At least two canvas pixels per CSS pixel, whatever the screen.
        const k = Math.max(1, 2 / (window.devicePixelRatio || 1));
        const { options, data } = make(pictureLook(el, k));
        // Off screen but in the document: the page's direction and font apply.
        const host = document.createElement('div');
        host.style.cssText = 'position:fixed;top:0;left:-100000px;visibility:hidden';
        document.body.append(host);
        try {
          let drawn = () => {};
          const ready = new Promise<void>((resolve) => (drawn = resolve));
          const u = new uPlot(
            withHooks({ ...options, width: Math.round(width * k), height: Math.round(height * k), cursor: { show: false } }, { draw: [() => drawn()] }),
            data,
            host,
          );
          await ready;
          const canvas = document.createElement('canvas');
          canvas.width = u.ctx.canvas.width;
          canvas.height = u.ctx.canvas.height;
          canvas.getContext('2d')?.drawImage(u.ctx.canvas, 0, 0);
          u.destroy();
          return { canvas, width, height };
        } finally {
          host.remove();
        }
      },
    }),
    [make],
  );

  return (
    <div className={styles.chart}>
      {legend && legend.length > 0 && (
        <ul className={styles.legend}>
          {legend.map((l) => (
            <li key={l.label}>
              <span className={styles.swatch} style={{ '--swatch': l.color } as React.CSSProperties} aria-hidden />
              {l.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={plot} className={styles.plot} onMouseLeave={() => setShown(null)}>
        {shown && (
          <div ref={tipBox} role="tooltip" className={styles.tooltip} style={{ top: shown.top + OFFSET }}>
            <div className={styles.tipTitle}>{shown.title}</div>
            {shown.lines.map((l) => (
              <div key={l.label} className={styles.tipLine}>
                <span className={styles.swatch} style={{ '--swatch': l.color } as React.CSSProperties} aria-hidden />
                <span className={styles.tipLabel}>{l.label}</span>
                <span className={styles.tipValue}>{l.value}</span>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
