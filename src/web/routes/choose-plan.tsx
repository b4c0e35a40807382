import { Link } from 'react-router';
import { Container, Text } from '../ui/kit/layout';
import { createApiClient, dataOr404 } from '../api/client';
import { PlansView } from '../features/subscriptions/plans-view';
import styles from '../features/subscriptions/subscriptions.module.css';
import text from '../ui/text-link.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { useTranslation } from '../i18n/react';
import { paths } from '../../shared/paths';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/choose-plan';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader (shared/page-kind.ts): the current plan and the trial come after hydration. */
export const handle = sharedPage;

/** /choose-plan: the tiers of GET subscription, read as a visitor's. */
export async function loader({ context }: Route.LoaderArgs) {
  return { packages: dataOr404(await createApiClient(context.api).packages()) };
}

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].subscriptions;
  return buildSeo({ origin, lang, path: paths.choosePlan(), title: d.plans_title, description: d.plans_intro });
}

export default function ChoosePlanPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="xl" className={styles.page}>
      <Breadcrumbs items={[{ label: t('subscriptions.packages_title'), to: paths.subscriptionPackages() }, { label: t('subscriptions.plans_title') }]} />
      <Text variant="h1" className={styles.pageTitle}>
        {t('subscriptions.plans_title')}
      </Text>
      <Text color="secondary" className={styles.pageIntro}>
        {t('subscriptions.plans_intro')}{' '}
        <Link to={paths.subscriptionPackages()} className={text.link}>
          {t('subscriptions.see_packages')}
        </Link>
      </Text>
      <PlansView data={loaderData.packages} />
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
