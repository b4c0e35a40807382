import { ACCESS_KEY_HEADER, APP_VERSION_HEADER, WEB_ACCESS_KEY, apiPath, type Envelope, type Lang } from '../../shared/envelope';
import { ApiOfflineError } from './errors';
import { toQueryString, type ApiTransport } from './types';

export const CLIENT_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** fetch transport for the browser; calls `onVersion` with the X-App-Version of every answer. */
export function createBrowserTransport(lang: Lang, onVersion?: (version: string) => void): ApiTransport {
  return async (path, init = {}) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiOfflineError();
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = {
      accept: 'application/json',
      [ACCESS_KEY_HEADER]: WEB_ACCESS_KEY,
      [APP_VERSION_HEADER]: CLIENT_VERSION,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(apiPath(lang, path) + toQueryString(init.query), {
        method,
        headers,
        credentials: 'same-origin',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch {
      throw new ApiOfflineError();
    }
    const version = res.headers.get(APP_VERSION_HEADER);
    if (version) onVersion?.(version);
    let body: Envelope;
    try {
      body = (await res.json()) as Envelope;
    } catch {
      body = { check: false, msg: '', data: null };
    }
    const out: Record<string, string> = {};
    res.headers.forEach((v, k) => (out[k] = v));
    return { status: res.status, body, headers: out };
  };
}
