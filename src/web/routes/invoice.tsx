import { redirect } from 'react-router';
import { Container } from '../ui/kit/layout';
import { createApiClient, dataOr404 } from '../api/client';
import { InvoiceView } from '../features/subscriptions/invoice-view';
import { cleanInvoice } from '../features/subscriptions/payment-state';
import styles from '../features/subscriptions/subscriptions.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { fill } from '../i18n/translator';
import { paths } from '../../shared/paths';
import { parseCookies } from '../../shared/request';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import { SESSION_COOKIE } from '../ui/session';
import type { Route } from './+types/invoice';
import { personalPage } from '../../shared/page-kind';

/** Rendered per request with the reader's session, never stored (shared/page-kind.ts). */
export const handle = personalPage;

/** /settings/invoices/:invoice: the reader's own invoice (GET invoice); visitors sign in first and come back. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const invoice = cleanInvoice(params.invoice ?? null);
  if (!invoice) throw new Response(null, { status: 404 });
  if (!parseCookies(request.headers.get('cookie'))[SESSION_COOKIE]) throw redirect(paths.login(paths.invoice(invoice)));
  const res = await createApiClient(context.api).invoice({ invoice });
  if (!res.ok && res.problem.kind === 'unauthenticated') throw redirect(paths.login(paths.invoice(invoice)));
  return { invoice: dataOr404(res) };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].subscriptions;
  const title = loaded ? fill(d.invoice_title, { invoice: loaded.invoice.invoice }) : d.invoice;
  return buildSeo({
    origin,
    lang,
    path: loaded ? paths.invoice(loaded.invoice.invoice) : paths.settings('payments'),
    title,
    description: title,
    noindex: true,
  });
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container maxWidth="md" className={styles.page}>
      <InvoiceView invoice={loaderData.invoice} />
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
