import { useCallback, useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` over `count` items (carousels). It stays still while
 * `paused` (hover, focus, the pause button), when there is one item or none, and for visitors
 * who ask for reduced motion; the server and the first client render show item 0.
 */
export function useAutoAdvance(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!mq) return;
    setReducedMotion(mq.matches);
    const onChange = () => setReducedMotion(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  const running = !paused && !reducedMotion && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs]);
  const go = useCallback((step: number) => setIndex((i) => (((i + step) % count) + count) % count), [count]);
  return { index: count ? index % count : 0, go, setIndex, running, reducedMotion };
}
