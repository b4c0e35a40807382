/**
 * The typed front API client: the same helpers over two transports (server: context.api,
 * browser: fetch). Answers are typed by the shared schemas (src/shared/schemas).
 */
import type { ContactUsPayload } from '../../shared/schemas/contact';
import type { Home } from '../../shared/schemas/home';
import type { DefaultWebsiteData } from '../../shared/schemas/site';
import { ApiOfflineError, classify, type ApiProblem } from './errors';
import type { ApiInit, ApiTransport } from './types';

export type Outcome<T> =
  | { ok: true; data: T; msg: string; status: number; version?: string }
  | { ok: false; problem: ApiProblem; status: number; version?: string };

export interface ApiClient {
  call<T>(path: string, init?: ApiInit): Promise<Outcome<T>>;
  defaultWebsiteData(): Promise<Outcome<DefaultWebsiteData>>;
  home(country: string): Promise<Outcome<Home>>;
  contactUs(payload: ContactUsPayload): Promise<Outcome<null>>;
}

export function createApiClient(transport: ApiTransport): ApiClient {
  async function call<T>(path: string, init?: ApiInit): Promise<Outcome<T>> {
    try {
      const res = await transport(path, init);
      const version = res.headers['x-app-version'];
      const problem = classify(res);
      if (problem) return { ok: false, problem, status: res.status, version };
      return { ok: true, data: res.body.data as T, msg: res.body.msg, status: res.status, version };
    } catch (err) {
      if (err instanceof ApiOfflineError) return { ok: false, problem: { kind: 'offline' }, status: 0 };
      return { ok: false, problem: { kind: 'request', status: 0, msg: '' }, status: 0 };
    }
  }
  return {
    call,
    defaultWebsiteData: () => call<DefaultWebsiteData>('default_website_data'),
    home: (country) => call<Home>('home', { query: { country } }),
    contactUs: (payload) => call<null>('contact_us', { method: 'POST', body: payload }),
  };
}
