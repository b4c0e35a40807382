import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
// The looks first: the header's rules follow them in the stylesheet (decision 015).
import '../looks.module.css';
import styles from './header.module.css';

/** The mark: a stylised building block over a cement-amber base. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="44" height="44" rx="10" fill="#12365f" />
      <path d="M12 34V18l12-7 12 7v16" fill="none" stroke="#ffffff" strokeWidth="3.5" strokeLinejoin="round" />
      <rect x="19" y="22" width="10" height="12" rx="1.5" fill="#f6b24a" />
      <rect x="9" y="35" width="30" height="4" rx="2" fill="#f6b24a" />
    </svg>
  );
}

/**
 * The brand link home: plain elements styled by the header's module (header.module.css). Its name
 * starts with the visible brand ("Binaa — Home"), so a reader who says what they see can use it
 * (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function Logo({ onDark }: { onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <RouterLink to="/" aria-label={`${t('app.name')} — ${t('nav.home')}`} className={onDark ? `${styles.logo} ${styles.onDark}` : styles.logo}>
      <LogoMark />
      <span className={styles.logoName}>{t('app.name')}</span>
    </RouterLink>
  );
}
