/** The benchmark's data: 4 series × 365 daily prices (a seeded random walk), the same for every library. */
export interface BenchData {
  /** Days as Unix seconds (UTC midnight). */
  x: number[];
  /** ISO dates of the same days. */
  dates: string[];
  ys: number[][];
}

export const SERIES = 4;
export const POINTS = 365;
export const WIDTH = 800;
export const HEIGHT = 380;
export const COLORS = ['#1e6fd9', '#e3731c', '#2e9d5b', '#a046c8'];

export function benchData(): BenchData {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const start = Date.UTC(2025, 0, 1) / 1000;
  const x = Array.from({ length: POINTS }, (_, i) => start + i * 86_400);
  const dates = x.map((s) => new Date(s * 1000).toISOString().slice(0, 10));
  const ys = Array.from({ length: SERIES }, (_, s) => {
    let v = 3000 + s * 250;
    return x.map(() => Math.round((v += (random() - 0.5) * 60)));
  });
  return { x, dates, ys };
}

/** What every entry exposes: draw the chart into `el` and resolve once it is drawn. */
export type Render = (el: HTMLElement, data: BenchData) => Promise<void>;
