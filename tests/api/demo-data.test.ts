/**
 * The demo data a newcomer sees after `npm start`: the prices page and comparison work on it
 * from the first request, and the documented demo accounts sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed/index';
import { DEMO_PASSWORD } from '../../src/server/db/seed/data/site';
import { buildTestApp, type TestApp } from '../helpers/app';
import { todayIso } from '../../src/shared/dates';
import type { AuthData } from '../../src/shared/schemas/accounts';
import type { ComparisonLookup, ComparisonRow, Prices } from '../../src/shared/schemas/prices';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db, { files: t.app.publicFiles, days: 3 });
}, 120_000);
afterAll(() => t?.close());

describe('demo data', () => {
  it("shows today's cement prices in Cairo (governorate 1) and compares two of them", async () => {
    const today = todayIso();
    const prices = await t.api<Prices>('ar', 'price?product_id=1');
    expect(prices.status).toBe(200);
    expect(prices.body.data.prices.length).toBeGreaterThan(3);
    expect(new Set(prices.body.data.prices.map((p) => p.price_date))).toEqual(new Set([today]));
    expect(new Set(prices.body.data.prices.map((p) => p.gov_id))).toEqual(new Set([1]));

    const lookup = (await t.api<ComparisonLookup>('en', 'price_comparison')).body.data;
    const two = lookup.items.filter((i) => i.govs.includes(1)).slice(0, 2);
    const res = await t.api<ComparisonRow[]>('en', 'price_comparison', {
      method: 'POST',
      body: {
        from_date: prices.body.data.prices[0]!.price_date,
        to_date: today,
        items: two.map((i) => ({ item_id: i.id, item_name: i.name, gov_id: 1, gov_name: 'Cairo' })),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.at(-1)).toMatchObject({ date: today, item1: { mid: expect.any(String) }, item2: { mid: expect.any(String) }, item3: null });
  });

  it('signs the documented demo trader in, with the Gold plan', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/front/login',
      headers: { 'x-access-key': 'binaa-web' },
      payload: { username: 'demo_trader', password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as AuthData;
    expect(data.user).toMatchObject({ username: 'demo_trader', user_active: 1, plan: 'gold' });
    // Gold of the price packages exports the prices and the comparison (issue 16).
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const csv = await t.app.inject({ url: '/api/v1/ar/front/prices_csv?product_id=1', headers: { 'x-access-key': 'binaa-web', cookie } });
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    expect(csv.body.startsWith('\uFEFFالنوع,')).toBe(true);
  });

  it('grants the exports with every paid package of groups 1 and 3 (never free), and price alerts with the bulletin', async () => {
    const { rows } = await t.database.pool.query<{ type_id: number; tier: string; entitlements: string[] }>(
      'select type_id, tier, entitlements from subscription_packages order by id',
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const p of rows) {
      const exports = p.tier !== 'free' && p.type_id !== 2;
      expect(p.entitlements.includes('prices.export'), JSON.stringify(p)).toBe(exports);
      expect(p.entitlements.includes('comparison.export'), JSON.stringify(p)).toBe(exports);
      expect(p.entitlements.includes('prices.alerts'), JSON.stringify(p)).toBe(p.entitlements.includes('bulletins.email'));
    }
    expect(rows.some((p) => p.entitlements.includes('prices.alerts'))).toBe(true);
  });

  it('lets every paid package of the society and business groups add more deals than the free three a month (deals.add)', async () => {
    const { rows } = await t.database.pool.query<{ type_id: number; tier: string; entitlements: string[] }>(
      'select type_id, tier, entitlements from subscription_packages where type_id in (2, 3) order by id',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const p of rows) expect(p.entitlements.includes('deals.add'), JSON.stringify(p)).toBe(p.tier !== 'free');
  });
});
