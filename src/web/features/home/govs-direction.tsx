import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import type { Home } from '../../../shared/schemas/home';
import { formatPercent } from '../../../shared/format';
import { PlainIcon, TREND_ICONS } from '../../ui/plain-icon';
import looks from '../../ui/looks.module.css';
import styles from './govs-direction.module.css';

/** Each governorate with its price direction (up, normal, down) and a percentage. */
export function GovsDirection({ govs, lang }: { govs: Home['govs_direction']; lang: Lang }) {
  const { t } = useTranslation();
  const label = { up: t('home.status_up'), normal: t('home.status_normal'), down: t('home.status_down') };
  return (
    <section aria-labelledby="govs-title" className={`${styles.root} ${looks.looks}`}>
      <h2 id="govs-title" className={styles.title}>
        {t('home.govs_title')}
      </h2>
      {govs.length === 0 ? (
        <p className={styles.empty}>{t('home.no_govs')}</p>
      ) : (
        <ul className={styles.grid}>
          {govs.map((g) => (
            <li key={g.gov_id}>
              <PlainIcon name={TREND_ICONS[g.status]} mirrored className={styles[g.status]} />
              <div className={styles.gov}>
                <p className={styles.name}>{g.gov}</p>
                <span className={`${styles.status} ${styles[g.status]}`}>
                  {label[g.status]} {g.status !== 'normal' && <span dir="ltr">{formatPercent(g.percentage, lang)}</span>}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
