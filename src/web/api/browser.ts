import { ACCESS_KEY_HEADER, APP_VERSION_HEADER, WEB_ACCESS_KEY, apiPath, type Envelope, type Lang } from '../../shared/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/idempotency';
import { ApiOfflineError } from './errors';
import { toQueryString, type ApiTransport } from './types';

/** Waits before the automatic retries of a request with an Idempotency-Key. */
const RETRY_DELAYS_MS = [400, 1_200];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const CLIENT_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** The headers of every call of the web app to the front API: its access key and version. */
export function webHeaders(accept = 'application/json'): Record<string, string> {
  return { accept, [ACCESS_KEY_HEADER]: WEB_ACCESS_KEY, [APP_VERSION_HEADER]: CLIENT_VERSION };
}

/** fetch transport for the browser; calls `onVersion` with the X-App-Version of every answer. */
export function createBrowserTransport(lang: Lang, onVersion?: (version: string) => void): ApiTransport {
  return async (path, init = {}) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiOfflineError();
    const method = init.method ?? 'GET';
    const headers = webHeaders();
    // A FormData body (an upload) is sent as multipart/form-data: fetch writes its type and boundary.
    const form = typeof FormData !== 'undefined' && init.body instanceof FormData ? init.body : null;
    if (init.body !== undefined && !form) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = init.idempotencyKey;
    const send = () =>
      fetch(apiPath(lang, path, init.scope) + toQueryString(init.query), {
        method,
        headers,
        credentials: 'same-origin',
        body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
    // Only a request with an Idempotency-Key is retried by itself (decision 020): when its answer
    // was lost on the way (network error), or while the server still runs an earlier attempt
    // (409 with Retry-After); the server answers every retry with the first attempt's answer.
    const retries = init.idempotencyKey ? RETRY_DELAYS_MS.length : 0;
    let res: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        res = await send();
      } catch {
        const online = typeof navigator === 'undefined' || navigator.onLine !== false;
        if (attempt < retries && online) {
          await sleep(RETRY_DELAYS_MS[attempt]!);
          continue;
        }
        throw new ApiOfflineError();
      }
      if (res.status === 409 && res.headers.has('retry-after') && attempt < retries) {
        await sleep(RETRY_DELAYS_MS[attempt]!);
        continue;
      }
      break;
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
