import { useEffect, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../../shared/envelope';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { PlainIcon } from '../plain-icon';
import { announceCountry, COUNTRY_SLUGS, onCountryChange, savePref, switchLanguage } from '../prefs';
// The looks first: the header's rules follow them in the stylesheet (decision 015).
import '../looks.module.css';
import styles from './header.module.css';

/*
 * The preference controls are plain elements: their styles are those of header.module.css (the
 * header's root and the drawer's paper carry its classes) and ../looks.module.css.
 */

export function LanguageSwitch({ lang, fullWidth }: { lang: Lang; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className="hb hb-small"
      onClick={() => switchLanguage(lang)}
      title={t('prefs.switch_language_label')}
      style={fullWidth ? { width: '100%', justifyContent: 'flex-start' } : undefined}
    >
      <span className="hb-start">
        <PlainIcon name="translate" />
      </span>
      <span lang={other}>{t('prefs.switch_language')}</span>
    </button>
  );
}

const SCHEME_ATTR = 'data-mui-color-scheme';

/** Both icons are rendered; CSS shows the right one, so server and client agree. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const toggle = () => {
    const next = document.documentElement.getAttribute(SCHEME_ATTR) === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute(SCHEME_ATTR, next);
    // Read before first paint by root.tsx's COLOR_SCHEME_SCRIPT (and the back office's MUI theme).
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Private mode: the cookie below still keeps it.
    }
    savePref('theme', next);
  };
  return (
    <button type="button" className="hib" onClick={toggle} aria-label={t('prefs.toggle_theme')} title={t('prefs.toggle_theme')}>
      <PlainIcon name="darkModeOutlined" className={styles.iconDarkMode} />
      <PlainIcon name="lightModeOutlined" className={styles.iconLightMode} />
    </button>
  );
}

export function CountrySelect({
  countries,
  value,
  id,
  onDark,
}: {
  countries: DefaultWebsiteData['countries'] | undefined;
  value: string;
  id: string;
  onDark?: boolean;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [country, setCountry] = useState(value);
  useEffect(() => onCountryChange(setCountry), []);
  const options = countries?.length
    ? countries.map((c) => ({ slug: c.slug, name: c.name }))
    : COUNTRY_SLUGS.map((slug) => ({ slug, name: t(`countries.${slug}`) }));
  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    setCountry(e.target.value);
    savePref('country', e.target.value);
    announceCountry(e.target.value);
    void revalidator.revalidate();
  };
  return (
    <div className={onDark ? styles.countrySelect : `${styles.countrySelect} ${styles.onPaper}`}>
      <PlainIcon name="public" />
      <select value={country} onChange={onChange} id={id} aria-label={t('prefs.country')}>
        {options.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
