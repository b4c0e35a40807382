import { useLocation, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/react';
import ContactForm from '../features/contact/contact-form';
import { ContactDetails } from '../features/society/contact-details';
import { dictionaries } from '../i18n/dictionaries';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container, Paper } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
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
    <Container maxWidth="lg" className={frame.page}>
      <Breadcrumbs items={inSociety ? [{ label: t('nav.society') }, { label: t('nav.contact') }] : [{ label: t('nav.contact') }]} />
      <h1 className={frame.title}>{t('nav.contact')}</h1>
      <div className={frame.contact}>
        <ContactDetails info={root?.site?.contact_info} />
        <Paper className={frame.paper}>
          <ContactForm idPrefix="page-contact" />
        </Paper>
      </div>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
