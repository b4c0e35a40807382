import { Link } from 'react-router';
import { Container, Text } from '../ui/kit/layout';
import { createApiClient, dataOr404 } from '../api/client';
import { PackagesView } from '../features/subscriptions/packages-view';
import styles from '../features/subscriptions/subscriptions.module.css';
import text from '../ui/text-link.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { useTranslation } from '../i18n/react';
import { paths } from '../../shared/paths';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/subscription-packages';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts): the packages are read as a visitor's. */
export const handle = sharedPage;

/** /subscription-packages (SPEC sections 2, 4): GET subscription, the three groups. */
export async function loader({ context }: Route.LoaderArgs) {
  return { packages: dataOr404(await createApiClient(context.api).packages()) };
}

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].subscriptions;
  return buildSeo({ origin, lang, path: paths.subscriptionPackages(), title: d.packages_title, description: d.packages_intro });
}

export default function SubscriptionPackagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" className={styles.page}>
      <Breadcrumbs items={[{ label: t('subscriptions.packages_title') }]} />
      <Text variant="h1" className={styles.pageTitle}>
        {t('subscriptions.packages_title')}
      </Text>
      <Text color="secondary" className={styles.pageTitle}>
        {t('subscriptions.packages_intro')}
      </Text>
      <Text className={styles.pageIntro}>
        <Link to={paths.choosePlan()} className={text.link}>
          {t('subscriptions.compare_plans')}
        </Link>
      </Text>
      <PackagesView data={loaderData.packages} />
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
