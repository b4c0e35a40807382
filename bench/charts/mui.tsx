// Today's baseline: @mui/x-charts' LineChart with areas, as the comparison draws it.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LineChart } from '@mui/x-charts/LineChart';
import { COLORS, HEIGHT, WIDTH, type Render } from './data';

export const render: Render = (el, data) => {
  const root = createRoot(el);
  const xData = data.x.map((s) => new Date(s * 1000));
  flushSync(() =>
    root.render(
      <LineChart
        skipAnimation
        width={WIDTH}
        height={HEIGHT}
        xAxis={[{ data: xData, scaleType: 'time' }]}
        series={data.ys.map((y, i) => ({
          label: `item ${i + 1}`,
          data: y,
          color: COLORS[i],
          area: true,
          baseline: 'min',
          showMark: false,
          connectNulls: true,
        }))}
      />,
    ),
  );
  return Promise.resolve();
};
