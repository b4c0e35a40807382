/**
 * POST prices/import (issue 18): a CSV or XLSX file of prices (./price-file.ts reads it), each
 * row checked with the grid's rules plus the file's own (a date not after today, the item by id
 * or by its Arabic or English name, the governorate by id or name, the same item, governorate
 * and date once). The report lists the rejected rows with their line and reason in the request's
 * language, and the accepted rows that move more than 20 % (a warning: the report is where the
 * clerk sees them before applying). A dry run writes no price; otherwise the accepted rows are
 * upserted in one transaction (identical rows untouched: importing a file twice changes nothing),
 * with one audit entry and, for rows of today, the bulletin and alerts jobs.
 */
import type { Staff } from '../../platform/admin';
import { ValidationFailedWithText } from '../../platform/errors';
import type { Lang } from '../../../shared/envelope';
import { todayIso } from '../../../shared/dates';
import { translate } from '../../../shared/i18n/index';
import { normalizeArabic } from '../../../shared/search';
import { PRICE_FIELDS, money, parseFileDate, parsePrice, priceIssues, type PriceTriple } from '../../../shared/price-entry';
import { IMPORT_REPORT_LINES, type ImportLine, type PriceImportReport } from '../../../shared/schemas/prices-admin';
import { recordAudit } from '../../platform/audit';
import { auditChanges, entryCatalogue, jumpText, soldIn, writeStaged, type EntryCatalogue, type PriceEntryDeps } from './admin';
import { readPriceFile, type FileCells } from './price-file';
import * as staging from './repository/staging';
import { invalidatePrices } from './reads';

type Reason =
  | 'date_required'
  | 'date_invalid'
  | 'date_after_today'
  | 'prices_import_item_missing'
  | 'prices_item_unknown'
  | 'prices_import_item_ambiguous'
  | 'prices_import_governorate_missing'
  | 'prices_import_governorate_unknown'
  | 'prices_not_sold_here'
  | 'prices_price_required'
  | 'prices_price_invalid'
  | 'prices_min_above_mid'
  | 'prices_mid_above_max'
  | 'prices_min_above_max';

/** Name → ids (several when names repeat), names compared normalised. */
function nameIndex<T extends { id: number; name_ar: string; name_en: string }>(rows: Iterable<T>) {
  const index = new Map<string, number[]>();
  for (const r of rows)
    for (const name of new Set([normalizeArabic(r.name_ar.trim()), normalizeArabic(r.name_en.trim())])) {
      const ids = index.get(name);
      if (ids) ids.push(r.id);
      else index.set(name, [r.id]);
    }
  return index;
}

const idOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(normalizeArabic(v)) ? Number(normalizeArabic(v)) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
const textOf = (v: unknown) => (v === undefined || v === null ? '' : normalizeArabic(String(v).trim()));

interface Checked {
  itemId: number;
  governorateId: number;
  date: string;
  prices: Record<(typeof PRICE_FIELDS)[number], number>;
}

/** One row of the file: the checked row, or why it is refused. */
function checkRow(cat: EntryCatalogue, items: Map<string, number[]>, govs: Map<string, number[]>, today: string, cells: FileCells): Checked | Reason {
  if (cells.date === undefined) return 'date_required';
  const date = typeof cells.date === 'number' ? excelDate(cells.date) : parseFileDate(cells.date);
  if (!date) return 'date_invalid';
  if (date > today) return 'date_after_today';

  let itemId = idOf(cells.item_id);
  if (cells.item_id !== undefined && itemId === null) return 'prices_item_unknown';
  if (itemId === null) {
    if (cells.item === undefined) return 'prices_import_item_missing';
    const ids = items.get(textOf(cells.item)) ?? [];
    if (ids.length > 1) return 'prices_import_item_ambiguous';
    itemId = ids[0] ?? null;
  }
  const item = itemId === null ? undefined : cat.items.get(itemId);
  if (!item) return 'prices_item_unknown';

  let govId = idOf(cells.governorate_id);
  if (cells.governorate_id !== undefined && (govId === null || !cat.govCountry.has(govId))) return 'prices_import_governorate_unknown';
  if (govId === null) {
    if (cells.governorate === undefined) return 'prices_import_governorate_missing';
    const ids = govs.get(textOf(cells.governorate)) ?? [];
    // The same name in two countries: the item's country decides.
    govId = ids.find((g) => cat.govCountry.get(g) === item.country_id) ?? ids[0] ?? null;
    if (govId === null) return 'prices_import_governorate_unknown';
  }
  if (!soldIn(cat, item, govId)) return 'prices_not_sold_here';

  const prices: PriceTriple = { min_price: parsePrice(cells.min_price), mid_price: parsePrice(cells.mid_price), max_price: parsePrice(cells.max_price) };
  const issues = priceIssues(prices);
  const first = PRICE_FIELDS.map((f) => issues[f]).find(Boolean);
  if (first) return first;
  if (prices.min_price === null) return 'prices_price_required';
  return { itemId, governorateId: govId, date, prices: prices as Checked['prices'] };
}

