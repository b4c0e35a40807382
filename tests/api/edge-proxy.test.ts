/**
 * TRUST_PROXY (issue 15): X-Forwarded-For is believed only from the proxies it names. Off by
 * default, so a client cannot pose as many addresses to walk around the rate limits, nor have
 * a forged address stored.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { contactMessages } from '../../src/server/db/schema/index';
import { loadConfig } from '../../src/server/config';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { buildTestApp, type TestApp } from '../helpers/app';

const message = { name: 'Mona Hassan', email: 'mona@example.com', code: '+20', phone: '+2001012345678', message: 'Price list please.' };

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});
async function appWith(trustProxy: string) {
  const t = await buildTestApp({ env: { TRUST_PROXY: trustProxy } });
  apps.push(t);
  return t;
}

const contact = (t: TestApp, headers: Record<string, string>, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/en/front/contact_us',
    headers: { 'x-access-key': WEB_ACCESS_KEY, ...headers },
    payload: message,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const storedIps = async (t: TestApp, n: number) =>
  (await t.db.select({ ip: contactMessages.ip }).from(contactMessages).orderBy(desc(contactMessages.id)).limit(n)).map((r) => r.ip);

describe('TRUST_PROXY', () => {
  it('is off by default and accepts true/false, a hop count or addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('203.0.113.9', 0), hops('198.51.100.1', 1)]).toEqual([true, false]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });

  it('off: a forged X-Forwarded-For changes nothing — the rate limit holds and the socket address is stored', async () => {
    const t = await appWith('false');
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await contact(t, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    // contact_us allows 10 a minute per address, whatever address the client claims.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(new Set(await storedIps(t, 10))).toEqual(new Set(['127.0.0.1']));
  });

  it('a listed proxy is believed; the same header from an unlisted address is ignored', async () => {
    const t = await appWith('127.0.0.1');
    expect((await contact(t, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(200);
    expect(await storedIps(t, 1)).toEqual(['198.51.100.7']);
    // Ten from one forwarded address, then that address is limited but another is not.
    for (let i = 0; i < 9; i++) expect((await contact(t, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(200);
    expect((await contact(t, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
    expect((await contact(t, { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(200);

    const direct = await contact(t, { 'x-forwarded-for': '198.51.100.99' }, '203.0.113.5');
    expect(direct.statusCode).toBe(200);
    expect(await storedIps(t, 1)).toEqual(['203.0.113.5']);
  });

  it('a hop count believes that many peers: the address the nearest proxy saw', async () => {
    const t = await appWith('1');
    const res = await contact(t, { 'x-forwarded-for': '192.0.2.1, 198.51.100.20' }, '203.0.113.6');
    expect(res.statusCode).toBe(200);
    expect(await storedIps(t, 1)).toEqual(['198.51.100.20']);
  });
});
