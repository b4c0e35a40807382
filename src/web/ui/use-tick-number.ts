/**
 * How many labels a chart's time axis gets: about one per 100 px of the box it is drawn in
 * (2 to 8). x-charts' own overlap check misjudges a reversed axis in right-to-left pages, so the
 * charts (comparison, price analysis) are given no more labels than fit. `box` goes on the
 * chart's container.
 */
import { useEffect, useRef, useState } from 'react';

export function useTickNumber<T extends HTMLElement = HTMLDivElement>() {
  const box = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { box, tickNumber: Math.max(2, Math.min(8, Math.floor((width - 40) / 100))) };
}
