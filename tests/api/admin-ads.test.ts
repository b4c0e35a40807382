/**
 * The back office's ads (issue 18, area `ads`): an ad is made, given a picture (checked by its
 * content, resized to its slot's size), shown by the public answers only inside its active window
 * and language, counted when clicked, previewed on its page through a signed short-lived token
 * that never reaches a shared cache, and removed; every write leaves its audit entry.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema/index';
import { loadSecret } from '../../src/server/platform/secret';
import { signToken } from '../../src/server/platform/signed-token';
import { signApplicationToken } from '../../src/server/domains/jobs/cv-link';
import { addDays, todayIso } from '../../src/shared/dates';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type { AdminAd, AdPreviewLink } from '../../src/shared/schemas/ads-admin';
import type { Ad } from '../../src/shared/schemas/common';
import type { DefaultWebsiteData } from '../../src/shared/schemas/site';
import type { NewsList } from '../../src/shared/schemas/news';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/cv-files';
import { signedInStaff } from '../helpers/staff';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInStaff>>;
const today = todayIso();

beforeAll(async () => {
  t = await buildTestApp();
  editor = await signedInStaff(t, 'editor');
  await f.createProduct(t.db, { slug: 'cement', nameEn: 'Cement', nameAr: 'أسمنت', sort: 1 });
});
afterAll(async () => t?.close());

const body = (o: Record<string, unknown> = {}) => ({
  code: '01-002',
  lang: 'all',
  title_ar: 'أسمنت حجر النيل',
  title_en: 'Nilestone Cement',
  link: 'https://nilestone.example/offer',
  starts_on: today,
  ends_on: null,
  is_active: true,
  sort: 0,
  ...o,
});
const create = (o: Record<string, unknown> = {}, lang = 'en') => t.admin<AdminAd>(lang, 'ads', { headers: editor.headers, body: body(o) });
const update = (id: number, o: Record<string, unknown>, lang = 'en') =>
  t.admin<AdminAd>(lang, `ads/${id}`, { method: 'PUT', headers: editor.headers, body: body(o) });

/** POST ads/{id}/image with one file part. */
async function upload(id: number, data: Buffer, lang = 'en', name = 'image') {
  const { payload, contentType } = multipart([{ name, file: { data, filename: 'banner.png', type: 'image/png' } }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${lang}/admin/ads/${id}/image`,
    headers: { ...editor.headers, 'x-access-key': WEB_ACCESS_KEY, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json<{ check: boolean; msg: string; data: AdminAd & Record<string, string[]> }>() };
}
const picture = (width = 1456, height = 180) =>
  sharp({ create: { width, height, channels: 3, background: '#1f7a8c' } })
    .png()
    .toBuffer();

const siteAds = async (lang = 'en') => {
  const res = await t.api<DefaultWebsiteData>(lang, 'default_website_data');
  return [...res.body.data.header_ads, ...res.body.data.footer_ads];
};
const audit = (id: number) =>
  t.db
    .select()
    .from(s.adminAudit)
    .where(and(eq(s.adminAudit.entity, 'ad'), eq(s.adminAudit.entityId, String(id))))
    .orderBy(s.adminAudit.id);

/** A live ad with a picture in `code` (made through the calls). */
async function liveAd(o: Record<string, unknown> = {}) {
  const made = await create(o);
  expect(made.status).toBe(200);
  const up = await upload(made.body.data.id, await picture());
  expect(up.status).toBe(200);
  return up.body.data;
}

describe('making an ad', () => {
  it('is created without a picture (not shown), then its picture is checked, resized to the slot and it goes live', async () => {
    const made = await create();
    expect(made.status).toBe(200);
    const ad = made.body.data;
    expect(ad).toMatchObject({ code: '01-002', width: 728, height: 90, photo: '', state: 'no_image', clicks: 0, starts_on: today, ends_on: null });
    expect((await siteAds()).map((a) => a.id)).not.toContain(ad.id);

    const up = await upload(ad.id, await picture(2000, 400));
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ id: ad.id, state: 'live', photo: expect.stringMatching(new RegExp(`^/uploads/ads/${ad.id}-[0-9a-f]{12}\\.webp$`)) });
    const file = join(t.app.config.uploadsDir, up.body.data.photo.replace('/uploads/', ''));
    const meta = await sharp(file).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 728, height: 90 });

    // The public answers show it at once: the write emptied the cache they are built from.
    expect(await siteAds()).toContainEqual(expect.objectContaining({ id: ad.id, ads_code: '01-002', title: 'Nilestone Cement', link: `/ads/${ad.id}/click` }));

    // A new picture replaces the file (a new name) and the old one is removed.
    const again = await upload(ad.id, await picture(728, 90));
    expect(again.body.data.photo).not.toBe(up.body.data.photo);
    expect(existsSync(file)).toBe(false);

    const entries = await audit(ad.id);
    expect(entries.map((e) => e.action)).toEqual(['ad.create', 'ad.image', 'ad.image']);
    expect(entries[0]).toMatchObject({
      area: 'ads',
      actor: editor.user.email,
      userId: editor.user.id,
      after: expect.objectContaining({ code: '01-002', link: 'https://nilestone.example/offer' }),
    });
    expect(entries[2]!.before).toEqual({ photo: up.body.data.photo.replace('/uploads/', '') });
  });

  it('refuses a bad slot, language, link or window with 422 and messages in the request language', async () => {
    const link = await create({ link: 'javascript:alert(1)' });
    expect(link.status).toBe(422);
    expect(link.body.data).toEqual({ link: ['Enter a web address starting with http:// or https://, or a path of this site starting with /'] });
    const linkAr = await create({ link: '//evil.example/' }, 'ar');
    expect(linkAr.body.data).toEqual({ link: ['أدخل عنوانًا يبدأ بـ http:// أو https://، أو مسارًا في هذا الموقع يبدأ بـ /'] });

    const window = await create({ starts_on: today, ends_on: addDays(today, -1) });
    expect(window.status).toBe(422);
    expect(window.body.data).toEqual({ ends_on: ['The to date cannot be before the from date'] });
    const windowAr = await create({ ends_on: addDays(today, -1) }, 'ar');
    expect(windowAr.body.data).toEqual({ ends_on: ['لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية'] });
    expect((await create({ starts_on: '2026-02-30' })).body.data).toEqual({ starts_on: ['Please enter a valid date'] });

    const slot = await create({ code: '09-001', lang: 'fr' });
    expect(slot.status).toBe(422);
    expect(slot.body.data).toEqual({ code: ['Choose a slot from the list'], lang: ['Choose Arabic, English or both'] });
    // The title of each language the ad is shown in.
    expect((await create({ lang: 'en', title_en: ' ' })).body.data).toEqual({ title_en: ['Field is required'] });
    expect((await create({ lang: 'ar', title_en: '' })).status).toBe(200);
    expect((await t.admin('en', 'ads', { headers: editor.headers, body: {} })).status).toBe(422);
  });

  it('refuses a picture that is not a JPEG, PNG or WebP by its content, or too large, in both languages', async () => {
    const { id } = (await create()).body.data;
    const text = await upload(id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(text.status).toBe(422);
    expect(text.body.data).toEqual({ image: ['Please choose a JPEG, PNG or WebP picture'] });
    const gif = await upload(
      id,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      'ar',
    );
    expect(gif.status).toBe(422);
    expect(gif.body.data.image).toEqual([expect.stringMatching(/JPEG|PNG|WebP/)]);
    // A PNG signature on bytes that do not decode.
    const broken = Buffer.concat([(await picture()).subarray(0, 64), Buffer.alloc(512, 7)]);
    expect((await upload(id, broken)).status).toBe(422);
    const huge = await upload(id, Buffer.concat([await picture(), Buffer.alloc(2 * 1024 * 1024, 1)]));
    expect(huge.status).toBe(422);
    expect(huge.body.data).toEqual({ image: ['The picture must be at most 2 MB'] });
    expect(await upload(id, await picture(), 'en', 'other')).toMatchObject({ status: 422 });
    const json = await t.admin('en', `ads/${id}/image`, { headers: editor.headers, body: {} });
    expect(json.status).toBe(422);
    expect((await upload(999999, await picture())).status).toBe(404);
    const row = (await t.admin<AdminAd>('en', `ads/${id}`, { headers: editor.headers })).body.data;
    expect(row).toMatchObject({ photo: '', state: 'no_image' });
    expect((await audit(id)).map((e) => e.action)).toEqual(['ad.create']);
  });
});

describe('the active window, the language and the switch', () => {
  it('decide what the public default data shows', async () => {
    const ad = await liveAd({ code: '01-003', starts_on: addDays(today, 1) });
    expect(ad.state).toBe('scheduled');
    expect((await siteAds()).map((a) => a.id)).not.toContain(ad.id);

    expect((await update(ad.id, { code: '01-003', starts_on: today })).body.data.state).toBe('live');
    expect((await siteAds()).map((a) => a.id)).toContain(ad.id);

    // The last day is included; the day after it the ad has ended.
    expect((await update(ad.id, { code: '01-003', starts_on: addDays(today, -5), ends_on: today })).body.data).toMatchObject({ state: 'live', ends_on: today });
    const ended = await update(ad.id, { code: '01-003', starts_on: addDays(today, -5), ends_on: addDays(today, -1) });
    expect(ended.body.data).toMatchObject({ state: 'ended', ends_on: addDays(today, -1) });
    expect((await siteAds()).map((a) => a.id)).not.toContain(ad.id);

    expect((await update(ad.id, { code: '01-003', lang: 'ar' })).body.data.state).toBe('live');
    expect((await siteAds('en')).map((a) => a.id)).not.toContain(ad.id);
    expect((await siteAds('ar')).map((a) => a.id)).toContain(ad.id);

    expect((await update(ad.id, { code: '01-003', lang: 'ar', is_active: false })).body.data.state).toBe('inactive');
    expect((await siteAds('ar')).map((a) => a.id)).not.toContain(ad.id);

    const actions = (await audit(ad.id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'ad.update')).toHaveLength(5);
    const last = (await audit(ad.id)).at(-1)!;
    expect(last.before).toMatchObject({ is_active: true });
    expect(last.after).toMatchObject({ is_active: false });
  });

  it('re-fits the picture when the ad moves to a slot of another size, and empties the caches of the pages that show it', async () => {
    const ad = await liveAd({ code: '01-002' });
    const news = async () => (await t.api<NewsList>('en', 'news')).body.data.news_ads.map((a) => a.id);
    expect(await news()).not.toContain(ad.id);
    const moved = await update(ad.id, { code: '02-002' });
    expect(moved.body.data).toMatchObject({ code: '02-002', width: 300, height: 250, state: 'live' });
    expect(moved.body.data.photo).not.toBe(ad.photo);
    const meta = await sharp(join(t.app.config.uploadsDir, moved.body.data.photo.replace('/uploads/', ''))).metadata();
    expect([meta.width, meta.height]).toEqual([300, 250]);
    expect(existsSync(join(t.app.config.uploadsDir, ad.photo.replace('/uploads/', '')))).toBe(false);
    expect(await news()).toContain(ad.id);
  });
});

describe('the list', () => {
  it('filters by slot, language and state, and shows the clicks (read only)', async () => {
    const ad = await liveAd({ code: '06-003', lang: 'en', title_ar: '' });
    await create({ code: '06-003', lang: 'ar' });
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: `/ads/${ad.id}/click` })).statusCode).toBe(302);

    const bySlot = await t.admin<AdminPage<AdminAd>>('en', 'ads?code=06-003', { headers: editor.headers });
    expect(bySlot.body.data.total).toBe(2);
    const live = await t.admin<AdminPage<AdminAd>>('en', 'ads?code=06-003&state=live&lang=en', { headers: editor.headers });
    expect(live.body.data.items).toEqual([expect.objectContaining({ id: ad.id, clicks: 3, state: 'live' })]);
    const noImage = await t.admin<AdminPage<AdminAd>>('en', 'ads?code=06-003&state=no_image', { headers: editor.headers });
    expect(noImage.body.data.items.map((a) => a.lang)).toEqual(['ar']);
    // Clicks are not part of the form: a change keeps them.
    await update(ad.id, { code: '06-003', lang: 'en', title_ar: '', clicks: 0 });
    expect((await t.admin<AdminAd>('en', `ads/${ad.id}`, { headers: editor.headers })).body.data.clicks).toBe(3);
    expect((await t.admin('en', 'ads?code=99-001', { headers: editor.headers })).status).toBe(422);
    expect((await t.admin('en', 'ads/999999', { headers: editor.headers })).status).toBe(404);
  });

  it('is closed to the roles without the ads area', async () => {
    const clerk = await signedInStaff(t, 'prices_clerk');
    expect((await t.admin('en', 'ads', { headers: clerk.headers })).status).toBe(403);
    expect((await t.admin('en', 'ads', { headers: clerk.headers, body: body() })).status).toBe(403);
  });
});

describe('previewing an ad on its page', () => {
  const preview = (token: string, lang = 'en') => t.api<Ad>(lang, `ad_preview?token=${encodeURIComponent(token)}`);
  const tokenOf = (url: string) => decodeURIComponent(url.split('#ad_preview=')[1]!);

  it("opens the slot's page with a signed token in the fragment that shows the ad whatever its state", async () => {
    const ad = await liveAd({ code: '04-002', lang: 'ar', title_en: '', is_active: false });
    const link = await t.admin<AdPreviewLink>('en', `ads/${ad.id}/preview`, { headers: editor.headers });
    expect(link.status).toBe(200);
    // The prices page of the first product, in the ad's language; the token only after '#', which no server sees.
    expect(link.body.data.url).toMatch(/^\/materials\/cement\/\d+\?lang=ar#ad_preview=\d+\.\d+\.[\w-]{43}$/);
    const expires = new Date(link.body.data.expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const res = await preview(tokenOf(link.body.data.url), 'ar');
    expect(res.status).toBe(200);
    // Straight to the target: a preview is not a click.
    expect(res.body.data).toEqual({
      id: ad.id,
      ads_code: '04-002',
      photo: ad.photo,
      title: 'أسمنت حجر النيل',
      link: 'https://nilestone.example/offer',
      target: 'https://nilestone.example/offer',
      width: 300,
      height: 250,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never puts the previewed ad in a shared answer', async () => {
    const ad = await liveAd({ code: '02-003', is_active: false });
    const link = await t.admin<AdPreviewLink>('en', `ads/${ad.id}/preview`, { headers: editor.headers });
    expect(link.body.data.url).toMatch(/^\/news\/0\/1\/all-news\?lang=en#ad_preview=/);
    const newsAds = async () => (await t.api<NewsList>('en', 'news')).body.data.news_ads.map((a) => a.id);
    expect(await newsAds()).not.toContain(ad.id);
    expect((await preview(tokenOf(link.body.data.url))).body.data.id).toBe(ad.id);
    expect(await newsAds()).not.toContain(ad.id);
    // Switched on, the same ad is in the shared answer: the check above can fail.
    await update(ad.id, { code: '02-003' });
    expect(await newsAds()).toContain(ad.id);
  });

  it('answers only a signed, unexpired token made for previews', async () => {
    const ad = await liveAd({ code: '01-005' });
    const link = await t.admin<AdPreviewLink>('ar', `ads/${ad.id}/preview`, { headers: editor.headers });
    // An ad in both languages opens in the back office's language, on the home page (the footer's slots).
    expect(link.body.data.url).toMatch(/^\/\?lang=ar#ad_preview=/);
    const token = tokenOf(link.body.data.url);
    expect((await preview(token)).status).toBe(200);

    const secret = loadSecret(t.app.config);
    const [id, exp, mac] = token.split('.') as [string, string, string];
    const refused = async (bad: string) => {
      const res = await preview(bad);
      expect(res.status, bad).toBe(403);
      expect(res.body).toEqual({ check: false, msg: 'This preview link is not valid or has expired; open the preview again from the back office', data: null });
    };
    await refused(`${Number(id) + 1}.${exp}.${mac}`); // another ad
    await refused(`${id}.${Number(exp) + 3600}.${mac}`); // a longer life
    await refused(`${id}.${exp}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`);
    await refused(signToken(secret, 'ad-preview', ad.id, Math.floor(Date.now() / 1000) - 1)); // expired
    await refused(signToken('another secret', 'ad-preview', ad.id, Math.floor(Date.now() / 1000) + 600));
    await refused(signApplicationToken(secret, ad.id, Math.floor(Date.now() / 1000) + 600)); // a CV link's token
    await refused('x');
    const ar = await t.api('ar', `ad_preview?token=x`);
    expect(ar.body.msg).toBe('رابط المعاينة غير صالح أو انتهت صلاحيته؛ افتح المعاينة من لوحة التحكم مرة أخرى');
    expect((await t.api('en', 'ad_preview')).status).toBe(422);
    expect((await t.admin('en', 'ads/999999/preview', { headers: editor.headers })).status).toBe(404);
  });
});

describe('removing an ad', () => {
  it('deletes the row and its picture, leaves the entry, and the public answers drop it', async () => {
    const ad = await liveAd({ code: '01-006' });
    expect((await siteAds()).map((a) => a.id)).toContain(ad.id);
    const res = await t.admin('en', `ads/${ad.id}`, { method: 'DELETE', headers: editor.headers });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(s.ads).where(eq(s.ads.id, ad.id))).toEqual([]);
    expect(existsSync(join(t.app.config.uploadsDir, ad.photo.replace('/uploads/', '')))).toBe(false);
    expect((await siteAds()).map((a) => a.id)).not.toContain(ad.id);
    const last = (await audit(ad.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'ad.delete', area: 'ads', before: expect.objectContaining({ code: '01-006' }), after: null });
    expect((await t.admin('en', `ads/${ad.id}`, { method: 'DELETE', headers: editor.headers })).status).toBe(404);
  });
});
