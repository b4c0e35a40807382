/**
 * The private list of a Settings panel (price alerts, my deals…), loaded in the browser after
 * hydration: `loading`, `failed` (a failure that is not the server's own — offline, a session
 * that ended — goes through the error catalogue too) or `ready`. `reload()` asks again;
 * `update()` changes the loaded data in place (a row removed without a round trip).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../api/client';
import { useFeedback } from './feedback/feedback-provider';

export type PanelData<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: T };

export function usePanelData<T>(fetch: () => Promise<Outcome<T>>) {
  const feedback = useFeedback();
  const [state, setState] = useState<PanelData<T>>({ kind: 'loading' });

  const reload = useCallback(async () => {
    const res = await fetch();
    if (res.ok) setState({ kind: 'ready', data: res.data });
    else {
      setState({ kind: 'failed' });
      if (res.problem.kind !== 'server' && res.problem.kind !== 'request') feedback.report(res.problem);
    }
  }, [fetch, feedback]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const update = useCallback((change: (data: T) => T) => setState((s) => (s.kind === 'ready' ? { kind: 'ready', data: change(s.data) } : s)), []);
  return { state, reload, update };
}
