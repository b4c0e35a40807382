/**
 * The back office's daily prices (issue 18, area `prices`): the grid of a product's day, saving a
 * day, an item's history. Importing a file is in ./price-import.ts; both write through
 * `writeStaged` below. The rules of a row are src/shared/price-entry.ts.
 *
 * A write is one transaction: the rows, the audit entry, and the jobs it triggers (the day's
 * bulletin and the price alerts' check, when the day is today) commit together. The prices
 * caches (and, through their declarations, the home's and the public pages' HTML) are emptied
 * after the commit. The governorate directions of the home and the change of the price page are
 * computed from the rows when read: nothing else to recompute.
 *
 * Also here: who follows today's prices (the bulletins declare themselves), and the dashboard's
 * progress of the day's entry.
 */
import type { Db } from '../../db/client';
import type { Staff } from '../../platform/admin';
import type { Cache } from '../../platform/cache';
import { NotFound, ValidationFailed, ValidationFailedWithText } from '../../platform/errors';
import type { Writer } from '../../platform/idempotency';
import type { JobQueue, JobTx } from '../../platform/jobs';
import { pick } from '../../platform/i18n';
import type { FieldErrors, Lang } from '../../../shared/envelope';
import { addDays, todayIso } from '../../../shared/dates';
import { translate } from '../../../shared/i18n/index';
import { JUMP_LIMIT, largestMove, money, percent, type PriceTriple } from '../../../shared/price-entry';
import type {
  PriceDay,
  PriceEntryLookup,
  PriceGrid,
  PriceGridQuery,
  PriceHistory,
  PriceHistoryQuery,
  PriceSaveResult,
} from '../../../shared/schemas/prices-admin';
import { allGovernorates, countries, resolveCountry } from '../geography';
import { products as listProducts } from '../products';
import { recordAudit } from '../../platform/audit';
import * as repo from './repository/admin';
import * as staging from './repository/staging';
import { perApp } from '../../platform/per-app';
import { invalidatePrices } from './reads';
import { formatDate, formatPrice } from '../../../shared/format';

export interface PriceEntryDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
  /** Queues what follows new prices of today (`todaysPricesFollowers`: the bulletin, the alerts' check), in the write's transaction. */
  queueDay: (jobs: JobTx, day: string) => Promise<void>;
}

/** Work that follows a change of today's prices, queued in the transaction of that change (`jobs`). */
export type TodaysPricesFollower = (jobs: JobTx, day: string) => Promise<void>;

/**
 * Who follows today's prices (the bulletins: the day's bulletin and the alerts' check), per app:
 * a domain above declares it from its jobs.ts, and a saved day or an import of today's prices runs
 * each in its own transaction; the prices name none of them (decision 042).
 */
export const todaysPricesFollowers = perApp((): Set<TodaysPricesFollower> => new Set());

/** The dashboard's "today's price entry": per product, the pairs with a price on `date` out of those to enter. */
export async function priceEntryProgress(db: Db, lang: Lang, date: string) {
  return (await repo.dayProgress(db, date)).map((r) => ({ product_id: r.id, name: lang === 'ar' ? r.name_ar : r.name_en, entered: r.entered, total: r.total }));
}

/** Changed rows listed (before and after) in one audit entry; the counts are always complete. */
export const AUDIT_ROWS = 500;

// ─── The catalogue a write is checked against ────────────────────────────────

export interface EntryCatalogue {
  items: Map<number, repo.EntryItemRow>;
  /** Governorate id → its country. */
  govCountry: Map<number, number>;
}

export async function entryCatalogue(db: Db): Promise<EntryCatalogue & { govs: Awaited<ReturnType<typeof allGovernorates>> }> {
  const [items, govs] = await Promise.all([repo.entryItems(db), allGovernorates(db)]);
  return { items: new Map(items.map((i) => [i.id, i])), govCountry: new Map(govs.map((g) => [g.id, g.country_id])), govs };
}

/** Whether an item is priced in a governorate: one of its govs, or its country's when it lists none. */
export const soldIn = (cat: EntryCatalogue, item: repo.EntryItemRow, govId: number) =>
  item.govs.length > 0 ? item.govs.includes(govId) : cat.govCountry.get(govId) === item.country_id;

// ─── Lookups and the grid ────────────────────────────────────────────────────

export async function entryLookup(db: Db, cache: Cache, lang: Lang): Promise<PriceEntryLookup> {
  const [products, all, fallback] = await Promise.all([listProducts(db), countries(db), resolveCountry(db, cache, undefined)]);
  return {
    today: todayIso(),
    products: products.map((p) => ({ id: p.id, name: pick(lang, p.nameAr, p.nameEn) })),
    countries: all.map((c) => ({ slug: c.slug, name: pick(lang, c.nameAr, c.nameEn) })),
    default_country: fallback?.slug ?? '',
  };
}

