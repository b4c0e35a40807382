// Tree-shaken: only the parts a line/area chart with a legend and a tooltip needs.
import { CategoryScale, Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { COLORS, HEIGHT, WIDTH, type Render } from './data';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler, Legend, Tooltip);

export const render: Render = (el, data) => {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  el.append(canvas);
  new Chart(canvas, {
    type: 'line',
    data: {
      labels: data.dates,
      datasets: data.ys.map((y, i) => ({
        label: `item ${i + 1}`,
        data: y,
        borderColor: COLORS[i],
        backgroundColor: `${COLORS[i]}26`,
        fill: 'start',
        pointRadius: 0,
        borderWidth: 2,
      })),
    },
    options: { responsive: false, animation: false, spanGaps: true, plugins: { legend: { position: 'top' } } },
  });
  return Promise.resolve();
};
