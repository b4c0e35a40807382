/**
 * The typed front API client: the same helpers over two transports (server: context.api,
 * browser: fetch). Its methods are derived from the calls' contracts (src/shared/schemas/<domain>.ts,
 * decision 043): `api.newsTopic({ id, category_id })`; the ones still written here are the
 * calls not yet declared as contracts.
 */
import { data } from 'react-router';
import { REGISTRATION_TITLE_ID } from '../../shared/constants';
import type { accountsCalls } from '../../shared/schemas/accounts';
import type { contactCalls } from '../../shared/schemas/contact';
import type { homeCalls } from '../../shared/schemas/home';
import type { newsCalls } from '../../shared/schemas/news';
import type { partnersCalls } from '../../shared/schemas/partners';
import type { producersCalls } from '../../shared/schemas/producers';
import type { pricesCalls } from '../../shared/schemas/prices';
import type { analysisCalls } from '../../shared/schemas/analysis';
import type { siteCalls } from '../../shared/schemas/site';
import type { pagesCalls } from '../../shared/schemas/pages';
import type { subscriptionsCalls } from '../../shared/schemas/subscriptions';
import type { bulletinsCalls } from '../../shared/schemas/bulletins';
import type { openDataCalls } from '../../shared/schemas/open-data';
import type { jobsCalls } from '../../shared/schemas/jobs';
import type { dealsCalls } from '../../shared/schemas/deals';
import type { tendersCalls } from '../../shared/schemas/tenders';
import { ApiOfflineError, classify } from './errors';
import { callersOf, type Callers, type Outcome } from './contract-client';
import { CALL_SHAPES } from './call-shapes.gen';
import type { ApiInit, ApiTransport } from './types';

export type { Outcome };

/** The front API's calls declared as contracts (types only: their run-time shapes are CALL_SHAPES.front); each is a method of the client. */
type FrontCalls = typeof siteCalls &
  typeof homeCalls &
  typeof contactCalls &
  typeof newsCalls &
  typeof pagesCalls &
  typeof accountsCalls &
  typeof subscriptionsCalls &
  typeof bulletinsCalls &
  typeof openDataCalls &
  typeof pricesCalls &
  typeof analysisCalls &
  typeof producersCalls &
  typeof partnersCalls &
  typeof tendersCalls &
  typeof dealsCalls &
  typeof jobsCalls;

export interface ApiClient extends Omit<Callers<FrontCalls>, 'register'> {
  call<T>(path: string, init?: ApiInit): Promise<Outcome<T>>;
  /** POST register as the web form sends it (title_id 2 is added); `idempotencyKey`: one per submission of the form (useSubmissionKey). */
  register(body: AccountRegisterPayload, idempotencyKey?: string): ReturnType<Callers<FrontCalls>['register']>;
  /** POST apply_job as multipart/form-data (id, comment, uploaded_file): the route reads the parts itself, so it is no contract. */
  applyJob(form: FormData, idempotencyKey?: string): Promise<Outcome<null>>;
}

/** POST register as the web form sends it (title_id 2 is added by the client). */
export interface AccountRegisterPayload {
  name: string;
  username: string;
  email: string;
  mobile: string;
  password: string;
  confirm_password: string;
  recaptcha_token: string;
  /** The honeypot: empty for people. */
  website: string;
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
  const front = callersOf<FrontCalls>(call, 'front', CALL_SHAPES.front);
  return {
    call,
    ...front,
    register: (body, idempotencyKey) => front.register({ ...body, title_id: REGISTRATION_TITLE_ID }, idempotencyKey),
    applyJob: (form, idempotencyKey) => call<null>('apply_job', { method: 'POST', body: form, idempotencyKey }),
  };
}

/**
 * For loaders of detail pages: the data, or a thrown 404 response when the API answers 404 (or
 * the id in the URL is not a number), so the route's ErrorBoundary shows the 404 page; a database
 * that is away (the API's 503) stays a 503 (crawlers and proxies retry it later); any other failure is a 500.
 */
export function dataOr404<T>(res: Outcome<T>): T {
  if (res.ok) return res.data;
  const status = res.problem.kind === 'not_found' || res.problem.kind === 'validation' ? 404 : res.status === 503 ? 503 : 500;
  throw data(null, { status });
}

/** A positive integer id from a URL segment, or a thrown 404. */
export function idOr404(segment: string | undefined): number {
  const n = Number(segment);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw data(null, { status: 404 });
  return n;
}
