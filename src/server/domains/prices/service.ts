import type { Db } from '../../db/client';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { pick } from '../../platform/i18n';
import * as repo from './repository';

type ProductPrice = Home['product_prices'][number];
type GovDirection = Home['govs_direction'][number];

/** Movements smaller than this (in percent) read as "normal". */
const FLAT_THRESHOLD = 0.005;

/** up / normal / down and the absolute percentage, from two totals. */
export function direction(today: number, yesterday: number): { status: GovDirection['status']; percentage: string } {
  if (!(yesterday > 0)) return { status: 'normal', percentage: '0.00' };
  const pct = ((today - yesterday) / yesterday) * 100;
  const status = pct > FLAT_THRESHOLD ? 'up' : pct < -FLAT_THRESHOLD ? 'down' : 'normal';
  return { status, percentage: Math.abs(pct).toFixed(2) };
}

/** Today's price table (per item) and the governorate directions of a country. */
export async function homePrices(db: Db, lang: Lang, countryId: number) {
  const { latest, previous } = await repo.latestTwoDates(db, countryId);
  if (!latest) return { priceDate: null, productPrices: [] as (ProductPrice & { product_id: number })[], govsDirection: [] as GovDirection[] };
  const [items, govs] = await Promise.all([
    repo.itemPricesOn(db, countryId, latest),
    previous ? repo.governorateChanges(db, countryId, latest, previous) : Promise.resolve([]),
  ]);
  return {
    priceDate: latest,
    productPrices: items.map((r) => ({
      item_id: r.item_id, product_id: r.product_id, title: pick(lang, r.name_ar, r.name_en),
      max_price: r.max_price, min_price: r.min_price, mid_price: r.mid_price,
    })),
    govsDirection: govs.map((g) => ({ gov_id: g.gov_id, gov: pick(lang, g.name_ar, g.name_en), ...direction(Number(g.today), Number(g.yesterday)) })),
  };
}
