import { createApiClient, dataOr404 } from '../api/client';
import { FaqAccordion } from '../features/pages/faq-accordion';
import { faqStructuredData } from '../features/pages/faq-structured-data';
import { PageHeader } from '../features/pages/page-header';
import { dictionaries } from '../i18n/dictionaries';
import { useTranslation } from '../i18n/react';
import { paths } from '../../shared/paths';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/faq';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/** /faq: the FAQ page from GET page/faq, its questions grouped in accordions, with FAQPage structured data. */
export async function loader({ context }: Route.LoaderArgs) {
  const { item } = dataOr404(await createApiClient(context.api).sitePage({ slug: 'faq' }));
  return { page: item, lang: context.lang };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  if (!loaded) return [];
  const l = loaded.lang ?? lang;
  const d = dictionaries[l];
  const tags = buildSeo({ origin, lang: l, path: paths.faq(), title: d.pages.faq_title, description: loaded.page.summary || d.app.description });
  const structured = faqStructuredData(loaded.page.faq, l);
  return structured ? [...tags, { 'script:ld+json': structured }] : tags;
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  return (
    <Container maxWidth="md" className={frame.page}>
      <Breadcrumbs items={[{ label: t('pages.faq_title') }]} />
      <PageHeader title={t('pages.faq_title')} updatedAt={page.updated_at} summary={page.summary} />
      <FaqAccordion groups={page.faq} />
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
