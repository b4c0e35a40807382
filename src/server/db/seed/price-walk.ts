import { sql } from 'drizzle-orm';
import type { Rng } from './random';
import { dateRange } from '../../../shared/dates';
import type { Executor } from './types';

export interface WalkOptions {
  days: number;
  /** Anchor the walk: the first value equals `start`, or the last equals `end` (one of them). */
  start?: number;
  end?: number;
  /** Chance of a move on a given day (otherwise flat). */
  jumpProbability?: number;
  /** Relative size of a move, e.g. 0.01..0.05. */
  minJump?: number;
  maxJump?: number;
  /** Share of moves that go up (prices in EGP drift upwards). */
  upBias?: number;
}

/**
 * A market-like series: flat most days, with rare steps of 1–5 % (a producer's announcement).
 * Returns `days` values anchored on `start` or `end`.
 */
export function randomWalk(rng: Rng, o: WalkOptions): number[] {
  const { days, jumpProbability = 0.03, minJump = 0.01, maxJump = 0.05, upBias = 0.62 } = o;
  const rel: number[] = new Array(days);
  let v = 1;
  for (let i = 0; i < days; i++) {
    if (i > 0 && rng.chance(jumpProbability)) {
      const step = rng.float(minJump, maxJump);
      v *= rng.chance(upBias) ? 1 + step : 1 - step;
    }
    rel[i] = v;
  }
  const scale = o.end !== undefined ? o.end / rel[days - 1]! : (o.start ?? 1000) / rel[0]!;
  return rel.map((x) => x * scale);
}

export interface PriceRow {
  itemId: number;
  governorateId: number;
  priceDate: string;
  minPrice: string;
  maxPrice: string;
  midPrice: string;
}

/**
 * Ex-factory price (min) and consumer price (max, `spread` higher); mid is their average.
 * `roundTo` gives quotes like the press uses (5 LE for cement, 50 LE for steel).
 */
export function priceTriple(exFactory: number, spread: number, roundTo = 5): Pick<PriceRow, 'minPrice' | 'maxPrice' | 'midPrice'> {
  const min = Math.max(roundTo, Math.round(exFactory / roundTo) * roundTo);
  const max = Math.max(min, Math.round((exFactory * (1 + spread)) / roundTo) * roundTo);
  return { minPrice: min.toFixed(2), maxPrice: max.toFixed(2), midPrice: ((min + max) / 2).toFixed(2) };
}

export interface SeriesOptions extends WalkOptions {
  itemId: number;
  governorateId: number;
  /** First date, 'YYYY-MM-DD'. */
  from: string;
  spread?: number;
  roundTo?: number;
}

/** Daily price rows of one item in one governorate. */
export function buildPriceSeries(rng: Rng, o: SeriesOptions): PriceRow[] {
  const values = randomWalk(rng, o);
  const dates = dateRange(o.from, o.days);
  return values.map((v, i) => ({
    itemId: o.itemId,
    governorateId: o.governorateId,
    priceDate: dates[i]!,
    ...priceTriple(v, o.spread ?? 0.03, o.roundTo ?? 5),
  }));
}

/** Price rows in columns, the shape `unnest` wants. */
export interface PriceColumns {
  itemId: number[];
  governorateId: number[];
  priceDate: string[];
  minPrice: string[];
  maxPrice: string[];
  midPrice: string[];
}

export const emptyPriceColumns = (): PriceColumns => ({ itemId: [], governorateId: [], priceDate: [], minPrice: [], maxPrice: [], midPrice: [] });

/** One `insert ... select * from unnest(...)` statement: six array parameters, any number of rows. */
export async function insertPriceColumns(db: Executor, c: PriceColumns): Promise<number> {
  if (c.itemId.length === 0) return 0;
  await db.execute(sql`
    insert into prices (item_id, governorate_id, price_date, min_price, max_price, mid_price)
    select * from unnest(
      ${sql.param(c.itemId)}::int[],
      ${sql.param(c.governorateId)}::int[],
      ${sql.param(c.priceDate)}::date[],
      ${sql.param(c.minPrice)}::numeric[],
      ${sql.param(c.maxPrice)}::numeric[],
      ${sql.param(c.midPrice)}::numeric[])`);
  return c.itemId.length;
}

/** Bulk insert of row objects, in chunks of `chunk` rows. */
export async function insertPriceRows(db: Executor, rows: readonly PriceRow[], chunk = 20_000): Promise<number> {
  for (let i = 0; i < rows.length; i += chunk) {
    const c = emptyPriceColumns();
    for (const r of rows.slice(i, i + chunk)) {
      c.itemId.push(r.itemId);
      c.governorateId.push(r.governorateId);
      c.priceDate.push(r.priceDate);
      c.minPrice.push(r.minPrice);
      c.maxPrice.push(r.maxPrice);
      c.midPrice.push(r.midPrice);
    }
    await insertPriceColumns(db, c);
  }
  return rows.length;
}
