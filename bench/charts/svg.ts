// Hand-drawn SVG, the floor: paths of the areas and lines, a value grid and date labels.
import { COLORS, HEIGHT, WIDTH, type Render } from './data';

const NS = 'http://www.w3.org/2000/svg';
const node = (name: string, attrs: Record<string, string | number>) => {
  const n = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
  return n;
};

export const render: Render = (el, data) => {
  const pad = { top: 10, right: 10, bottom: 30, left: 60 };
  const w = WIDTH - pad.left - pad.right;
  const h = HEIGHT - pad.top - pad.bottom;
  const all = data.ys.flat();
  const min = Math.min(...all);
  const max = Math.max(...all);
  const x0 = data.x[0]!;
  const x1 = data.x.at(-1)!;
  const px = (x: number) => pad.left + ((x - x0) / (x1 - x0)) * w;
  const py = (y: number) => pad.top + h - ((y - min) / (max - min)) * h;
  const svg = node('svg', { width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}` });
  const fmt = new Intl.NumberFormat('en');
  for (let i = 0; i <= 5; i++) {
    const v = min + ((max - min) * i) / 5;
    svg.append(node('line', { x1: pad.left, x2: WIDTH - pad.right, y1: py(v), y2: py(v), stroke: '#ddd' }));
    const t = node('text', { x: pad.left - 6, y: py(v), 'text-anchor': 'end', 'dominant-baseline': 'middle', 'font-size': 12 });
    t.textContent = fmt.format(Math.round(v));
    svg.append(t);
  }
  const month = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
  for (let i = 0; i < data.x.length; i += 61) {
    const t = node('text', { x: px(data.x[i]!), y: HEIGHT - 10, 'text-anchor': 'middle', 'font-size': 12 });
    t.textContent = month.format(new Date(data.x[i]! * 1000));
    svg.append(t);
  }
  data.ys.forEach((ys, s) => {
    const line = ys.map((y, i) => `${i ? 'L' : 'M'}${px(data.x[i]!).toFixed(1)},${py(y).toFixed(1)}`).join('');
    svg.append(node('path', { d: `${line}L${px(x1)},${py(min)}L${px(x0)},${py(min)}Z`, fill: COLORS[s]!, 'fill-opacity': 0.15 }));
    svg.append(node('path', { d: line, fill: 'none', stroke: COLORS[s]!, 'stroke-width': 2 }));
  });
  el.append(svg);
  return Promise.resolve();
};
