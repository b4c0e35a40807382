import { useTranslation } from '../../i18n/react';
import type { ContactInfo } from '../../../shared/schemas/site';
import type { LanguageResources } from '../../i18n/language-ar';
import { PlainIcon, type PlainIconName } from '../plain-icon';
import looks from '../looks.module.css';
import styles from './social-links.module.css';

const isHttp = (u: string) => /^https?:\/\//i.test(u);

export function socialLinks(info: ContactInfo | undefined) {
  if (!info) return [];
  const wa = info.whatsapp.replace(/[^\d]/g, '');
  const links: { key: keyof LanguageResources['social']; href: string; icon: PlainIconName }[] = [
    { key: 'facebook', href: info.facebook_link, icon: 'facebook' },
    { key: 'twitter', href: info.twitter_link, icon: 'x' },
    { key: 'youtube', href: info.youtube_link, icon: 'youTube' },
    { key: 'linkedin', href: info.linkedin_link, icon: 'linkedIn' },
    { key: 'whatsapp', href: wa ? `https://wa.me/${wa}` : '', icon: 'whatsApp' },
  ];
  return links.filter((l) => isHttp(l.href));
}

/** Social links from contact_info, only those present. */
export function SocialLinks({ info, size = 'small' }: { info: ContactInfo | undefined; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const links = socialLinks(info);
  if (!links.length) return null;
  return (
    <ul aria-label={t('a11y.social_links')} className={`${styles.root} ${looks.looks}${size === 'medium' ? ` ${styles.medium}` : ''}`}>
      {links.map(({ key, href, icon }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${key}`)}>
            <PlainIcon name={icon} small />
          </a>
        </li>
      ))}
    </ul>
  );
}
