/**
 * What the server's web bridge (src/server/platform/web.ts) and the React app (src/web) both
 * need: the front API transport they pass between them and the load context of a request
 * (`context.api`, `context.lang`, and the rendered document's bytes that entry.server hands
 * back). Here so that neither side imports the other.
 */
import type { Envelope, Lang } from './envelope';

export interface ApiInit {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /**
   * Sent as `Idempotency-Key` (a creating POST, decision 020): one key per submission of a form,
   * the same for every automatic retry of that submission.
   */
  idempotencyKey?: string;
  /** The API the path is under: the front API (default) or the back office's (`/api/v1/{lang}/admin/`). */
  scope?: ApiScope;
}

export type ApiScope = 'front' | 'admin';

export interface ApiResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string>;
  /** Set-Cookie headers of the answer, kept as a list (server transport only). */
  setCookies?: string[];
}

/**
 * One call to the API; `path` is relative to /api/v1/{lang}/front/ (or /admin/ with `scope: 'admin'`). Two transports:
 * `app.inject` on the server (context.api) and fetch in the browser.
 */
export type ApiTransport = (path: string, init?: ApiInit) => Promise<ApiResult>;

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiTransport;
    lang: Lang;
    /**
     * Set by entry.server: the rendered document's bytes, which the server sends as they are
     * (platform/web.ts) instead of reading them back out of the Response's web stream.
     */
    documentBody?: Buffer;
  }
}

export function toQueryString(query: ApiInit['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}
