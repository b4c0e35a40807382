import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { visuallyHidden } from '../a11y';
import { xlContainerCss } from '../plain-mui';
import { LogoMark } from '../header/logo';
import { newsSlug, paths } from '../../../shared/paths';
import { SocialLinks } from '../header/social-links';
import { PlainIcon, plainIconCss } from '../plain-icon';
import { SxOnce, type SectionStyle } from '../sx-once';

/**
 * The footer is on every page: plain elements under this one style (its MUI Stacks, Typography
 * and Links cost Emotion work for each on every server render and hydration).
 */
const footerSx: SectionStyle = (theme) => ({
  mt: 6,
  bgcolor: 'primary.dark',
  color: '#e8eef5',
  '[data-mui-color-scheme="dark"] &': { bgcolor: '#0a121c' },
  ...plainIconCss,
  '& a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '& p, & h2': { m: 0 },
  '& .footer-container': { ...xlContainerCss(theme), py: 5 },
  '& .footer-grid': { display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1.4fr' } },
  '& .footer-column': { display: 'flex', flexDirection: 'column', gap: 2 },
  '& .footer-brand': { display: 'flex', alignItems: 'center', gap: 1 },
  '& .footer-name': { ...theme.typography.body1, fontWeight: 800, fontSize: '1.3rem' },
  '& .footer-tagline': { ...theme.typography.body2, opacity: 0.85 },
  '& .footer-heading': { ...theme.typography.subtitle1, fontWeight: 700 },
  '& .footer-links-heading': { mb: 1.5 },
  '& .footer-list': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 },
  '& .footer-contact': { display: 'flex', alignItems: 'center', gap: 1 },
  '& .visually-hidden': visuallyHidden,
  '& .footer-form': { bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: { xs: 2, sm: 3 }, '& a': { color: 'primary.main' } },
  '& .footer-rights': { ...theme.typography.body2, mt: 4, pt: 2, borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', opacity: 0.8, textAlign: 'center' },
});

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
    { to: paths.news(0, 1, newsSlug(0, i18n.language === 'en' ? 'en' : 'ar')), label: t('nav.news') },
    { to: paths.jobs(), label: t('nav.jobs') },
    { to: paths.deals(), label: t('nav.deals') },
    { to: paths.faq(), label: t('pages.faq') },
    { to: paths.privacyPolicy(), label: t('pages.privacy_policy') },
    { to: paths.returnPolicy(), label: t('pages.return_policy') },
    { to: paths.terms(), label: t('pages.terms') },
  ];
  return (
    <SxOnce component="footer" sx={footerSx}>
      <div className="footer-container">
        <div className="footer-grid">
          <div className="footer-column">
            <div className="footer-brand">
              <LogoMark />
              <p className="footer-name">{t('app.name')}</p>
            </div>
            <p className="footer-tagline">{t('app.tagline')}</p>
            <h2 className="footer-heading">{t('footer.contact_info')}</h2>
            <ul className="footer-list">
              {contacts.map(({ key, value, href, icon }) => (
                <li key={key} className="footer-contact">
                  <PlainIcon name={icon} small />
                  <span className="visually-hidden">{t(`footer.${key}`)}:</span>
                  <a href={href} dir="ltr" target={key === 'whatsapp' ? '_blank' : undefined} rel={key === 'whatsapp' ? 'noopener noreferrer' : undefined}>
                    {value}
                  </a>
                </li>
              ))}
            </ul>
            <SocialLinks info={info} />
          </div>
          <nav aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className="footer-heading footer-links-heading">
              {t('footer.links')}
            </h2>
            <ul className="footer-list">
              {links.map((l) => (
                <li key={l.to}>
                  <RouterLink to={l.to}>{l.label}</RouterLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="footer-form">{contactForm}</div>
        </div>
        <p className="footer-rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </SxOnce>
  );
}
