import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/react';
import { AboutSections } from '../features/society/site-texts';
import { dictionaries } from '../i18n/dictionaries';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, plainText, rootSeo } from '../ui/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/about';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /society/about: from default_website_data (already loaded by the root), no loader of its own. */
export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang, site } = rootSeo(matches);
  const d = dictionaries[lang];
  const about = site?.website_basic_data.about;
  return buildSeo({ origin, lang, path: paths.about(), title: d.nav.about, description: about ? plainText(about) : d.app.description });
}

export default function AboutPage() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <Container maxWidth="lg" className={frame.page}>
      <Breadcrumbs items={[{ label: t('nav.society') }, { label: t('nav.about') }]} />
      <h1 className={frame.title}>{t('nav.about')}</h1>
      <AboutSections data={root?.site?.website_basic_data} />
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
