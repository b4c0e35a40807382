/**
 * The price analysis page's state (issue 20) is its query string — `?item_id&gov_id&period` or
 * `?item_id&gov_id&from_date&to_date` — so a view is a shareable link and the server renders it.
 * Pure functions: read the URL leniently (a bad value is dropped, not an error page), write it
 * back in one order, and turn it into GET price_analysis's query.
 */
import { ANALYSIS_PERIODS } from '../../../shared/constants';
import type { AnalysisChange, AnalysisPeriod, AnalysisQuery } from '../../../shared/schemas/analysis';
import { isIsoDate } from '../../../shared/dates';

export interface AnalysisSearch {
  item_id?: number;
  gov_id?: number;
  period?: AnalysisPeriod;
  from_date?: string;
  to_date?: string;
}

/** The period a reader without the `analysis` entitlement may choose (the API gives them the last 30 days whatever they ask). */
export const FREE_PERIOD: AnalysisPeriod = '1M';

const id = (v: string | null): number | undefined => {
  if (!v || !/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
};

/** The page's state from its URL; custom dates (both, in order) take the place of a period. */
export function parseAnalysisSearch(params: URLSearchParams): AnalysisSearch {
  const out: AnalysisSearch = {};
  const item = id(params.get('item_id'));
  const gov = id(params.get('gov_id'));
  if (item) out.item_id = item;
  if (gov) out.gov_id = gov;
  const from = params.get('from_date') ?? '';
  const to = params.get('to_date') ?? '';
  if (isIsoDate(from) && isIsoDate(to) && from <= to) {
    out.from_date = from;
    out.to_date = to;
    return out;
  }
  const period = params.get('period');
  if (period && (ANALYSIS_PERIODS as readonly string[]).includes(period)) out.period = period as AnalysisPeriod;
  return out;
}

/** The query string of a state (`?…`, or '' for the defaults), always in the same order. */
export function analysisSearch(s: AnalysisSearch): string {
  const parts: string[] = [];
  if (s.item_id) parts.push(`item_id=${s.item_id}`);
  if (s.gov_id) parts.push(`gov_id=${s.gov_id}`);
  if (s.from_date && s.to_date) parts.push(`from_date=${s.from_date}`, `to_date=${s.to_date}`);
  else if (s.period) parts.push(`period=${s.period}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** GET price_analysis's query (also the exports'): the product, the state and the country. */
export type AnalysisApiQuery = Partial<AnalysisQuery> & { meta_name: string };

export function analysisQuery(metaName: string, s: AnalysisSearch, country?: string): AnalysisApiQuery {
  return { meta_name: metaName, item_id: s.item_id, gov_id: s.gov_id, period: s.period, from_date: s.from_date, to_date: s.to_date, country };
}

/** Whether a preset needs the `analysis` entitlement (everything beyond the free month). */
export const presetLocked = (period: AnalysisPeriod, entitled: boolean): boolean => !entitled && period !== FREE_PERIOD;

/** Which way a change went (the colour and the arrow); null without a comparable day. */
export function changeDirection(change: AnalysisChange): 'up' | 'down' | 'flat' | null {
  if (!change) return null;
  return change.change > 0 ? 'up' : change.change < 0 ? 'down' : 'flat';
}

/** A cell of copied text: tabs and line breaks would split it, so they become spaces. */
const cell = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v).replace(/[\t\r\n]+/g, ' '));

/** A table as tab-separated text (a header line, then a line per row): what a spreadsheet pastes as cells. */
export function tabSeparated(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((r) => r.map(cell).join('\t')).join('\n');
}

/** A chart picture's file name: `binaa-cement-price-2026-11-26.png`. */
export const chartFileName = (metaName: string, chart: string, date: string) => `binaa-${metaName}-${chart}-${date}.png`;
