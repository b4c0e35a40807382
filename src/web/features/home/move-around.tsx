import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { PlainIcon } from '../../ui/plain-icon';
import { announceCountry, onCountryChange, savePref } from '../../ui/prefs';
import looks from '../../ui/looks.module.css';
import styles from './move-around.module.css';

/** The Gulf entries of the country list, as the "Move Around Services" carousel names them. */
const GULF = ['saudi', 'emirate', 'oman', 'qatar', 'kuwait'] as const;

/**
 * Move Around Services: choosing a country switches the visitor's country (the same preference
 * as the header's selector) and reloads the home data for it.
 */
export function MoveAround({ country }: { country: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState(country);
  useEffect(() => onCountryChange(setCurrent), []);
  const choose = (slug: string) => {
    setCurrent(slug);
    savePref('country', slug);
    announceCountry(slug);
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby="move-around-title" className={`${styles.root} ${looks.looks}`}>
      <h2 id="move-around-title" className={styles.title}>
        {t('home.move_around_title')}
      </h2>
      <p className={styles.intro}>{t('home.move_around_intro')}</p>
      <ul className={styles.list}>
        {GULF.map((slug) => (
          <li key={slug}>
            <button type="button" className={styles.country} onClick={() => choose(slug)} aria-pressed={current === slug}>
              <PlainIcon name="public" />
              {t(`countries.${slug}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
