import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ContactInfo } from '../../../shared/schemas/site';

const isHttp = (u: string) => /^https?:\/\//i.test(u);

export function socialLinks(info: ContactInfo | undefined) {
  if (!info) return [];
  const wa = info.whatsapp.replace(/[^\d]/g, '');
  return [
    { key: 'facebook', href: info.facebook_link, Icon: FacebookIcon },
    { key: 'twitter', href: info.twitter_link, Icon: XIcon },
    { key: 'youtube', href: info.youtube_link, Icon: YouTubeIcon },
    { key: 'linkedin', href: info.linkedin_link, Icon: LinkedInIcon },
    { key: 'whatsapp', href: wa ? `https://wa.me/${wa}` : '', Icon: WhatsAppIcon },
  ].filter((l) => isHttp(l.href));
}

/** Social links from contact_info, only those present. */
export function SocialLinks({ info, size = 'small' }: { info: ContactInfo | undefined; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const links = socialLinks(info);
  if (!links.length) return null;
  return (
    <Stack component="ul" direction="row" spacing={0.5} aria-label={t('a11y.social_links')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {links.map(({ key, href, Icon }) => (
        <li key={key}>
          <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" color="inherit" size={size} aria-label={t(`social.${key}`)}>
            <Icon fontSize="small" />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
