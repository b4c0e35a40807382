import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { AD_CODES } from '../../shared/constants';
import type { Lang } from '../../shared/envelope';
import type { DefaultWebsiteData } from '../../shared/schemas/site';
import { AdSlot } from './ad-slot';
import { Footer } from './footer/footer';
import { Header } from './header/header';

/** Ad codes of the layout: 01-001..01-003 under the header, 01-004..01-006 above the footer. */
const HEADER_SLOTS = AD_CODES.header.slice(0, 3);
const FOOTER_SLOTS = AD_CODES.header.slice(3, 6);

export function MainLayout({
  site,
  lang,
  country,
  contactForm,
  children,
}: {
  site: DefaultWebsiteData | null;
  lang: Lang;
  country: string;
  contactForm: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headerAds = site?.header_ads ?? [];
  const footerAds = site?.footer_ads ?? [];
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -100,
          zIndex: 2000,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          '&:focus': { top: 8 },
        }}
      >
        {t('a11y.skip_to_content')}
      </Box>
      <Header site={site} lang={lang} country={country} />
      {headerAds.length > 0 && (
        <Container maxWidth="xl" sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'center', alignItems: { xs: 'stretch', md: 'flex-start' } }}>
            {HEADER_SLOTS.map((code, i) => (
              // On phones only the first banner shows above the content: the prices come first.
              <Box key={code} sx={{ display: { xs: i === 0 ? 'block' : 'none', md: 'block' }, flex: 1, minWidth: 0 }}>
                <AdSlot code={code} ads={headerAds} eager={i === 0} />
              </Box>
            ))}
          </Stack>
        </Container>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      {footerAds.length > 0 && (
        <Container maxWidth="xl" sx={{ mt: 4 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'center', alignItems: { xs: 'stretch', md: 'flex-start' } }}>
            {FOOTER_SLOTS.map((code) => (
              <AdSlot key={code} code={code} ads={footerAds} />
            ))}
          </Stack>
        </Container>
      )}
      <Footer site={site} contactForm={contactForm} />
    </Box>
  );
}
