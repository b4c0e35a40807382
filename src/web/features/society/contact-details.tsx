import { useTranslation } from '../../i18n/react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ContactInfo } from '../../../shared/schemas/site';
import { SocialLinks } from '../../ui/header/social-links';

/** Phone, WhatsApp and e-mail (a dash when missing) and the social links that exist. */
export function ContactDetails({ info }: { info: ContactInfo | undefined }) {
  const { t } = useTranslation();
  const wa = info?.whatsapp.replace(/[^\d]/g, '') ?? '';
  const rows = [
    { key: 'phone', Icon: PhoneIcon, value: info?.phone ?? '', href: info?.phone ? `tel:${info.phone.replace(/[^\d+]/g, '')}` : '' },
    { key: 'whatsapp', Icon: WhatsAppIcon, value: info?.whatsapp ?? '', href: wa ? `https://wa.me/${wa}` : '' },
    { key: 'email', Icon: EmailIcon, value: info?.email ?? '', href: info?.email ? `mailto:${info.email}` : '' },
  ] as const;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="contact-details-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="contact-details-title" variant="h2" sx={{ mb: 2 }}>
        {t('footer.contact_info')}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {rows.map(({ key, Icon, value, href }) => (
          <Stack key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Icon aria-hidden sx={{ color: 'secondary.main' }} />
            <Typography component="dt" sx={{ fontWeight: 700, minWidth: 90 }}>
              {t(`footer.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value ? (
                <Link
                  href={href}
                  dir="ltr"
                  underline="hover"
                  target={key === 'whatsapp' ? '_blank' : undefined}
                  rel={key === 'whatsapp' ? 'noopener noreferrer' : undefined}
                >
                  {value}
                </Link>
              ) : (
                '—'
              )}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack sx={{ mt: 2, color: 'primary.main' }}>
        <SocialLinks info={info} size="medium" />
      </Stack>
    </Paper>
  );
}
