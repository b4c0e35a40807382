/**
 * The browser transport and Idempotency-Key (decision 020): a creating call sends its key and
 * resends the same key when the answer was lost or the server still runs the first attempt; a
 * call without a key is never resent by itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserTransport } from '../../src/web/api/browser';
import { createApiClient } from '../../src/web/api/client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const message = { name: 'Mona', email: 'mona@example.com', code: '+20' as const, phone: '+2001012345678', message: 'Hello there' };

afterEach(() => vi.unstubAllGlobals());

function stubFetch(...answers: (() => Response)[]) {
  const calls: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      const next = answers.shift();
      if (!next) throw new Error('unexpected call');
      return next();
    }),
  );
  return calls;
}

describe('creating calls with an Idempotency-Key', () => {
  it('sends the key, and after a lost answer resends the same key and takes the replayed answer', async () => {
    const calls = stubFetch(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(200, { check: true, msg: 'thanks', data: null }, { 'idempotent-replayed': 'true' }),
    );
    const api = createApiClient(createBrowserTransport('en'));
    const res = await api.contactUs(message, 'key-1');
    expect(res.ok).toBe(true);
    expect(calls.map((h) => h.get('idempotency-key'))).toEqual(['key-1', 'key-1']);
  });

  it('waits out a 409 "still running" (Retry-After) and asks again with the same key', async () => {
    const calls = stubFetch(
      () => json(409, { check: false, msg: 'busy', data: null }, { 'retry-after': '1' }),
      () => json(200, { check: true, msg: 'ok', data: { email: 'a@example.com' } }),
    );
    const api = createApiClient(createBrowserTransport('en'));
    const res = await api.register(
      { name: 'A', username: 'a_user', email: 'a@example.com', mobile: '01012345678', password: 'x', confirm_password: 'x', recaptcha_token: 't', website: '' },
      'key-2',
    );
    expect(res).toMatchObject({ ok: true, data: { email: 'a@example.com' } });
    expect(calls.map((h) => h.get('idempotency-key'))).toEqual(['key-2', 'key-2']);
  });

  it('a call without a key is sent once: a lost answer is reported, never resent', async () => {
    const calls = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient(createBrowserTransport('en'));
    const res = await api.contactUs(message);
    expect(res).toMatchObject({ ok: false, problem: { kind: 'offline' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.get('idempotency-key')).toBeNull();
  });
});
