import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/react';
import { SiteText } from '../features/society/site-texts';
import { dictionaries } from '../i18n/dictionaries';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container, Paper } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { paths } from '../../shared/paths';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, plainText, rootSeo } from '../ui/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/disclaimer';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang, site } = rootSeo(matches);
  const d = dictionaries[lang];
  const text = site?.website_basic_data.disclaimer;
  return buildSeo({ origin, lang, path: paths.disclaimer(), title: d.nav.disclaimer, description: text ? plainText(text) : d.app.description });
}

export default function DisclaimerPage() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <Container maxWidth="md" className={frame.page}>
      <Breadcrumbs items={[{ label: t('nav.society') }, { label: t('nav.disclaimer') }]} />
      <h1 className={frame.title}>{t('nav.disclaimer')}</h1>
      <Paper className={frame.paper}>
        <SiteText text={root?.site?.website_basic_data.disclaimer} />
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
