/**
 * Prices grouped by product type (SPEC sections 2 and 3): producer, item, governorate, date,
 * lowest, highest, today's and yesterday's average, and the change with its direction and
 * percentage. One table per group inside a horizontal scroller; on phones the item column stays
 * put (sticky at the reading start, so also in RTL) while the figures scroll.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import type { PriceRow } from '../../../shared/schemas/prices';
import { formatDate, formatPercent, formatPrice } from '../../../shared/format';
import { Button } from '../../ui/kit/button';
import { Paper } from '../../ui/kit/layout';
import { PlainIcon, TREND_ICONS } from '../../ui/plain-icon';
import looks from '../../ui/looks.module.css';
import { groupByType } from './group-by-type';
import styles from './price-results.module.css';

/** The table's columns: dictionary key under `prices.` and the cells' class. */
const COLUMNS = [
  ['item', 'item'],
  ['producer', undefined],
  ['governorate', undefined],
  ['date', undefined],
  ['lowest', 'num'],
  ['highest', 'num'],
  ['today_average', 'num'],
  ['yesterday_average', 'num'],
  ['change', 'num'],
] as const;

/** Rows shown per group before "show more" (a long date range can return thousands). */
const PAGE = 60;

function ChangeCell({ row, lang }: { row: PriceRow; lang: Lang }) {
  const { t } = useTranslation();
  const value = Number.parseFloat(row.change);
  const signed = Number.isFinite(value) ? `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatPrice(Math.abs(value), lang)}` : '—';
  return (
    <td className={`${styles.num} ${styles[row.status]}`}>
      <span className={styles.changeInner}>
        <PlainIcon name={TREND_ICONS[row.status]} small mirrored />
        <span className={styles.visuallyHidden}>{t(`prices.status_${row.status}`)}</span>
        <span dir="ltr">{signed}</span>
        <span dir="ltr" className={styles.changePercent}>
          ({formatPercent(row.change_percentage, lang)})
        </span>
      </span>
    </td>
  );
}

function TypeGroup({ name, rows, lang, index }: { name: string; rows: PriceRow[]; lang: Lang; index: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  const headingId = `price-group-${index}`;
  return (
    <Paper component="section" aria-labelledby={headingId} className={styles.group}>
      <div className={styles.groupHead}>
        <h2 id={headingId} className={styles.groupTitle}>
          {name}
        </h2>
        <p className={styles.secondary}>{t('prices.results_count', { count: rows.length })}</p>
      </div>
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={headingId}>
        <table aria-labelledby={headingId} className={`${styles.table} ${looks.looks}`}>
          <thead>
            <tr>
              {COLUMNS.map(([key, className]) => (
                <th key={key} scope="col" className={className && styles[className]}>
                  {t(`prices.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((r) => (
              <tr key={`${r.item_id}-${r.gov_id}-${r.price_date}`}>
                <th scope="row" className={styles.item}>
                  {r.item_name}
                  {r.unit && <span className={styles.unit}>{r.unit}</span>}
                </th>
                <td>{r.producer_name}</td>
                <td>{r.gov_name}</td>
                <td>
                  <time dateTime={r.price_date}>{formatDate(r.price_date, lang)}</time>
                </td>
                <td className={styles.num}>{formatPrice(r.min_price, lang)}</td>
                <td className={styles.num}>{formatPrice(r.max_price, lang)}</td>
                <td className={`${styles.num} ${styles.accent}`}>{formatPrice(r.mid_price, lang)}</td>
                <td className={styles.num}>{r.mid_price_yesterday ? formatPrice(r.mid_price_yesterday, lang) : '—'}</td>
                <ChangeCell row={r} lang={lang} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown && (
        <div className={styles.more}>
          <p className={styles.secondary}>{t('prices.shown_of', { shown, total: rows.length })}</p>
          <Button size="small" onClick={() => setShown((n) => n + PAGE * 4)}>
            {t('prices.show_more')}
          </Button>
        </div>
      )}
    </Paper>
  );
}

export function PriceResults({ rows, lang, empty }: { rows: readonly PriceRow[]; lang: Lang; empty: string }) {
  if (rows.length === 0) {
    return (
      <Paper className={styles.empty}>
        <p role="status" className={styles.emptyText}>
          {empty}
        </p>
      </Paper>
    );
  }
  return (
    <div className={styles.groups}>
      {groupByType(rows).map((g, i) => (
        <TypeGroup key={g.name} name={g.name} rows={g.rows} lang={lang} index={i} />
      ))}
    </div>
  );
}
