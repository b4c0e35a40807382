/** Seed steps: news, partners, ads, site settings and the web app's access key. */
import { sql } from 'drizzle-orm';
import * as s from '../schema/index';
import { WEB_ACCESS_KEY } from '../../../shared/constants';
import { AD_ADVERTISERS, AD_SLOTS } from './data/ads';
import { PRODUCERS } from './data/catalog';
import { MONTHS, NEWS_CATEGORY_ROWS, NEWS_TEMPLATES, type NewsContext } from './data/news';
import { PARTNERS, PROFILE_TYPES } from './data/partners';
import { SITE_SETTINGS } from './data/site';
import geography from './data/geography.json';
import { buildAd, buildNews, buildPartner, buildProfileType } from './builders';
import { addDays } from '../../../shared/dates';
import { bannerSvg, type BannerCopy } from './banners';
import { logoSvg, sceneSvg, writeWebp } from './images';
import { createRng } from './random';
import type { Executor } from './types';
import type { GeoIds } from './catalog';
import type { Storage } from '../../platform/storage';

type Jobs = Array<() => Promise<unknown>>;

export const NEWS_PER_CATEGORY = 22;
export const SLIDER_COUNT = 8;

export async function seedNews(db: Executor, today: string, files: Storage, images: Jobs): Promise<number> {
  // Migration 0010_news inserts these same rows on a fresh install.
  await db
    .insert(s.newsCategories)
    .values([...NEWS_CATEGORY_ROWS])
    .onConflictDoNothing();
  const rng = createRng('news');
  const names = (product: string) => PRODUCERS.filter((p) => p.product === product && p.country === 'egypt').map((p) => ({ ar: p.nameAr, en: p.nameEn }));
  const govs = geography.countries[0]!.regions.map((r) => ({ ar: r.name_ar, en: r.name_en }));
  const rows: Array<typeof s.news.$inferInsert> = [];
  const seen = new Set<string>();
  const now = Date.now();
  for (const categoryId of [1, 2, 3] as const) {
    const templates = NEWS_TEMPLATES[categoryId];
    for (let k = 0; k < NEWS_PER_CATEGORY; k++) {
      const day = addDays(today, -rng.int(0, 180));
      const month = MONTHS[Number(day.slice(5, 7)) - 1]!;
      const ctx: NewsContext = {
        rng,
        cement: rng.sample(names('cement'), 4).reverse(),
        steel: rng.sample(names('steel'), 3).reverse(),
        gypsum: names('gypsum'),
        govs,
        monthAr: month[0],
        monthEn: month[1],
        year: Number(day.slice(0, 4)),
      };
      let text = templates[k % templates.length]!(ctx);
      for (let tries = 0; seen.has(text.titleEn) && tries < 10; tries++) text = templates[(k + tries + 1) % templates.length]!(ctx);
      seen.add(text.titleEn);
      const hour = String(rng.int(7, 20)).padStart(2, '0');
      const minute = String(rng.int(0, 59)).padStart(2, '0');
      let publishedAt = new Date(`${day}T${hour}:${minute}:00+02:00`);
      if (publishedAt.getTime() > now) publishedAt = new Date(now - rng.int(5, 300) * 60_000);
      rows.push(buildNews({ categoryId, ...text, publishedAt }));
    }
  }
  rows.sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime());
  // The most recent articles are the home-page sliders; one slider points at the packages page.
  rows.slice(-SLIDER_COUNT).forEach((r, i) => {
    r.isSlider = true;
    if (i === 0) r.sliderLink = '/subscription-packages';
  });
  const inserted = await db.insert(s.news).values(rows).returning({ id: s.news.id });
  await db.execute(sql`update news set photo = 'news/' || id || '.webp'`);
  for (const { id } of inserted) images.push(() => writeWebp(files, `news/${id}.webp`, sceneSvg(createRng(`news-${id}`)), 1200, 675));
  return inserted.length;
}