/** A spreadsheet's day number (1900 system) as a date, when it is one of 2000–2099 (a bare number is no date). */
const excelDate = (serial: number) =>
  Number.isInteger(serial) && serial >= 36_526 && serial < 73_051 ? new Date((serial - 25_569) * 86_400_000).toISOString().slice(0, 10) : null;

export async function importPrices(
  deps: PriceEntryDeps,
  lang: Lang,
  staff: Staff,
  file: { name: string; bytes: Buffer; dryRun: boolean },
): Promise<PriceImportReport> {
  const cat = await entryCatalogue(deps.db);
  const itemNames = nameIndex(cat.items.values());
  const govNames = nameIndex(cat.govs);
  const today = todayIso();
  const staged = staging.emptyStage();
  const firstLine = new Map<string, number>();
  const rejected: ImportLine[] = [];
  let rejectedCount = 0;
  const reject = (line: number, reason: string) => {
    rejectedCount++;
    if (rejected.length < IMPORT_REPORT_LINES) rejected.push({ line, reason });
  };
  let from: string | null = null;
  let to: string | null = null;

  const { format, rows } = await readPriceFile(
    file.bytes,
    ({ line, cells }) => {
      const row = checkRow(cat, itemNames, govNames, today, cells);
      if (typeof row === 'string') return reject(line, translate(lang, `validation.${row}`));
      const key = `${row.itemId}:${row.governorateId}:${row.date}`;
      const earlier = firstLine.get(key);
      if (earlier !== undefined) return reject(line, translate(lang, 'validation.prices_import_duplicate', { line: String(earlier) }));
      firstLine.set(key, line);
      staged.line.push(line);
      staged.itemId.push(row.itemId);
      staged.governorateId.push(row.governorateId);
      staged.priceDate.push(row.date);
      staged.minPrice.push(money(row.prices.min_price));
      staged.midPrice.push(money(row.prices.mid_price));
      staged.maxPrice.push(money(row.prices.max_price));
      if (!from || row.date < from) from = row.date;
      if (!to || row.date > to) to = row.date;
    },
    (columns) => new ValidationFailedWithText({ file: [translate(lang, 'validation.prices_import_columns', { columns })] }),
  );

  const report = await deps.db.transaction(async (tx) => {
    const written = await writeStaged(tx, staged, { write: !file.dryRun });
    const out: PriceImportReport = {
      dry_run: file.dryRun,
      file_name: file.name,
      rows,
      accepted: staged.line.length,
      rejected_count: rejectedCount,
      rejected,
      jumps_count: written.jumps.length,
      jumps: written.jumps.slice(0, IMPORT_REPORT_LINES).map((j) => ({ line: j.line, reason: jumpText(lang, j) })),
      ...written.counts,
      from_date: from,
      to_date: to,
    };
    const { before, after } = file.dryRun ? { before: null, after: null } : auditChanges(written.changes, true);
    await recordAudit(tx, staff, {
      area: 'prices',
      action: file.dryRun ? 'price.import_check' : 'price.import',
      entity: 'prices',
      entityId: file.name.slice(0, 80),
      before,
      after: {
        format,
        rows,
        accepted: out.accepted,
        rejected: rejectedCount,
        jumps: out.jumps_count,
        ...written.counts,
        from_date: from,
        to_date: to,
        ...(after ? { changes: after, listed: written.changes.length } : {}),
      },
    });
    const changed = out.inserted + out.updated > 0;
    if (!file.dryRun && changed && staged.priceDate.includes(today)) await deps.queueDay(deps.jobs.join(tx), today);
    return out;
  });
  if (!file.dryRun && report.inserted + report.updated > 0) await invalidatePrices(deps.cache);
  return report;
}
