/**
 * The Excel exports (issue 20) and the analysis CSV: GET prices_xlsx, comparison_xlsx,
 * price_analysis_xlsx and price_analysis_csv need a session (401) and their entitlement (402);
 * each workbook is opened as a spreadsheet program would (tests/helpers/workbook.ts): headers in the
 * request's language (bold, frozen row),
 * numbers as numbers, the rows of the matching JSON answer, right to left in Arabic only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createExportCatalogue } from '../helpers/price-exports';
import { openWorkbook, type OpenedSheet } from '../helpers/workbook';
import { sessionCookie } from '../helpers/session';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { addDays, todayIso } from '../../src/shared/dates';
import { translate } from '../../src/shared/i18n/index';
import { ANALYSIS_SERIES_COLUMNS, analysisExportUrl, PRICES_CSV_COLUMNS } from '../../src/shared/price-exports';
import type { Prices } from '../../src/shared/schemas/prices';
import type { Analysis } from '../../src/shared/schemas/analysis';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let t: TestApp;
let today: string;
const ids: Record<string, number> = {};
const cookies: Record<'none' | 'exporter' | 'analyst', string> = { none: '', exporter: '', analyst: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  today = todayIso();
  Object.assign(ids, await createExportCatalogue(db, today));

  cookies.none = await sessionCookie(t, (await f.createUser(db, { username: 'no_package' })).id);
  const exporter = await f.createUserWithSubscription(db, {
    user: { username: 'exporter' },
    pkg: { tier: 'gold', entitlements: ['prices.export', 'comparison.export'] },
  });
  cookies.exporter = await sessionCookie(t, exporter.user.id);
  const analyst = await f.createUserWithSubscription(db, { user: { username: 'analyst' }, pkg: { tier: 'gold', entitlements: ['analysis'] } });
  cookies.analyst = await sessionCookie(t, analyst.user.id);
});
afterAll(() => t?.close());

const get = (lang: 'ar' | 'en', path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${lang}/front/${path}`, headers: { 'x-access-key': WEB_ACCESS_KEY, ...(cookie ? { cookie } : {}) } });

async function workbook(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return openWorkbook(res.rawPayload);
}

function checkLayout(ws: OpenedSheet, lang: 'ar' | 'en') {
  expect(ws).toMatchObject({ frozenRows: 1, rightToLeft: lang === 'ar', headerBold: true });
}

const analysisQuery = () => `meta_name=cement&item_id=${ids.a}&from_date=${addDays(today, -2)}&to_date=${today}`;

describe.each([
  ['prices_xlsx', () => `product_id=${ids.cement}`, 'exporter'],
  ['comparison_xlsx', () => `from_date=${addDays(today, -2)}&to_date=${today}&items=${ids.a}:${ids.cairo}`, 'exporter'],
  ['price_analysis_xlsx', analysisQuery, 'analyst'],
  ['price_analysis_csv', analysisQuery, 'analyst'],
] as const)('GET %s: who may', (call, query, holder) => {
  it('answers a visitor 401 in the envelope', async () => {
    const res = await get('ar', `${call}?${query()}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ check: false, data: null });
  });

  it('answers 402 without the entitlement (none, or another package)', async () => {
    const other = holder === 'analyst' ? cookies.exporter : cookies.analyst;
    for (const cookie of [cookies.none, other]) {
      const res = await get('en', `${call}?${query()}`, cookie);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ check: false, msg: translate('en', 'api.subscribe_first'), data: null });
    }
  });
});

describe('GET prices_xlsx', () => {
  it('holds the rows and columns of prices_csv, numbers as numbers, right to left in Arabic only', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const query = `product_id=${ids.cement}&from_date=${addDays(today, -2)}&to_date=${today}`;
      const json = (await t.api<Prices>(lang, `price?${query}`)).body.data;
      const res = await get(lang, `prices_xlsx?${query}`, cookies.exporter);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="cement-${today}.xlsx"; filename*=UTF-8''cement-${today}.xlsx`);
      const book = await workbook(res);
      expect(book).toHaveLength(1);
      const ws = book[0]!;
      expect(ws.name).toBe(translate(lang, 'exports.sheet_prices'));
      checkLayout(ws, lang);
      const [header, ...rows] = ws.rows;
      expect(header).toEqual(PRICES_CSV_COLUMNS.map((c) => translate(lang, `prices.${c}`)));
      expect(rows).toHaveLength(json.prices.length);
      expect(rows).toHaveLength(5);
      const first = json.prices[0]!;
      expect(rows[0]!.slice(0, 9)).toEqual([
        first.product_type_name,
        first.producer_name,
        first.item_name,
        first.gov_name,
        first.price_date,
        first.unit,
        Number(first.min_price),
        Number(first.max_price),
        Number(first.mid_price),
      ]);
    }
  });
});

describe('GET comparison_xlsx', () => {
  it('holds the comparison table, a column per item and price, headers in the language', async () => {
    const query = `from_date=${addDays(today, -2)}&to_date=${today}&items=${ids.a}:${ids.cairo},${ids.b}:${ids.cairo}`;
    for (const lang of ['ar', 'en'] as const) {
      const res = await get(lang, `comparison_xlsx?${query}`, cookies.exporter);
      expect(res.headers['content-disposition']).toContain(`filename="binaa-comparison-${addDays(today, -2)}-${today}.xlsx"`);
      const ws = (await workbook(res))[0]!;
      checkLayout(ws, lang);
      const [header, ...rows] = ws.rows;
      const item = lang === 'ar' ? 'أسمنت رمادي — القاهرة' : 'Grey 42.5 — Cairo';
      expect(header!.slice(0, 2)).toEqual([translate(lang, 'comparison.date'), `${item} — ${translate(lang, 'comparison.min')}`]);
      expect(header).toHaveLength(7);
      expect(rows).toEqual([
        [addDays(today, -2), 95, 105, 100],
        [addDays(today, -1), 105, 115, 110, 195, 205, 200],
        [today, 100, 110, 105, 215, 225, 220],
      ]);
    }
  });
});

describe('GET price_analysis_xlsx and price_analysis_csv', () => {
  it('holds the series, the spread, the producers and the index, a sheet each', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const json = (await t.api<Analysis>(lang, `price_analysis?${analysisQuery()}`, { headers: { cookie: cookies.analyst } })).body.data;
      expect(json.range.limited).toBe(false);
      const res = await get(lang, `price_analysis_xlsx?${analysisQuery()}`, cookies.analyst);
      expect(res.headers['content-disposition']).toContain(`filename="cement-analysis-${ids.a}-${addDays(today, -2)}-${today}.xlsx"`);
      const book = await workbook(res);
      expect(book.map((w) => w.name)).toEqual(
        (['sheet_series', 'sheet_spread', 'sheet_producers', 'sheet_index'] as const).map((k) => translate(lang, `exports.${k}`)),
      );
      for (const ws of book) checkLayout(ws, lang);
      const [header, ...rows] = book[0]!.rows;
      expect(header).toEqual(ANALYSIS_SERIES_COLUMNS.map((c) => translate(lang, `exports.${c}`)));
      expect(rows).toHaveLength(json.series.length);
      expect(rows).toHaveLength(3);
      // National on the last day: min 100, max 305, mid (105 + 300) / 2 = 202.5; no moving average yet.
      expect(rows.at(-1)).toEqual([today, 100, 305, 202.5]);
      const spread = book[1]!.rows.slice(1);
      expect(spread).toEqual([
        [lang === 'ar' ? 'الجيزة' : 'Giza', 295, 305, 300],
        [lang === 'ar' ? 'القاهرة' : 'Cairo', 100, 110, 105],
      ]);
      expect(book[2]!.rows.slice(1)).toHaveLength(json.producers.length);
      const index = book[3]!.rows;
      expect(index[0]![1]).toBe(translate(lang, 'exports.index', { date: json.index.base_date ?? '' }));
      expect(index.slice(1).map((r) => r[1])).toEqual(json.index.points.map((p) => p.value));
    }
  });

  it('answers the series as CSV, headers in the language', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const res = await get(lang, `price_analysis_csv?${analysisQuery()}`, cookies.analyst);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(`filename="cement-analysis-${ids.a}-${addDays(today, -2)}-${today}.csv"`);
      const lines = res.body.slice(1, -2).split('\r\n');
      expect(lines[0]).toBe(ANALYSIS_SERIES_COLUMNS.map((c) => translate(lang, `exports.${c}`)).join(','));
      expect(lines.slice(1)).toEqual([
        `${addDays(today, -2)},95.00,105.00,100.00,,`,
        `${addDays(today, -1)},105.00,115.00,110.00,,`,
        `${today},100.00,305.00,202.50,,`,
      ]);
    }
  });

  it("is reached by the web's URL builder with the page's query", async () => {
    const query = { meta_name: 'cement', item_id: ids.a, gov_id: undefined, from_date: addDays(today, -2), to_date: today };
    for (const format of ['csv', 'xlsx'] as const) {
      const url = analysisExportUrl('en', format, query);
      expect(url).toBe(`/api/v1/en/front/price_analysis_${format}?meta_name=cement&item_id=${ids.a}&from_date=${addDays(today, -2)}&to_date=${today}`);
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-access-key': WEB_ACCESS_KEY, cookie: cookies.analyst } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`.${format}"`);
    }
  });

  it('keeps the errors of price_analysis: 404 unknown product, 422 bad dates', async () => {
    expect((await get('en', 'price_analysis_xlsx?meta_name=nothing', cookies.analyst)).statusCode).toBe(404);
    const bad = await get('en', `price_analysis_csv?meta_name=cement&from_date=${today}&to_date=${addDays(today, -1)}`, cookies.analyst);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ check: false, data: { to_date: [expect.any(String)] } });
  });
});