export async function seedPartners(db: Executor, geo: GeoIds, files: Storage, images: Jobs): Promise<number> {
  const types = await db
    .insert(s.profileTypes)
    .values(PROFILE_TYPES.map((t, i) => buildProfileType({ ...t, sort: i + 1 })))
    .returning({ id: s.profileTypes.id });
  const typeId = new Map(PROFILE_TYPES.map((t, i) => [t.slug, types[i]!.id]));
  const rows = PARTNERS.map((p, i) =>
    buildPartner({
      profileTypeId: typeId.get(p.type)!,
      countryId: geo.countryBySlug.get(p.country)!,
      nameAr: p.nameAr,
      nameEn: p.nameEn,
      addressAr: p.addressAr,
      addressEn: p.addressEn,
      descriptionAr: `<p>${p.aboutAr}</p><p>شركة افتراضية لأغراض العرض.</p>`,
      descriptionEn: `<p>${p.aboutEn}</p><p>A fictional company for demonstration.</p>`,
      website: p.website ?? null,
      sort: i + 1,
    }),
  );
  const inserted = await db.insert(s.partners).values(rows).returning({ id: s.partners.id });
  await db.execute(sql`update partners set photo = 'partners/' || id || '.webp'`);
  for (const { id } of inserted) images.push(() => writeWebp(files, `partners/${id}.webp`, logoSvg(createRng(`partner-${id}`)), 400, 400));
  return inserted.length;
}

/**
 * One Arabic and one English ad in every slot but the empty one, each with its banner drawn in its
 * language (banners.ts), and one ended campaign (never shown).
 */
export async function seedAds(db: Executor, today: string, files: Storage, images: Jobs): Promise<number> {
  const rng = createRng('ads');
  const startsAt = new Date(`${addDays(today, -30)}T00:00:00+02:00`);
  const rows: Array<typeof s.ads.$inferInsert> = [];
  const copies: BannerCopy[] = [];
  // Neighbouring slots get different advertisers: the list in turn, from a seeded start.
  const first = rng.int(0, AD_ADVERTISERS.length - 1);
  for (const [i, slot] of AD_SLOTS.entries()) {
    const advertiser = AD_ADVERTISERS[(first + i) % AD_ADVERTISERS.length]!;
    const title = (lang: 'ar' | 'en') => `${advertiser.name[lang]}: ${advertiser.short[lang]}`;
    const base = {
      code: slot.code,
      titleAr: title('ar'),
      titleEn: title('en'),
      link: advertiser.link,
      width: slot.width,
      height: slot.height,
      startsAt,
      photo: '',
    };
    for (const lang of ['ar', 'en'] as const) {
      rows.push(buildAd({ ...base, lang }));
      copies.push({ lang, advertiser });
    }
  }
  // One campaign that has ended: slot queries must filter on ends_at.
  const old = AD_SLOTS.find((a) => a.code === '01-010')!;
  rows.push(
    buildAd({
      code: old.code,
      lang: 'all',
      titleAr: 'حملة منتهية',
      titleEn: 'Ended campaign',
      link: '/',
      width: old.width,
      height: old.height,
      photo: '',
      startsAt: new Date(`${addDays(today, -120)}T00:00:00+02:00`),
      endsAt: new Date(`${addDays(today, -60)}T00:00:00+02:00`),
    }),
  );
  copies.push({ lang: 'ar', advertiser: AD_ADVERTISERS[0]! });
  // RETURNING gives the rows in the order of the VALUES list.
  const inserted = await db.insert(s.ads).values(rows).returning({ id: s.ads.id, width: s.ads.width, height: s.ads.height });
  await db.execute(sql`update ads set photo = 'ads/' || id || '.webp'`);
  for (const [i, a] of inserted.entries()) {
    images.push(() => writeWebp(files, `ads/${a.id}.webp`, bannerSvg(createRng(`ad-${a.id}`), a.width, a.height, copies[i]!), a.width, a.height));
  }
  return inserted.length;
}

export async function seedSite(db: Executor): Promise<void> {
  await db.insert(s.siteSettings).values({ id: 1, ...SITE_SETTINGS });
  await db.insert(s.accessKeys).values({ key: WEB_ACCESS_KEY, name: 'Binaa web app', rateLimitPerMinute: 1200 });
}
