/**
 * The back office's calls: the web app's API client (same transport, retries, version check)
 * pointed at `/api/v1/{lang}/admin/`. Answers are `Outcome`s like the front's.
 */
import { useCallback, useMemo } from 'react';
import type { Outcome } from '../../api/client';
import { useApi } from '../../api/react';
import type { ApiInit } from '../../api/types';
import { usePanelData } from '../use-panel-data';

type Query = ApiInit['query'];

export interface AdminApi {
  get<T>(path: string, query?: Query): Promise<Outcome<T>>;
  post<T>(path: string, body?: unknown, idempotencyKey?: string): Promise<Outcome<T>>;
  /** Any method; a FormData body is sent as multipart (an upload). */
  send<T>(path: string, init: Omit<ApiInit, 'scope'>): Promise<Outcome<T>>;
}

export function useAdminApi(): AdminApi {
  const api = useApi();
  return useMemo(
    () => ({
      get: <T>(path: string, query?: Query) => api.call<T>(path, { scope: 'admin', query }),
      post: <T>(path: string, body: unknown = {}, idempotencyKey?: string) => api.call<T>(path, { scope: 'admin', method: 'POST', body, idempotencyKey }),
      send: <T>(path: string, init: Omit<ApiInit, 'scope'>) => api.call<T>(path, { ...init, scope: 'admin' }),
    }),
    [api],
  );
}

/**
 * An admin GET loaded in the browser: `state` is loading, failed or ready (ui/use-panel-data.ts);
 * a change of `path` or `query` loads again, `reload()` asks again after a write.
 */
export function useAdminData<T>(path: string, query?: Query) {
  const admin = useAdminApi();
  const key = JSON.stringify(query ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `query`
  const fetch = useCallback(() => admin.get<T>(path, query), [admin, path, key]);
  return usePanelData(fetch);
}
