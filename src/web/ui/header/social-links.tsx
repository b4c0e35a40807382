import { useTranslation } from '../../i18n/react';
import type { ContactInfo } from '../../../shared/schemas/site';
import type { LanguageResources } from '../../i18n/language-ar';
import { PlainIcon, plainIconCss, type PlainIconName } from '../plain-icon';
import { SxOnce, type SectionStyle } from '../sx-once';

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

/**
 * Round icon links in the look of MUI's IconButton (color inherit), as plain elements under one
 * style: the header, the footer and the contact page show them on every page.
 */
const listSx: SectionStyle = (theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  gap: 0.5,
  ...plainIconCss,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '5px',
    borderRadius: '50%',
    color: 'inherit',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: 'action.hover', '@media (hover: none)': { backgroundColor: 'transparent' } },
  },
  '&.medium a': { p: 1 },
});

/** Social links from contact_info, only those present. */
export function SocialLinks({ info, size = 'small' }: { info: ContactInfo | undefined; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const links = socialLinks(info);
  if (!links.length) return null;
  return (
    <SxOnce component="ul" aria-label={t('a11y.social_links')} sx={listSx} className={size}>
      {links.map(({ key, href, icon }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${key}`)}>
            <PlainIcon name={icon} small />
          </a>
        </li>
      ))}
    </SxOnce>
  );
}
