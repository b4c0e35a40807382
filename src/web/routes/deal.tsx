import { useTranslation } from '../i18n/react';
import { AD_CODES } from '../../shared/constants';
import { paths } from '../../shared/paths';
import { sharedPage } from '../../shared/page-kind';
import { createApiClient, dataOr404, idOr404 } from '../api/client';
import { DealCard } from '../features/deals/deal-card';
import { DealsReaderProvider } from '../features/deals/reader-state';
import { dictionaries } from '../i18n/dictionaries';
import { AdSlot } from '../ui/ad-slot';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import type { Route } from './+types/deal';
import { formatNumber, unitName } from '../../shared/format';

/** The same page for every reader; the request button is decided after hydration (shared/page-kind.ts). */
export const handle = sharedPage;

/** /society/deal/{id}/{slug}: the slug (the item's name) is cosmetic; a closed deal's page says so; hidden or unknown: 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  const detail = dataOr404(await createApiClient(context.api).deal({ id }));
  return { ...detail, lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  const lang = d?.lang ?? rootLang;
  const dict = dictionaries[lang].deals;
  if (!d) return buildSeo({ origin, lang, path: paths.deals(), title: dict.title, description: dict.description });
  const deal = d.item;
  const words = {
    item: deal.item_name,
    quantity: formatNumber(deal.quantity, lang),
    unit: unitName(Number.parseFloat(String(deal.quantity)), deal.unit_name, lang),
    governorate: deal.governorate_name,
    product: deal.product_name,
    type: deal.product_type_name,
    producer: deal.producer_name,
  };
  return buildSeo({
    origin,
    lang,
    // The canonical URL has no slug: the cosmetic slug (the item's name) differs by language, and
    // both languages' alternates and the sitemap name one URL.
    path: paths.deal(deal.id),
    title: fill(dict.deal_title, words),
    description: fill(dict.deal_description, words),
    noindex: deal.closed,
  });
}

export default function DealPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item: deal, deals_ads, lang } = loaderData;
  const [AD_TOP, ...AD_SIDE] = AD_CODES.deals;
  return (
    <Container maxWidth="lg" className={frame.page}>
      <Breadcrumbs items={[{ label: t('nav.society') }, { label: t('deals.title'), to: paths.deals() }, { label: deal.item_name }]} />
      <DealsReaderProvider>
        <div className={frame.stack}>
          <h1 className={frame.h1}>{t('deals.details')}</h1>
          {deal.closed && <Alert severity="info">{t('deals.closed_notice')}</Alert>}
          <AdSlot code={AD_TOP!} ads={deals_ads} />
          <div className={frame.withAsideMd}>
            <div className={frame.column}>
              <DealCard deal={deal} lang={lang} />
              <Button to={paths.deals()} className={frame.start}>
                {t('deals.all_deals')}
              </Button>
            </div>
            <div className={frame.column}>
              {AD_SIDE.map((code) => (
                <AdSlot key={code} code={code} ads={deals_ads} />
              ))}
            </div>
          </div>
        </div>
      </DealsReaderProvider>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
