/**
 * A price page keeps what it shows for the offline page (snapshot.ts): `useRememberPrices` puts
 * the page's tables into the Cache Storage after it renders (when the browser is idle), once per
 * set of rows. Nothing happens where the Cache Storage is missing (an insecure origin, a private
 * window that refuses it).
 */
import { useEffect, useRef } from 'react';
import type { Lang } from '../../shared/envelope';
import type { Home } from '../../shared/schemas/home';
import type { PriceRow } from '../../shared/schemas/prices';
import type { TFunction } from '../i18n/translator';
import { currencyLabel, formatDate, formatPrice } from '../../shared/format';
import { ROWS_KEPT, saveSnapshot, type PriceTableSnapshot } from './snapshot';

const newest = (dates: string[]) => dates.reduce<string | null>((a, b) => (a && a > b ? a : b), null);

/** The home's tables (item, top, under and normal price) with the date of the home's prices. */
export function homeTables(tables: Home['prices_tables'], priceDate: string | null, lang: Lang, t: TFunction): PriceTableSnapshot[] {
  const columns = [t('home.item'), t('home.top_price'), t('home.under_price'), `${t('home.normal_price')} (${currencyLabel(lang)})`];
  return tables
    .filter((table) => table.product_prices.length > 0)
    .map((table) => ({
      title: table.product_name,
      date: priceDate,
      dateLabel: formatDate(priceDate, lang),
      columns,
      rows: table.product_prices
        .slice(0, ROWS_KEPT)
        .map((p) => [p.title, formatPrice(p.max_price, lang), formatPrice(p.min_price, lang), formatPrice(p.mid_price, lang)]),
    }));
}

/** A prices page's rows: item (unit), producer, governorate, date and today's average, dated by the newest row. */
export function priceRowsTable(title: string, rows: readonly PriceRow[], lang: Lang, t: TFunction): PriceTableSnapshot[] {
  if (rows.length === 0) return [];
  const date = newest(rows.map((r) => r.price_date));
  return [
    {
      title,
      date,
      dateLabel: formatDate(date, lang),
      columns: [t('prices.item'), t('prices.producer'), t('prices.governorate'), t('prices.date'), t('prices.today_average')],
      rows: rows
        .slice(0, ROWS_KEPT)
        .map((r) => [
          r.unit ? `${r.item_name} (${r.unit})` : r.item_name,
          r.producer_name,
          r.gov_name,
          formatDate(r.price_date, lang),
          formatPrice(r.mid_price, lang),
        ]),
    },
  ];
}

/**
 * Keeps `tables()` as this page's last prices whenever `rows` (the loader's data they come from)
 * changes. `tables` is called then, after the render, not on every render.
 */
export function useRememberPrices(lang: Lang, rows: unknown, tables: () => PriceTableSnapshot[]): void {
  const latest = useRef(tables);
  latest.current = tables;
  useEffect(() => {
    if (typeof caches === 'undefined') return;
    const save = () => {
      const made = latest.current();
      if (!made.length) return;
      const page = `${location.pathname}${location.search}`;
      void saveSnapshot(caches, { page, lang, savedAt: new Date().toISOString(), tables: made }).catch(() => {});
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(save);
    return () => cancel(id);
  }, [lang, rows]);
}
