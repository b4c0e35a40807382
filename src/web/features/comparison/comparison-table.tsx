/**
 * The comparison table: a row per date (ascending, as the chart reads), and per item its lowest,
 * highest and average price. Long periods scroll inside the box, under a header that stays.
 */
import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import type { ComparisonRow } from '../../../shared/schemas/prices';
import { formatDate, formatPrice } from '../../../shared/format';
import { cx } from '../../ui/kit/cx';
import { CELL_KEYS } from './comparison-state';
import s from './comparison.module.css';

interface Props {
  rows: readonly ComparisonRow[];
  names: readonly string[];
  lang: Lang;
}

const PRICE_KEYS = ['min', 'max', 'mid'] as const;

export function ComparisonTable({ rows, names, lang }: Props) {
  const { t } = useTranslation();
  const keys = CELL_KEYS.slice(0, names.length);
  // The second header row sits under the first (comparison.module.css: its offset is the first row's height).
  return (
    <div className={s.tableBox} tabIndex={0} role="region" aria-labelledby="comparison-table-caption">
      <table className={s.table} aria-labelledby="comparison-table-caption">
        <caption id="comparison-table-caption" className={s.caption}>
          {t('comparison.table')}
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={s.dateHead}>
              {t('comparison.date')}
            </th>
            {names.map((name, i) => (
              <th key={i} scope="colgroup" colSpan={3} data-item={i + 1} className={cx(s.itemHead, s.groupStart)}>
                {name}
              </th>
            ))}
          </tr>
          <tr>
            {names.flatMap((_, i) =>
              PRICE_KEYS.map((k, j) => (
                <th key={`${i}-${k}`} scope="col" className={cx(s.priceHead, j === 0 && s.groupStart)}>
                  {t(`comparison.${k}`)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.date} data-date={r.date}>
              <th scope="row">
                <time dateTime={r.date}>{formatDate(r.date, lang)}</time>
              </th>
              {keys.flatMap((key, i) =>
                PRICE_KEYS.map((k, j) => (
                  <td key={`${i}-${k}`} data-item={i + 1} data-price={k} className={cx(k === 'mid' && s.mid, j === 0 && s.groupStart)}>
                    {formatPrice(r[key]?.[k], lang)}
                  </td>
                )),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
