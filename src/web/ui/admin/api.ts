/**
 * The back office's calls: the web app's API client (same transport, retries, version check)
 * pointed at `/api/v1/{lang}/admin/`. Answers are `Outcome`s like the front's.
 *
 * A call declared as a contract (decision 043) is a typed method of `useAdminCalls()`
 * (`admin.outboxResend({ id })`), and `useAdminCallData('outboxMail', { id })` loads one;
 * `get`/`post`/`send` remain for the calls of the generic kits (entity tables, moderation,
 * admin lists), whose paths come from their configuration.
 */
import { useCallback, useMemo } from 'react';
import type { ApiClient, Outcome } from '../../api/client';
import { CALL_SHAPES } from '../../api/call-shapes.gen';
import { callersOf, type Callers } from '../../api/contract-client';
import { useApi } from '../../api/react';
import type { ApiInit } from '../../api/types';
import type { dashboardAdminCalls, staffAdminCalls } from '../../../shared/schemas/admin';
import type { newsAdminCalls } from '../../../shared/schemas/news-admin';
import type { outboxAdminCalls } from '../../../shared/schemas/outbox-admin';
import type { pricesAdminCalls } from '../../../shared/schemas/prices-admin';
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

/** The back office's calls declared as contracts (types only: their run-time shapes are CALL_SHAPES.admin). */
type AdminCalls = typeof staffAdminCalls & typeof dashboardAdminCalls & typeof outboxAdminCalls & typeof pricesAdminCalls & typeof newsAdminCalls;
export type AdminCallers = Callers<AdminCalls>;

/** The back office's calls over a client's transport (a loader's `createApiClient(context.api)`). */
export const adminCallersOf = (api: ApiClient): AdminCallers => callersOf<AdminCalls>(api.call, 'admin', CALL_SHAPES.admin);

export function useAdminCalls(): AdminCallers {
  const api = useApi();
  return useMemo(() => adminCallersOf(api), [api]);
}

type Answer<K extends keyof AdminCallers> = Awaited<ReturnType<AdminCallers[K]>> extends Outcome<infer T> ? T : never;

/**
 * A contract's GET loaded in the browser (like `useAdminData`): a change of `input` loads again,
 * `reload()` asks again after a write.
 */
export function useAdminCallData<K extends keyof AdminCallers>(name: K, ...args: Parameters<AdminCallers[K]>) {
  const admin = useAdminCalls();
  const key = JSON.stringify(args);
  const fetch = useCallback(
    () => (admin[name] as (...a: unknown[]) => Promise<Outcome<Answer<K>>>)(...args),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `args`
    [admin, name, key],
  );
  return usePanelData(fetch);
}
