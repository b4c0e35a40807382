import { paths } from '../../shared/paths';
import { pageUrl } from '../../shared/page-url';
import { sharedPage } from '../../shared/page-kind';
import { createApiClient, dataOr404, idOr404 } from '../api/client';
import { TenderChips, TenderFacts } from '../features/tenders/tender-card';
import { tenderStructuredData } from '../features/tenders/tender-structured-data';
import { dictionaries } from '../i18n/dictionaries';
import { formatDate, formatPrice } from '../../shared/format';
import { useTranslation } from '../i18n/react';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import type { Route } from './+types/tender';
import styles from '../features/tenders/tenders.module.css';

/** The same page for every reader (shared/page-kind.ts). */
export const handle = sharedPage;

/** /tenders/{id}/{slug}: the slug (the title) is cosmetic; hidden, unknown or not yet published: 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  const detail = dataOr404(await createApiClient(context.api).tender({ id }));
  return { ...detail, lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  const lang = d?.lang ?? rootLang;
  const dict = dictionaries[lang].tenders;
  if (!d) return buildSeo({ origin, lang, path: paths.tenders(), title: dict.title, description: dict.description });
  const tender = d.item;
  // The canonical URL has no slug: the title differs by language; the alternates and the sitemap name one URL.
  const path = paths.tender(tender.id);
  return [
    ...buildSeo({
      origin,
      lang,
      path,
      title: tender.title,
      description: fill(dict.tender_description, {
        buyer: tender.buyer,
        governorate: tender.governorate.name,
        quantity: formatPrice(tender.quantity, lang),
        unit: tender.unit,
        deadline: formatDate(tender.deadline, lang),
      }),
      type: 'article',
      publishedTime: tender.published_at,
    }),
    { 'script:ld+json': tenderStructuredData(tender, lang, pageUrl(origin, path, lang)) },
  ];
}

export default function TenderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item: tender, lang } = loaderData;
  return (
    <Container maxWidth="lg" className={frame.page}>
      <Breadcrumbs items={[{ label: t('tenders.title'), to: paths.tenders() }, { label: tender.title }]} />
      <article className={frame.stack} aria-labelledby="tender-title">
        <h1 id="tender-title" className={frame.h1}>
          {tender.title}
        </h1>
        <TenderChips tender={tender} />
        {tender.status !== 'open' && <Alert severity="info">{t('tenders.closed_notice')}</Alert>}
        <div className={styles.card}>
          <TenderFacts tender={tender} lang={lang} />
          {tender.description && <p className={styles.description}>{tender.description}</p>}
          <div className={styles.documents}>
            <Button href={tender.documents_url} variant="contained" target="_blank" rel="noopener noreferrer external">
              {t('tenders.documents')}
            </Button>
            <span>{t('tenders.documents_note')}</span>
          </div>
        </div>
        <Button to={paths.tenders()} className={frame.start}>
          {t('tenders.all_tenders')}
        </Button>
      </article>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
