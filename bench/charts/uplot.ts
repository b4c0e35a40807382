import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { COLORS, HEIGHT, WIDTH, type Render } from './data';

export const render: Render = (el, data) =>
  new Promise((resolve) => {
    new uPlot(
      {
        width: WIDTH,
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: true } },
        series: [{}, ...data.ys.map((_, i) => ({ label: `item ${i + 1}`, stroke: COLORS[i], fill: `${COLORS[i]}26`, width: 2, spanGaps: true }))],
        hooks: { draw: [() => resolve()] },
      },
      [data.x, ...data.ys],
      el,
    );
  });
