import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import type { DefaultWebsiteData } from '../../src/shared/schemas/site';
import type { NewsList } from '../../src/shared/schemas/news';
import { ADS_CACHE } from '../../src/server/domains/ads/service';

let t: TestApp;
const ids: Record<string, number> = {};
const day = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const ad = async (key: string, o: Parameters<typeof f.createAd>[1]) => {
    ids[key] = (await f.createAd(db, o)).id;
  };
  await ad('web', { code: '01-001', link: 'https://cement.example/offer?x=1' });
  await ad('site', { code: '01-002', link: '/contact-us' });
  await ad('none', { code: '01-003', link: '' });
  await ad('script', { code: '01-004', link: 'javascript:alert(1)' });
  await ad('protocolRelative', { code: '01-005', link: '//evil.example/' });
  await ad('backslash', { code: '01-006', link: '/\\evil.example' });
  await ad('data', { code: '02-001', link: 'data:text/html,<script>alert(1)</script>' });
  await ad('ended', { code: '02-002', link: 'https://ended.example/', endsAt: new Date(Date.now() - day) });
});
afterAll(() => t?.close());

const clicks = async (id: number) => (await t.db.select({ c: s.ads.clicks }).from(s.ads).where(eq(s.ads.id, id)))[0]!.c;
const click = (id: number | string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: `/ads/${id}/click` });

describe('ads in answers', () => {
  it('carry their id, the counting link and the real target; ads that lead nowhere (or somewhere unsafe) have no link', async () => {
    const res = await t.api<DefaultWebsiteData>('en', 'default_website_data');
    const ads = [...res.body.data.header_ads, ...res.body.data.footer_ads];
    const by = (id: number) => ads.find((a) => a.id === id)!;
    expect(by(ids.web!)).toMatchObject({ ads_code: '01-001', link: `/ads/${ids.web}/click`, target: 'https://cement.example/offer?x=1' });
    expect(by(ids.site!)).toMatchObject({ link: `/ads/${ids.site}/click`, target: '/contact-us' });
    for (const key of ['none', 'script', 'protocolRelative', 'backslash']) expect(by(ids[key]!), key).toMatchObject({ link: '', target: '' });
    const news = await t.api<NewsList>('en', 'news');
    expect(news.body.data.news_ads).toEqual([expect.objectContaining({ id: ids.data, link: '', target: '' })]);
  });

  it('a new ad reaches the cached news answer once the ads are invalidated (news is declared built from ads)', async () => {
    const before = await t.api<NewsList>('en', 'news');
    const fresh = await f.createAd(t.db, { code: '02-003', link: 'https://fresh.example/' });
    // Still the cached answer: ads are read through the cache.
    expect((await t.api<NewsList>('en', 'news')).body.data.news_ads).toEqual(before.body.data.news_ads);
    // A writer of ads names only its own prefix; the news declaration follows it.
    await t.app.cache.invalidate(ADS_CACHE);
    const after = await t.api<NewsList>('en', 'news');
    expect(after.body.data.news_ads.map((a) => a.id)).toContain(fresh.id);
  });
});

describe('GET /ads/{id}/click', () => {
  it('counts the click and redirects (302) to the ad link', async () => {
    const res = await click(ids.web!);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cement.example/offer?x=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await clicks(ids.web!)).toBe(1);
    const site = await click(ids.site!);
    expect(site.statusCode).toBe(302);
    expect(site.headers.location).toBe('/contact-us');
  });

  it('counts concurrent clicks without losing any', async () => {
    const before = await clicks(ids.site!);
    const all = await Promise.all(Array.from({ length: 25 }, () => click(ids.site!)));
    expect(all.every((r) => r.statusCode === 302)).toBe(true);
    expect(await clicks(ids.site!)).toBe(before + 25);
  });

  it('still leads an ad that ended a moment ago (a cached page may show it)', async () => {
    const res = await click(ids.ended!);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://ended.example/');
  });

  it('answers a 404 envelope, counting nothing, for unknown ads, ads without a link and unsafe links', async () => {
    for (const key of ['none', 'script', 'protocolRelative', 'backslash', 'data']) {
      const res = await click(ids[key]!);
      expect(res.statusCode, key).toBe(404);
      expect(res.headers.location, key).toBeUndefined();
      expect(res.json(), key).toEqual({ check: false, msg: 'هذا الإعلان غير موجود', data: null });
      expect(await clicks(ids[key]!), key).toBe(0);
    }
    for (const bad of ['999999', 'abc', '0', '-1']) {
      const res = await click(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toMatchObject({ check: false });
    }
  });

  it('does not count HEAD requests (link checkers, previews)', async () => {
    const before = await clicks(ids.web!);
    expect((await click(ids.web!, 'HEAD')).statusCode).toBe(404);
    expect(await clicks(ids.web!)).toBe(before);
  });
});
