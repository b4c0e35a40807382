/**
 * What the deals pages know about the reader, decided in the browser after hydration (the pages
 * are shared: their loaders never ask who reads): who is signed in and which deals they already
 * requested (GET my_deals). The list and a deal's page wrap their cards in it.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../api/react';
import { useSession } from '../../ui/session';

export interface DealsReader {
  /** False until the page knows whether the reader is signed in. */
  known: boolean;
  userId: number | null;
  requested: ReadonlySet<number>;
  markRequested(id: number): void;
}

const DealsReaderContext = createContext<DealsReader>({ known: false, userId: null, requested: new Set(), markRequested: () => {} });
export const useDealsReader = () => useContext(DealsReaderContext);

export function DealsReaderProvider({ children }: { children: ReactNode }) {
  const { user, known } = useSession();
  const api = useApi();
  const userId = user?.id ?? null;
  const [requested, setRequested] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    setRequested(new Set());
    if (userId === null) return;
    let live = true;
    void api.myDeals().then((res) => {
      if (live && res.ok) setRequested(new Set(res.data.requested));
    });
    return () => {
      live = false;
    };
  }, [api, userId]);

  const markRequested = useCallback((id: number) => setRequested((s) => new Set(s).add(id)), []);
  const value = useMemo(() => ({ known, userId, requested, markRequested }), [known, userId, requested, markRequested]);
  return <DealsReaderContext.Provider value={value}>{children}</DealsReaderContext.Provider>;
}
