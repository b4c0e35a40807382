/**
 * The price grid's rows as the clerk edits them (pure functions, no React): the three prices as
 * typed text, what was loaded, and what the save sends. The rules are the server's
 * (src/shared/price-entry.ts), so the grid refuses what the server would.
 */
import { PRICE_FIELDS, isJump, largestMove, money, parsePrice, priceIssues, type PriceField, type PriceIssue } from '../../../../shared/price-entry';
import type { Lang } from '../../../../shared/envelope';
import type { PriceDayInput, PriceGridRow } from '../../../../shared/schemas/prices-admin';
import { formatPrice } from '../../../../shared/format';

export type { PriceField };
export { PRICE_FIELDS };

export interface EntryRow extends Omit<PriceGridRow, PriceField>, Record<PriceField, string> {
  /** What the grid loaded for the three prices (the day's, or the prefill), to tell what changed. */
  loaded: Record<PriceField, string>;
  /** A message of the server for this row (already in the page's language), until the row is edited again. */
  serverError?: string;
}

const text = (v: string | null) => v ?? '';

/** A price as the grids show it (as the whole site does: src/shared/format.ts); what is not a price, as typed. */
export function showPrice(v: string | null | undefined, lang: Lang): string {
  const n = parsePrice(v ?? null);
  return n === null || Number.isNaN(n) ? (v ?? '') : formatPrice(n, lang);
}

export const toEntryRows = (rows: PriceGridRow[]): EntryRow[] =>
  rows.map((r) => ({
    ...r,
    min_price: text(r.min_price),
    mid_price: text(r.mid_price),
    max_price: text(r.max_price),
    loaded: { min_price: text(r.min_price), mid_price: text(r.mid_price), max_price: text(r.max_price) },
  }));

/** The row's three prices parsed: number, null (empty) or NaN (not a price). */
export const pricesOf = (r: Pick<EntryRow, PriceField>) => ({
  min_price: parsePrice(r.min_price),
  mid_price: parsePrice(r.mid_price),
  max_price: parsePrice(r.max_price),
});

const same = (a: string | null, b: string | null) => {
  const x = parsePrice(a);
  const y = parsePrice(b);
  return x === y || (Number.isNaN(x) && Number.isNaN(y) && (a ?? '').trim() === (b ?? '').trim());
};

/** Whether a cell differs from what was loaded. */
export const cellChanged = (r: EntryRow, f: PriceField) => !same(r[f], r.loaded[f]);
export const rowChanged = (r: EntryRow) => PRICE_FIELDS.some((f) => cellChanged(r, f));

/** What is wrong with a row, per field. */
export const rowIssues = (r: EntryRow): Partial<Record<PriceField, PriceIssue>> => priceIssues(pricesOf(r));

/** The row's mid price against the last known one (0.025 = +2.5 %), or null. */
export function midChange(r: EntryRow): number | null {
  const mid = parsePrice(r.mid_price);
  const last = r.last_mid_price === null ? NaN : Number(r.last_mid_price);
  if (mid === null || Number.isNaN(mid) || !(last > 0)) return null;
  return (mid - last) / last;
}

/** Rows whose change from the last known price needs the clerk's confirmation (changed rows only). */
export const jumpingRows = (rows: EntryRow[]) =>
  rows.filter(
    (r) =>
      (rowChanged(r) || !r.entered) &&
      isJump(largestMove(pricesOf(r), { min_price: r.last_min_price, mid_price: r.last_mid_price, max_price: r.last_max_price })),
  );

/**
 * A typed edit of one cell. When the lowest or highest price changes and the average was their
 * average, the average follows (the portal's mid price is their average).
 */
export function editCell(r: EntryRow, field: PriceField, value: string): EntryRow {
  const next: EntryRow = { ...r, [field]: value, serverError: undefined };
  if (field === 'mid_price') return next;
  const before = pricesOf(r);
  const after = pricesOf(next);
  const wasAverage =
    r.mid_price.trim() === '' ||
    (before.min_price && before.max_price && before.mid_price === Math.round(((before.min_price + before.max_price) / 2) * 100) / 100);
  if (wasAverage && after.min_price && after.max_price && !Number.isNaN(after.min_price) && !Number.isNaN(after.max_price))
    next.mid_price = money(Math.round(((after.min_price + after.max_price) / 2) * 100) / 100);
  return next;
}

/** "Copy from yesterday": every row takes its last known prices (rows without any keep theirs). */
export const copyLastPrices = (rows: EntryRow[]): EntryRow[] =>
  rows.map((r) =>
    r.last_min_price === null
      ? r
      : { ...r, min_price: r.last_min_price, mid_price: r.last_mid_price ?? '', max_price: r.last_max_price ?? '', serverError: undefined },
  );

/**
 * A block pasted from a spreadsheet (tab-separated rows, the clipboard's text/plain), applied
 * from `start` (a row id and one of the price fields) down and across the price columns, in the
 * order `ids` shows the rows. Cells past the last row or column are dropped.
 */
export function pasteBlock(rows: EntryRow[], ids: readonly (string | number)[], start: { id: string | number; field: PriceField }, clip: string): EntryRow[] {
  const lines = clip.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const first = ids.indexOf(start.id);
  const col = PRICE_FIELDS.indexOf(start.field);
  if (first < 0 || col < 0) return rows;
  const byId = new Map(rows.map((r, i) => [r.id, i]));
  const out = [...rows];
  lines.forEach((line, k) => {
    const id = ids[first + k];
    const i = id === undefined ? undefined : byId.get(String(id));
    if (i === undefined) return;
    const cells = line.split('\t');
    let row = out[i]!;
    cells.forEach((cell, c) => {
      const field = PRICE_FIELDS[col + c];
      if (field) row = { ...row, [field]: cell.trim(), serverError: undefined };
    });
    out[i] = row;
  });
  return out;
}

/** Whether a clipboard text is a block (several cells) rather than one value. */
export const isBlock = (clip: string) => /[\t\n]/.test(clip.replace(/\r?\n$/, ''));

/**
 * The save's rows: the rows not entered for the day yet that have prices (prefilled ones too,
 * unchanged: they become the day's prices), the entered rows that were changed, and the entered
 * rows whose prices were all cleared (their removal). Entered rows left as they were are not sent:
 * two clerks saving different rows of the same day do not undo each other. `index` maps the sent
 * rows back to the grid's.
 */
export function saveRows(rows: EntryRow[]): { rows: PriceDayInput['rows']; index: string[] } {
  const out: PriceDayInput['rows'] = [];
  const index: string[] = [];
  for (const r of rows) {
    const p = pricesOf(r);
    const empty = PRICE_FIELDS.every((f) => p[f] === null);
    if (r.entered ? !rowChanged(r) : empty) continue;
    out.push({
      item_id: r.item_id,
      governorate_id: r.governorate_id,
      min_price: r.min_price || null,
      mid_price: r.mid_price || null,
      max_price: r.max_price || null,
    });
    index.push(r.id);
  }
  return { rows: out, index };
}
