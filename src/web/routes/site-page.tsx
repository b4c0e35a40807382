import { data } from 'react-router';
import { createApiClient, dataOr404 } from '../api/client';
import { pagePath } from '../../shared/schemas/pages';
import { PageHeader } from '../features/pages/page-header';
import { PAGE_TITLE_KEYS, pageSlugOf } from '../features/pages/page-titles';
import styles from '../features/pages/pages.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { useTranslation } from '../i18n/react';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { RichHtml } from '../ui/rich-html';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/site-page';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/**
 * /privacy-policy, /return-policy, /terms-and-conditions (routes.ts: one module, three ids): the
 * content page named by the path, from GET page/{slug}.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = pageSlugOf(new URL(request.url).pathname);
  if (!slug || slug === 'faq') throw data(null, { status: 404 });
  const { item } = dataOr404(await createApiClient(context.api).sitePage({ slug }));
  return { page: item, slug, lang: context.lang };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  if (!loaded) return [];
  const l = loaded.lang ?? lang;
  const title = dictionaries[l].pages[PAGE_TITLE_KEYS[loaded.slug]];
  return buildSeo({ origin, lang: l, path: pagePath(loaded.slug), title, description: loaded.page.summary || dictionaries[l].app.description });
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, slug } = loaderData;
  const title = t(`pages.${PAGE_TITLE_KEYS[slug]}`);
  return (
    <Container maxWidth="md" className={frame.page}>
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} updatedAt={page.updated_at} summary={page.summary} />
      <div className={styles.body}>
        <RichHtml html={page.body} />
      </div>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
