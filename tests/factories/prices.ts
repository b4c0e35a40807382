import { buildPriceSeries, insertPriceRows, type PriceRow } from '../../src/server/db/seed/price-walk';
import { createRng } from '../../src/server/db/seed/random';
import type { Executor } from '../../src/server/db/seed/types';

export interface PriceSeriesOptions {
  itemId: number;
  governorateId: number;
  /** First date, YYYY-MM-DD. */
  from: string;
  days: number;
  /** Ex-factory price on the first day (min_price). Default 3500. */
  start?: number;
  /** Consumer-price spread over ex-factory (max = min × (1 + spread)). Default 0.03. */
  spread?: number;
  roundTo?: number;
  /** Chance of a move per day; 0 gives a flat series. Default 0.03. */
  jumpProbability?: number;
  seed?: number | string;
}

/** Inserts daily prices from the demo seed's random walk (deterministic per seed) and returns them. */
export async function createPriceSeries(db: Executor, o: PriceSeriesOptions): Promise<PriceRow[]> {
  const rng = createRng(o.seed ?? `${o.itemId}-${o.governorateId}-${o.from}`);
  const rows = buildPriceSeries(rng, { ...o, start: o.start ?? 3500 });
  await insertPriceRows(db, rows);
  return rows;
}

/** Inserts exactly the given rows (for tests that need known numbers). */
export async function createPrices(db: Executor, rows: PriceRow[]): Promise<PriceRow[]> {
  await insertPriceRows(db, rows);
  return rows;
}
