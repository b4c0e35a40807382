/**
 * The figures at the top of the analysis: the latest average (mid) price and its change over a
 * day, a week, a month and a year — up in red with an arrow up, down in green with an arrow
 * down (as the price tables colour them), the percentage beside, and the day compared with.
 */
import type { Lang } from '../../../shared/envelope';
import type { Analysis } from '../../../shared/schemas/analysis';
import { currencyLabel, formatDate, formatPercent, formatPrice } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui/kit/icon';
import { iconArrowDownward, iconArrowUpward, iconRemove } from '../../ui/kit/icons';
import { changeDirection } from './analysis-state';
import styles from './analysis.module.css';

const SPANS = ['day', 'week', 'month', 'year'] as const;

export function Figures({ data, lang }: { data: Analysis; lang: Lang }) {
  const { t } = useTranslation();
  const latest = data.series.at(-1);
  return (
    <dl className={styles.figures} aria-label={t('analysis.figures')}>
      <div className={`${styles.figure} ${styles.latest}`}>
        <dt>{t('analysis.latest')}</dt>
        <dd>
          <span className={styles.figureValue} data-figure="latest">
            {latest ? formatPrice(latest.mid, lang) : '—'}
          </span>{' '}
          <span className={styles.unit}>{currencyLabel(lang)}</span>
          {latest && (
            <span className={styles.since}>
              <time dateTime={latest.date}>{formatDate(latest.date, lang)}</time>
            </span>
          )}
        </dd>
      </div>
      {SPANS.map((span) => {
        const change = data.changes[span];
        const dir = changeDirection(change);
        const icon = dir === 'up' ? iconArrowUpward : dir === 'down' ? iconArrowDownward : iconRemove;
        return (
          <div key={span} className={styles.figure} data-change={span} data-direction={dir ?? 'none'}>
            <dt>{t(`analysis.change_${span}`)}</dt>
            <dd>
              {change && dir ? (
                <>
                  <span className={`${styles.change} ${styles[dir]}`}>
                    <Icon path={icon} size="small" />
                    <span className={styles.visuallyHidden}>{t(`analysis.direction_${dir}`)}</span>
                    <span dir="ltr">{formatPrice(Math.abs(change.change), lang)}</span>
                    <span className={styles.percent}>({formatPercent(change.percentage, lang)})</span>
                  </span>
                  <span className={styles.since}>{t('analysis.since', { date: formatDate(change.from_date, lang) })}</span>
                </>
              ) : (
                <span className={styles.since}>{t('analysis.no_change')}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