export async function priceGrid(db: Db, cache: Cache, lang: Lang, q: PriceGridQuery): Promise<PriceGrid> {
  const products = await listProducts(db);
  if (!products.some((p) => p.id === q.product_id)) throw new NotFound('api.product_not_found');
  const country = await resolveCountry(db, cache, q.country);
  if (!country) throw new NotFound('api.not_found');
  const raw = await repo.gridRows(db, q.product_id, country.id, q.date);
  let entered = 0;
  const rows = raw.map((r) => {
    const isEntered = r.min_price !== null;
    if (isEntered) entered++;
    const prefilled = !isEntered && r.last_min_price !== null;
    return {
      id: `${r.item_id}-${r.governorate_id}`,
      item_id: r.item_id,
      item_name: pick(lang, r.item_ar, r.item_en),
      producer_name: pick(lang, r.producer_ar, r.producer_en),
      product_type_name: pick(lang, r.type_ar, r.type_en),
      unit: pick(lang, r.unit_ar, r.unit_en),
      governorate_id: r.governorate_id,
      governorate_name: pick(lang, r.gov_ar, r.gov_en),
      min_price: isEntered ? r.min_price : r.last_min_price,
      mid_price: isEntered ? r.mid_price : r.last_mid_price,
      max_price: isEntered ? r.max_price : r.last_max_price,
      entered: isEntered,
      prefilled,
      last_date: r.last_date,
      last_min_price: r.last_min_price,
      last_mid_price: r.last_mid_price,
      last_max_price: r.last_max_price,
    };
  });
  return { product_id: q.product_id, date: q.date, country: country.slug, rows, entered, total: rows.length };
}

// ─── Writing ─────────────────────────────────────────────────────────────────

/** The text of a refused or reported jump, in the request's language. */
export function jumpText(lang: Lang, j: staging.JumpRow): string {
  const next: PriceTriple = { min_price: Number(j.min_price), mid_price: Number(j.mid_price), max_price: Number(j.max_price) };
  const last = { min_price: j.last_min_price, mid_price: j.last_mid_price, max_price: j.last_max_price };
  return translate(lang, 'validation.prices_jump', {
    change: percent(largestMove(next, last)),
    date: formatDate(j.last_date, lang),
    last: [j.last_min_price, j.last_mid_price, j.last_max_price].map((v) => formatPrice(v, lang)).join(' / '),
  });
}

const triple = (min: string | null, mid: string | null, max: string | null) => (min === null ? null : [min, mid, max]);

/** Changed rows as the audit entry keeps them: `item:governorate[:date]` → [min, mid, max] (null: none). */
export function auditChanges(changes: staging.ChangeRow[], withDate: boolean) {
  const before: Record<string, string[] | null> = {};
  const after: Record<string, string[] | null> = {};
  for (const c of changes) {
    const key = withDate ? `${c.item_id}:${c.governorate_id}:${c.price_date}` : `${c.item_id}:${c.governorate_id}`;
    before[key] = triple(c.old_min, c.old_mid, c.old_max) as string[] | null;
    after[key] = [c.min_price, c.mid_price, c.max_price];
  }
  return { before, after };
}

export interface StagedWrite {
  counts: { inserted: number; updated: number; unchanged: number };
  jumps: staging.JumpRow[];
  changes: staging.ChangeRow[];
}

/** Staged rows per statement of the measuring and writing (a few hundred ms each at most). */
const PART = 10_000;

/**
 * In the transaction `tx`: stages `rows`, measures them (counts, jumps, the first changes), and
 * unless `check(jumps)` throws or `write` is false, writes them — part by part, so no statement
 * of a 100,000-row file runs into the statement timeout.
 */
export async function writeStaged(
  tx: Writer,
  rows: staging.StagedColumns,
  opts: { write: boolean; check?: (jumps: staging.JumpRow[]) => void },
): Promise<StagedWrite> {
  await staging.stage(tx, rows);
  const parts: staging.Lines[] = [];
  for (let i = 0; i < rows.line.length; i += PART) parts.push({ from: rows.line[i]!, to: rows.line[Math.min(i + PART, rows.line.length) - 1]! });
  const jumps: staging.JumpRow[] = [];
  for (const part of parts) jumps.push(...(await staging.stageJumps(tx, part, JUMP_LIMIT)));
  opts.check?.(jumps);
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  const changes: staging.ChangeRow[] = [];
  for (const part of parts) {
    const c = await staging.stageCounts(tx, part);
    counts.inserted += c.inserted;
    counts.updated += c.updated;
    counts.unchanged += c.unchanged;
    if (changes.length < AUDIT_ROWS) changes.push(...(await staging.stageChanges(tx, part, AUDIT_ROWS - changes.length)));
    if (opts.write && c.inserted + c.updated > 0) await staging.writeStage(tx, part);
  }
  return { counts, jumps, changes };
}

