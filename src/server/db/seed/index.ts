/**
 * The demo data set: fictional producers and partners, two years of daily prices, bilingual
 * news with generated pictures, ad slots, packages, site texts, a few members with deals and jobs.
 * Assumes an empty, migrated database. Everything is deterministic except `today`.
 */
import type { Db } from '../client';
import { seedCatalog, seedGeography, seedPrices } from './catalog';
import { seedAds, seedNews, seedPartners, seedSite } from './content';
import { todayIso } from '../../../shared/dates';
import { runLimited } from './images';
import { seedMembers, seedPackages } from './members';
import { seedPages } from './pages';
import { seedTenders } from './tenders';
import type { Storage } from '../../platform/storage';

export interface SeedOptions {
  /** The public files (served at /uploads/): pictures are stored as `<folder>/<id>.webp`. */
  files: Storage;
  /** Last price date, YYYY-MM-DD (default: today in Africa/Cairo). */
  today?: string;
  /** Days of price history (default 730). */
  days?: number;
  log?: (msg: string) => void;
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<void> {
  const today = opts.today ?? todayIso();
  const days = opts.days ?? 730;
  const log = opts.log ?? (() => {});
  const t0 = Date.now();
  const lap = (what: string) => log(`${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  const images: Array<() => Promise<unknown>> = [];

  await db.transaction(async (tx) => {
    const geo = await seedGeography(tx);
    const items = await seedCatalog(tx, geo, opts.files, images);
    lap(`geography and catalogue: ${items.length} items`);
    const news = await seedNews(tx, today, opts.files, images);
    const partners = await seedPartners(tx, geo, opts.files, images);
    const ads = await seedAds(tx, today, opts.files, images);
    await seedSite(tx);
    const questions = await seedPages(tx);
    await seedTenders(tx, today);
    lap(`content pages and ${questions} questions`);
    const packages = await seedPackages(tx);
    const members = await seedMembers(tx, today);
    lap(`${news} news, ${partners} partners, ${ads} ads, ${packages} packages, ${members.users} users, ${members.deals} deals, ${members.jobs} jobs`);
    // Pictures are encoded on sharp's threads while the prices go in.
    const pictures = runLimited(images, 3);
    const prices = await seedPrices(tx, items, today, days);
    lap(`${prices} prices up to ${today}`);
    await pictures;
    lap(`${images.length} pictures stored (${opts.files.root ?? 'bucket'})`);
  });
  lap('demo data committed');
}
