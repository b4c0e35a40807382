import { Link as RouterLink } from 'react-router';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { createApiClient, dataOr404 } from '../api/client';
import { PlansView } from '../features/subscriptions/plans-view';
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
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Breadcrumbs items={[{ label: t('subscriptions.packages_title'), to: paths.subscriptionPackages() }, { label: t('subscriptions.plans_title') }]} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('subscriptions.plans_title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('subscriptions.plans_intro')}{' '}
        <Link component={RouterLink} to={paths.subscriptionPackages()}>
          {t('subscriptions.see_packages')}
        </Link>
      </Typography>
      <PlansView data={loaderData.packages} />
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
