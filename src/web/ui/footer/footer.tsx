import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { LogoMark } from '../header/logo';
import { newsSlug, paths } from '../../../shared/paths';
import { SocialLinks } from '../header/social-links';
import { PlainIcon } from '../plain-icon';
import looks from '../looks.module.css';
import styles from './footer.module.css';

/** Footer: brand, contact information, links and the contact form (passed in by the app). */
export function Footer({ site, contactForm }: { site: DefaultWebsiteData | null; contactForm: ReactNode }) {
  const { t, i18n } = useTranslation();
  const info = site?.contact_info;
  const contacts = [
    { key: 'phone' as const, value: info?.phone, href: info?.phone ? `tel:${info.phone.replace(/\s+/g, '')}` : '', icon: 'phoneOutlined' as const },
    {
      key: 'whatsapp' as const,
      value: info?.whatsapp,
      href: info?.whatsapp ? `https://wa.me/${info.whatsapp.replace(/[^\d]/g, '')}` : '',
      icon: 'whatsApp' as const,
    },
    { key: 'email' as const, value: info?.email, href: info?.email ? `mailto:${info.email}` : '', icon: 'emailOutlined' as const },
  ].filter((c) => c.value);
  const links = [
    { to: paths.about(), label: t('nav.about') },
    { to: paths.disclaimer(), label: t('nav.disclaimer') },
    { to: paths.contact(), label: t('nav.contact') },
    { to: paths.news(0, 1, newsSlug(0, i18n.language)), label: t('nav.news') },
    { to: paths.jobs(), label: t('nav.jobs') },
    { to: paths.deals(), label: t('nav.deals') },
    { to: paths.faq(), label: t('pages.faq') },
    { to: paths.privacyPolicy(), label: t('pages.privacy_policy') },
    { to: paths.returnPolicy(), label: t('pages.return_policy') },
    { to: paths.terms(), label: t('pages.terms') },
  ];
  return (
    <footer className={`${styles.root} ${looks.looks}`}>
      <div className={styles.container}>
        <div className={styles.grid}>
          <div className={styles.column}>
            <div className={styles.brand}>
              <LogoMark />
              <p className={styles.name}>{t('app.name')}</p>
            </div>
            <p className={styles.tagline}>{t('app.tagline')}</p>
            <h2 className={styles.heading}>{t('footer.contact_info')}</h2>
            <ul className={styles.list}>
              {contacts.map(({ key, value, href, icon }) => (
                <li key={key} className={styles.contact}>
                  <PlainIcon name={icon} small />
                  <span className={styles.visuallyHidden}>{t(`footer.${key}`)}:</span>
                  <a href={href} dir="ltr" target={key === 'whatsapp' ? '_blank' : undefined} rel={key === 'whatsapp' ? 'noopener noreferrer' : undefined}>
                    {value}
                  </a>
                </li>
              ))}
            </ul>
            <SocialLinks info={info} />
          </div>
          <nav aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className={`${styles.heading} ${styles.linksHeading}`}>
              {t('footer.links')}
            </h2>
            <ul className={styles.list}>
              {links.map((l) => (
                <li key={l.to}>
                  <RouterLink to={l.to}>{l.label}</RouterLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.form}>{contactForm}</div>
        </div>
        <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
