import { useRouteLoaderData, useSearchParams } from 'react-router';
import { Container, Text } from '../ui/kit/layout';
import { createApiClient } from '../api/client';
import { PaymentResult } from '../features/subscriptions/payment-result';
import { cleanInvoice } from '../features/subscriptions/payment-state';
import styles from '../features/subscriptions/subscriptions.module.css';
import { ContactDetails } from '../features/society/contact-details';
import { dictionaries } from '../i18n/dictionaries';
import { useTranslation } from '../i18n/react';
import { paths } from '../../shared/paths';
import { parseCookies } from '../../shared/request';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import { SESSION_COOKIE } from '../ui/session';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/payment';
import { personalPage } from '../../shared/page-kind';

/** Rendered per request with the reader's session, never stored (shared/page-kind.ts). */
export const handle = personalPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].subscriptions;
  return buildSeo({ origin, lang, path: paths.payment(), title: d.payment_title, description: d.payment_title, noindex: true });
}

/**
 * /payment?status=…&invoice=…&price=… (SPEC 2): where the provider sends the browser back. The
 * query string is for display; with a session the order's state comes from the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const invoice = cleanInvoice(new URL(request.url).searchParams.get('invoice'));
  if (!invoice || !parseCookies(request.headers.get('cookie'))[SESSION_COOKIE]) return { payment: null };
  const res = await createApiClient(context.api).paymentStatus({ invoice });
  return { payment: res.ok ? res.data : null };
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const invoice = cleanInvoice(params.get('invoice'));
  const price = params.get('price');
  return (
    <Container maxWidth="sm" className={styles.page}>
      <Breadcrumbs items={[{ label: t('subscriptions.payment_title') }]} />
      <Text variant="h1" className={styles.pageIntro}>
        {t('subscriptions.payment_title')}
      </Text>
      <PaymentResult
        key={invoice ?? ''}
        queryStatus={params.get('status')}
        invoice={invoice}
        price={price && /^\d{1,9}(\.\d{1,2})?$/.test(price) ? price : null}
        initial={loaderData.payment}
        contacts={
          <div className={styles.contacts} aria-label={t('subscriptions.support')} role="region">
            <ContactDetails info={root?.site?.contact_info} />
          </div>
        }
      />
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