/**
 * POST prices/day: the rows of one product's day, checked against the catalogue (the item of
 * this product, sold in the governorate), refused as a whole when a row moves more than 20 %
 * from the last known price and the body does not confirm the jumps (422 on `rows.N.jump`).
 */
export async function saveDay(deps: PriceEntryDeps, lang: Lang, staff: Staff, body: PriceDay): Promise<PriceSaveResult> {
  const { db } = deps;
  const [cat, products] = await Promise.all([entryCatalogue(db), listProducts(db)]);
  if (!products.some((p) => p.id === body.product_id)) throw new ValidationFailed({ product_id: ['prices_product_unknown'] });
  const fields: Record<string, string[]> = {};
  body.rows.forEach((row, i) => {
    const item = cat.items.get(row.item_id);
    if (!item) fields[`rows.${i}.item_id`] = ['prices_item_unknown'];
    else if (item.product_id !== body.product_id) fields[`rows.${i}.item_id`] = ['prices_item_other_product'];
    else if (!soldIn(cat, item, row.governorate_id)) fields[`rows.${i}.governorate_id`] = ['prices_not_sold_here'];
  });
  if (Object.keys(fields).length) throw new ValidationFailed(fields);

  const staged = staging.emptyStage();
  const cleared: { itemId: number; governorateId: number }[] = [];
  body.rows.forEach((r, i) => {
    if (r.min_price === null) return void cleared.push({ itemId: r.item_id, governorateId: r.governorate_id });
    staged.line.push(i);
    staged.itemId.push(r.item_id);
    staged.governorateId.push(r.governorate_id);
    staged.priceDate.push(body.date);
    staged.minPrice.push(money(r.min_price));
    staged.midPrice.push(money(r.mid_price!));
    staged.maxPrice.push(money(r.max_price!));
  });

  const result = await db.transaction(async (tx) => {
    const written = await writeStaged(tx, staged, {
      write: true,
      check: (jumps) => {
        if (body.confirm_jumps || !jumps.length) return;
        const refused: FieldErrors = Object.fromEntries(jumps.map((j) => [`rows.${j.line}.jump`, [jumpText(lang, j)]]));
        throw new ValidationFailedWithText(refused, 'api.prices_jumps_unconfirmed');
      },
    });
    const removed = await staging.removeDayPrices(tx, body.date, cleared);
    const { before, after } = auditChanges(written.changes, false);
    for (const r of removed) {
      before[`${r.item_id}:${r.governorate_id}`] = [r.min_price, r.mid_price, r.max_price];
      after[`${r.item_id}:${r.governorate_id}`] = null;
    }
    const out: PriceSaveResult = { ...written.counts, removed: removed.length, jumps_confirmed: body.confirm_jumps ? written.jumps.length : 0 };
    await recordAudit(tx, staff, {
      area: 'prices',
      action: 'price.save_day',
      entity: 'prices',
      entityId: `${body.product_id}/${body.date}`,
      before,
      after: { product_id: body.product_id, date: body.date, rows: body.rows.length, ...out, changes: after, listed: written.changes.length + removed.length },
    });
    if (out.inserted + out.updated + out.removed > 0 && body.date === todayIso()) await deps.queueDay(deps.jobs.join(tx), body.date);
    return out;
  });
  if (result.inserted + result.updated + result.removed > 0) await invalidatePrices(deps.cache);
  return result;
}

// ─── History ─────────────────────────────────────────────────────────────────

/** GET prices/items/:item_id/history: newest first; without dates, the 90 days up to today. */
export async function itemHistory(db: Db, lang: Lang, itemId: number, q: PriceHistoryQuery): Promise<PriceHistory> {
  const item = await repo.historyItem(db, itemId);
  if (!item) throw new NotFound('api.prices_item_not_found');
  const govs = (await allGovernorates(db)).filter((g) => (item.govs.length ? item.govs.includes(g.id) : g.country_id === item.country_id));
  const to = q.to ?? todayIso();
  const from = q.from ?? addDays(to, -89);
  const rows = await repo.historyRows(db, { itemId, governorateId: q.governorate_id, from, to, limit: q.rows, offset: (q.page - 1) * q.rows });
  return {
    item: { id: item.id, name: pick(lang, item.name_ar, item.name_en), governorates: govs.map((g) => ({ id: g.id, name: pick(lang, g.name_ar, g.name_en) })) },
    items: rows.map((r) => ({
      price_date: r.price_date,
      governorate_id: r.governorate_id,
      governorate_name: pick(lang, r.gov_ar, r.gov_en),
      min_price: r.min_price,
      mid_price: r.mid_price,
      max_price: r.max_price,
      mid_price_before: r.mid_before ?? '',
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    rows: q.rows,
  };
}
