import { useLocation, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContactForm from '../features/contact/contact-form';
import { ContactDetails } from '../features/society/contact-details';
import { dictionaries } from '../i18n/dictionaries';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/contact';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/**
 * /society/contact-us and /contact-us (two routes, one module): contact details, social links
 * and the contact form. Both name /society/contact-us as canonical.
 */
export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang];
  return buildSeo({ origin, lang, path: paths.contact(), title: d.nav.contact, description: d.contact.intro });
}

export default function ContactPage() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const inSociety = useLocation().pathname.startsWith('/society');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Breadcrumbs items={inSociety ? [{ label: t('nav.society') }, { label: t('nav.contact') }] : [{ label: t('nav.contact') }]} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('nav.contact')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <ContactDetails info={root?.site?.contact_info} />
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <ContactForm idPrefix="page-contact" />
        </Paper>
      </Box>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
