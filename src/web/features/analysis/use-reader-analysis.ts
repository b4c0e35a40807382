/**
 * The analysis a reader is entitled to. The page is shared (decision 017): its loader runs as a
 * visitor, so the server's answer is the free one (the last 30 days, `range.limited`). After
 * hydration, a signed-in reader whose package grants `analysis` (GET me's entitlements) asks GET
 * price_analysis again from the browser, with their session, and sees the period they chose. That
 * answer is the reader's own (the API sends it `no-store`); it never reaches the HTML cache.
 */
import { useEffect, useState } from 'react';
import type { Analysis } from '../../../shared/schemas/analysis';
import { useApi } from '../../api/react';
import { useSession } from '../../ui/session';
import type { AnalysisApiQuery } from './analysis-state';

export interface ReaderAnalysis {
  /** The answer to show: the reader's own once it arrived, else the shared one. */
  data: Analysis | null;
  /** The reader's package grants the full analysis. */
  entitled: boolean;
  /** Whether the page knows who reads (after hydration and GET me). */
  known: boolean;
  /** The reader's own answer is on its way. */
  loading: boolean;
}

export function useReaderAnalysis(shared: Analysis | null, query: AnalysisApiQuery): ReaderAnalysis {
  const api = useApi();
  const { user, known } = useSession();
  const entitled = !!user?.entitlements.includes('analysis');
  // The query by value: a new render with the same query asks nothing again.
  const key = JSON.stringify(query);
  const [own, setOwn] = useState<{ key: string; data: Analysis } | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!entitled) return;
    let live = true;
    setPending(key);
    void api.priceAnalysis(JSON.parse(key) as AnalysisApiQuery).then((res) => {
      if (!live) return;
      setPending(null);
      // A refusal (the session or the package ended meanwhile) falls back to the shared answer.
      setOwn(res.ok ? { key, data: res.data } : null);
    });
    return () => {
      live = false;
    };
  }, [api, entitled, key]);

  // While the next answer is on its way the previous one stays (the page dims it), rather than
  // flashing the shared 30 days in between.
  const mine = entitled ? (own?.data ?? null) : null;
  return { data: mine ?? shared, entitled, known, loading: entitled && pending === key };
}
