/** The national price index (issue 20): the price analysis's `index` and the open data API's. */
import type { Db } from '../../db/client';
import { indexYearStart, round2 } from '../../../shared/analysis-math';
import * as analysisRepo from './repository/analysis';

/** An index over a range: its base day (null when no item of the basket has a price from the year before `to`'s up to `to`) and its points. */
export interface PriceIndex {
  base_date: string | null;
  points: { date: string; value: number }[];
}

/**
 * The index of a basket of items between `from` and `to` (inclusive): the equally weighted mean
 * of each item's national mid relative to its mid on the base day, × 100 (the arithmetic of shared/analysis-math.ts
 * `indexPoints`, aggregated by PostgreSQL: repository/analysis.ts `indexRatios`). The base day is the first price day of any basket item in the calendar year of
 * `to` (on or before `to`), or of the year before while `to`'s year has none yet; items without a
 * price that day are left out.
 */
export async function basketIndex(db: Pick<Db, 'execute'>, itemIds: number[], from: string, to: string): Promise<PriceIndex> {
  // Before the year's first price day (New Year's Day, a holiday), the index stands on last year's base.
  const base =
    (await analysisRepo.firstDayBetween(db, itemIds, indexYearStart(to), to)) ??
    (await analysisRepo.firstDayBetween(db, itemIds, indexYearStart(`${Number(to.slice(0, 4)) - 1}${to.slice(4)}`), to));
  if (!base) return { base_date: null, points: [] };
  const ratios = await analysisRepo.indexRatios(db, itemIds, base, from, to);
  return { base_date: base, points: ratios.map((r) => ({ date: r.date, value: round2(r.ratio * 100) })) };
}

/**
 * The national price index of a product (all its active items, every country) between `from` and
 * `to`, ascending dates; for the open data API. Not cached here: the caller caches.
 */
export async function productIndex(db: Pick<Db, 'execute'>, productId: number, from: string, to: string): Promise<PriceIndex> {
  return basketIndex(db, await analysisRepo.activeItemIdsOfProduct(db, productId), from, to);
}
