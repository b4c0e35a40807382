import { describe, expect, it } from 'vitest';
import { createApiClient, dataOr404 } from '../../src/web/api/client';
import { ApiOfflineError, classify, firstMessages, reactionTo } from '../../src/web/api/errors';
import type { ApiResult, ApiTransport } from '../../src/web/api/types';

const answer = (status: number, body: Partial<ApiResult['body']> = {}): ApiResult => ({
  status,
  body: { check: status < 300, msg: '', data: null, ...body },
  headers: { 'x-app-version': '1.2.3' },
});

describe('error catalogue (SPEC section 8)', () => {
  it('a 2xx with check true is a success', () => {
    expect(classify(answer(200, { check: true }))).toBeNull();
  });

  it.each([
    [answer(200, { check: false, msg: 'nope' }), { type: 'modal', titleKey: 'errors.error_title', message: 'nope' }],
    [answer(401), { type: 'logout', reload: true }],
    [answer(403), { type: 'logout', reload: false }],
    [answer(404), { type: 'navigate', to: '/404' }],
    [answer(500), { type: 'modal', titleKey: 'errors.server_title', messageKey: 'errors.server_body' }],
    [answer(503), { type: 'modal', titleKey: 'errors.server_title', messageKey: 'errors.server_body' }],
    [answer(429, { msg: 'slow down' }), { type: 'modal', titleKey: 'errors.request_error', message: 'slow down' }],
    [answer(400), { type: 'modal', titleKey: 'errors.request_error' }],
  ])('maps %# to its reaction', (res, expected) => {
    const problem = classify(res);
    expect(problem).not.toBeNull();
    expect(reactionTo(problem!)).toMatchObject(expected);
  });

  it('a check:false without msg still shows a message', () => {
    expect(reactionTo(classify(answer(200, { check: false }))!)).toMatchObject({ messageKey: 'errors.generic' });
  });

  it('422 hands the field errors back to the form instead of a modal', () => {
    const res = answer(422, { msg: 'check the fields', data: { email: ['E-mail must be valid', 'second'], phone: ['bad'] } });
    const reaction = reactionTo(classify(res)!);
    expect(reaction).toEqual({ type: 'field-errors', message: 'check the fields', fields: { email: ['E-mail must be valid', 'second'], phone: ['bad'] } });
    expect(firstMessages({ email: ['a', 'b'], phone: ['c'] })).toEqual(['a', 'c']);
  });

  it('offline is an info alert', () => {
    expect(reactionTo({ kind: 'offline' })).toEqual({ type: 'offline-alert', messageKey: 'errors.offline' });
  });
});

describe('api client', () => {
  it('returns data and the server version on success', async () => {
    const transport: ApiTransport = async () => answer(200, { check: true, msg: 'ok', data: { x: 1 } });
    const res = await createApiClient(transport).call<{ x: number }>('anything');
    expect(res).toEqual({ ok: true, data: { x: 1 }, msg: 'ok', status: 200, version: '1.2.3' });
  });

  it('turns a transport that cannot reach the server into the offline problem', async () => {
    const transport: ApiTransport = async () => {
      throw new ApiOfflineError();
    };
    const res = await createApiClient(transport).home({ country: 'egypt' });
    expect(res).toMatchObject({ ok: false, problem: { kind: 'offline' } });
  });

  it('sends the home country and the contact payload as the API expects', async () => {
    const calls: unknown[] = [];
    const transport: ApiTransport = async (path, init) => {
      calls.push({ path, init });
      return answer(200, { check: true });
    };
    const api = createApiClient(transport);
    await api.home({ country: 'saudi' });
    await api.contactUs({ name: 'a', email: 'a@b.co', code: '+20', phone: '+2001012345678', message: 'hi', website: '' });
    expect(calls).toEqual([
      { path: 'home', init: { query: { country: 'saudi' } } },
      { path: 'contact_us', init: { method: 'POST', body: { name: 'a', email: 'a@b.co', code: '+20', phone: '+2001012345678', message: 'hi', website: '' } } },
    ]);
  });
});

describe('app version check', () => {
  it('is outdated only when both versions are known and differ', async () => {
    const { isOutdated, shouldReloadFor } = await import('../../src/web/api/version');
    expect(isOutdated('1.0.0+a', '1.0.0+b')).toBe(true);
    expect(isOutdated('1.0.0+a', '1.0.0+a')).toBe(false);
    expect(isOutdated(null, '1.0.0+a')).toBe(false);
    expect(isOutdated('1.0.0+a', 'dev')).toBe(false);
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(shouldReloadFor('2.0.0', storage)).toBe(true);
    expect(shouldReloadFor('2.0.0', storage)).toBe(false);
    expect(shouldReloadFor('3.0.0', storage)).toBe(true);
  });
});

describe('the status of a page whose data did not come', () => {
  const thrownStatus = (status: number) => {
    try {
      dataOr404({ ok: false, problem: classify(answer(status))!, status });
    } catch (thrown) {
      return (thrown as { init?: { status?: number } }).init?.status;
    }
    return undefined;
  };

  it('is a 404 for a missing resource, a 503 while the database is away, else a 500', () => {
    expect(thrownStatus(404)).toBe(404);
    expect(thrownStatus(503)).toBe(503);
    expect(thrownStatus(500)).toBe(500);
  });
});
