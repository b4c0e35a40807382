import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { visuallyHidden } from '../a11y';
import { LogoMark } from '../header/logo';
import { newsSlug, paths } from '../header/nav-model';
import { SocialLinks } from '../header/social-links';

/** Footer: brand, contact information, links and the contact form (passed in by the app). */
export function Footer({ site, contactForm }: { site: DefaultWebsiteData | null; contactForm: ReactNode }) {
  const { t, i18n } = useTranslation();
  const info = site?.contact_info;
  const contacts = [
    { key: 'phone', value: info?.phone, href: info?.phone ? `tel:${info.phone.replace(/\s+/g, '')}` : '', Icon: PhoneIcon },
    { key: 'whatsapp', value: info?.whatsapp, href: info?.whatsapp ? `https://wa.me/${info.whatsapp.replace(/[^\d]/g, '')}` : '', Icon: WhatsAppIcon },
    { key: 'email', value: info?.email, href: info?.email ? `mailto:${info.email}` : '', Icon: EmailIcon },
  ].filter((c) => c.value);
  const links = [
    { to: paths.about(), label: t('nav.about') },
    { to: paths.disclaimer(), label: t('nav.disclaimer') },
    { to: paths.contact(), label: t('nav.contact') },
    { to: paths.news(0, 1, newsSlug(0, i18n.language === 'en' ? 'en' : 'ar')), label: t('nav.news') },
    { to: paths.jobs(), label: t('nav.jobs') },
    { to: paths.deals(), label: t('nav.deals') },
  ];
  return (
    <Box
      component="footer"
      sx={{
        mt: 6,
        bgcolor: 'primary.dark',
        color: '#e8eef5',
        '[data-mui-color-scheme="dark"] &': { bgcolor: '#0a121c' },
        '& a': { color: 'inherit' },
      }}
    >
      <Container maxWidth="xl" sx={{ py: 5 }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1.4fr' } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LogoMark />
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.3rem' }}>
                {t('app.name')}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              {t('app.tagline')}
            </Typography>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('footer.contact_info')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {contacts.map(({ key, value, href, Icon }) => (
                <Stack component="li" key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Icon fontSize="small" aria-hidden />
                  <Box component="span" sx={visuallyHidden}>
                    {t(`footer.${key}`)}:
                  </Box>
                  <Link href={href} underline="hover" dir="ltr" target={key === 'whatsapp' ? '_blank' : undefined} rel={key === 'whatsapp' ? 'noopener noreferrer' : undefined}>
                    {value}
                  </Link>
                </Stack>
              ))}
            </Stack>
            <SocialLinks info={info} />
          </Stack>
          <Box component="nav" aria-labelledby="footer-links-title">
            <Typography id="footer-links-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footer.links')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {links.map((l) => (
                <li key={l.to}>
                  <Link component={RouterLink} to={l.to} underline="hover">
                    {l.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: { xs: 2, sm: 3 }, '& a': { color: 'primary.main' } }}>
            {contactForm}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', opacity: 0.8, textAlign: 'center' }}>
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
