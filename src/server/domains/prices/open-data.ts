/** The open data API's prices of an item (issue 20, domains/open-data). */
import type { Db } from '../../db/client';
import { NotFound } from '../../platform/errors';
import * as openRepo from './repository/open-data';

/**
 * One page of an item's prices between two dates, oldest first: the national rollup (`price_days`)
 * without a governorate, else that governorate's rows; with the range's row count and the latest
 * change of its days (Last-Modified). An unknown or inactive item → 404.
 */
export async function openPrices(
  db: Pick<Db, 'execute'>,
  q: { item_id: number; gov_id?: number; from_date: string; to_date: string; page: number; per_page: number },
) {
  if (!(await openRepo.openItemExists(db, q.item_id))) throw new NotFound('api.item_not_found');
  const gov = q.gov_id ?? null;
  const [facts, rows] = await Promise.all([
    openRepo.openPriceFacts(db, q.item_id, gov, q.from_date, q.to_date),
    openRepo.openPricePage(db, q.item_id, gov, q.from_date, q.to_date, q.per_page, (q.page - 1) * q.per_page),
  ]);
  return {
    ...facts,
    rows: rows.map((r) => ({
      date: r.date,
      min_price: Number(r.min_price),
      max_price: Number(r.max_price),
      mid_price: Number(r.mid_price),
      gov_count: Number(r.gov_count),
    })),
  };
}
