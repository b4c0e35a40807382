/** The prices' and the comparison's downloads, CSV and XLSX (entitlements `prices.export`, `comparison.export`, checked by the routes). */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import type { ComparisonCsvQuery, ComparisonRow, PriceQuery } from '../../../shared/schemas/prices';
import { todayIso } from '../../../shared/dates';
import { translate } from '../../../shared/i18n/index';
import {
  comparisonCsv,
  comparisonCsvFileName,
  comparisonTable,
  comparisonXlsxFileName,
  PRICES_COLUMN_KINDS,
  pricesCsv,
  pricesCsvFileName,
  pricesTable,
  pricesXlsxFileName,
} from '../../../shared/price-exports';
import { xlsxBuffer, type XlsxKind } from '../../platform/xlsx';
import { compare, comparisonNames } from './comparison';
import { prices } from './reads';

/** A CSV export: its file name and text (UTF-8 with a BOM: src/shared/csv.ts). */
export interface CsvFile {
  fileName: string;
  text: string;
}

/**
 * GET prices_csv (entitlement `prices.export`, checked by the route): the rows GET price answers
 * for the same query, under headers in the request's language.
 */
export async function pricesCsvFile(db: Db, cache: Cache, lang: Lang, q: PriceQuery): Promise<CsvFile> {
  const answer = await prices(db, cache, lang, q);
  const product = answer.products.find((p) => p.id === q.product_id);
  return {
    fileName: pricesCsvFileName(product?.meta_name ?? '', q.to_date || todayIso()),
    text: pricesCsv(answer.prices, (key) => translate(lang, `prices.${key}`)),
  };
}

/** An XLSX export: its file name and bytes (platform/xlsx.ts). */
export interface XlsxFile {
  fileName: string;
  bytes: Buffer;
}

/** GET prices_xlsx (entitlement `prices.export`): the rows and columns of GET prices_csv, as a workbook. */
export async function pricesXlsxFile(db: Db, cache: Cache, lang: Lang, q: PriceQuery): Promise<XlsxFile> {
  const answer = await prices(db, cache, lang, q);
  const product = answer.products.find((p) => p.id === q.product_id);
  const { header, body } = pricesTable(answer.prices, (key) => translate(lang, `prices.${key}`));
  return {
    fileName: pricesXlsxFileName(product?.meta_name ?? '', q.to_date || todayIso()),
    bytes: await xlsxBuffer([{ name: translate(lang, 'exports.sheet_prices'), header, kinds: PRICES_COLUMN_KINDS, rows: body }], {
      rightToLeft: lang === 'ar',
    }),
  };
}

/**
 * GET comparison_csv (entitlement `comparison.export`, checked by the route): the rows POST
 * price_comparison answers for the page's query, a column per item and price, headers in the
 * request's language ("item — governorate — lowest price").
 */
export async function comparisonCsvFile(db: Db, cache: Cache, lang: Lang, q: ComparisonCsvQuery): Promise<CsvFile> {
  const { rows, names, labels } = await comparisonExport(db, cache, lang, q);
  return { fileName: comparisonCsvFileName(q.from_date, q.to_date), text: comparisonCsv(rows, names, labels) };
}

/** GET comparison_xlsx (entitlement `comparison.export`): the table of GET comparison_csv, as a workbook. */
export async function comparisonXlsxFile(db: Db, cache: Cache, lang: Lang, q: ComparisonCsvQuery): Promise<XlsxFile> {
  const { rows, names, labels } = await comparisonExport(db, cache, lang, q);
  const { header, body } = comparisonTable(rows, names, labels);
  const kinds = header.map((_, i): XlsxKind => (i === 0 ? 'date' : 'number'));
  return {
    fileName: comparisonXlsxFileName(q.from_date, q.to_date),
    bytes: await xlsxBuffer([{ name: translate(lang, 'exports.sheet_comparison'), header, kinds, rows: body }], { rightToLeft: lang === 'ar' }),
  };
}

/** The rows POST price_comparison answers for an export's query, the items' "item — governorate" names and the column labels. */
async function comparisonExport(db: Db, cache: Cache, lang: Lang, q: ComparisonCsvQuery) {
  const known = await comparisonNames(db, cache, lang);
  const items = q.items.map((i) => ({ ...i, item_name: known.items[i.item_id]?.name ?? '', gov_name: known.govs[i.gov_id]?.name ?? '' }));
  // Unknown items and governorates answer 422 there, as the comparison does.
  const rows = JSON.parse(await compare(db, cache, lang, { from_date: q.from_date, to_date: q.to_date, items })) as ComparisonRow[];
  return {
    rows,
    names: items.map((i) => translate(lang, 'comparison.item_in_gov', { item: i.item_name, gov: i.gov_name })),
    labels: {
      date: translate(lang, 'comparison.date'),
      min: translate(lang, 'comparison.min'),
      max: translate(lang, 'comparison.max'),
      mid: translate(lang, 'comparison.mid'),
    },
  };
}
