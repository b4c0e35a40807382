import { data, useRevalidator } from 'react-router';
import { useTranslation } from '../i18n/react';
import { AD_CODES, DEAL_FILTERS, PAGE_SIZES } from '../../shared/constants';
import { parseId } from '../../shared/cascade';
import type { DealFilters, DealList } from '../../shared/schemas/deals';
import { dealsQuery, paths } from '../../shared/paths';
import { sharedPage } from '../../shared/page-kind';
import { createApiClient } from '../api/client';
import { AddDeal } from '../features/deals/add-deal';
import { DealCard } from '../features/deals/deal-card';
import { DealFilter } from '../features/deals/deal-filter';
import { DealsReaderProvider } from '../features/deals/reader-state';
import { dictionaries } from '../i18n/dictionaries';
import { AdSlot } from '../ui/ad-slot';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { NewsSlider } from '../ui/news-slider';
import { Pagination } from '../ui/pagination';
import { prefsFromCookies } from '../ui/prefs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import type { Route } from './+types/deals';
import styles from '../features/deals/deals.module.css';

/** The same page for every reader, served from the HTML cache; the reader's buttons are decided after hydration (shared/page-kind.ts). */
export const handle = sharedPage;

const EMPTY: DealList = {
  all_sliders: [],
  deals_ads: [],
  deals: { data: [], current_page: 1, last_page: 1, per_page: PAGE_SIZES.deals, total: 0 },
  items: [],
  products: [],
  products_types: [],
  producers: [],
  governorates: [],
  units: [],
};
const [AD_TOP, ...AD_SIDE] = AD_CODES.deals as [string, ...string[]];

/** /society/deals/{page}/{meta_name}?product=&producer=&item=&governorate= (SPEC section 2): the filters live in the URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = Number(params.page);
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const filters: DealFilters = {};
  for (const key of DEAL_FILTERS) {
    const id = parseId(search.get(key));
    if (id) filters[key] = id;
  }
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const res = await createApiClient(context.api).deals({ rows: PAGE_SIZES.deals, page, country, ...filters });
  // A failed list shows empty results (SPEC section 8), not an error page.
  const list = res.ok ? res.data : EMPTY;
  if (res.ok && page > list.deals.last_page) throw data(null, { status: 404 });
  return { list, page, filters, lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  const lang = d?.lang ?? rootLang;
  const dict = dictionaries[lang].deals;
  const page = d?.page ?? 1;
  // A filtered list is a page of its own (indexable): its filters stay in the canonical URL.
  return buildSeo({
    origin,
    lang,
    path: paths.deals(page),
    query: dealsQuery(d?.filters),
    title: page > 1 ? fill(dict.page_title, { page }) : dict.title,
    description: dict.description,
    image: d?.list.all_sliders[0]?.photo,
  });
}

export default function DealsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { list, page, filters, lang } = loaderData;
  const deals = list.deals;
  return (
    <Container maxWidth="xl" className={frame.page}>
      <Breadcrumbs items={[{ label: t('nav.society') }, { label: t('deals.title') }]} />
      <DealsReaderProvider>
        <div className={frame.stack}>
          <h1 className={frame.h1}>{t('deals.title')}</h1>
          <AddDeal lookups={list} onAdded={() => void revalidator.revalidate()} />
          <AdSlot code={AD_TOP} ads={list.deals_ads} />
          <div className={frame.twoSides}>
            <DealFilter filters={filters} lookups={list} />
            <div className={frame.column}>
              <p role="status" className={frame.status}>
                {deals.total > 0 ? t('deals.count', { count: deals.total }) : t('deals.no_results')}
              </p>
              {deals.data.length > 0 && (
                <ul className={styles.list}>
                  {deals.data.map((deal) => (
                    <li key={deal.id}>
                      <DealCard deal={deal} lang={lang} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={deals.current_page || page} last={deals.last_page} hrefOf={(p) => paths.deals(p, filters)} />
            </div>
            <div className={frame.column}>
              {AD_SIDE.map((code) => (
                <AdSlot key={code} code={code} ads={list.deals_ads} />
              ))}
            </div>
          </div>
          {/* The market's news under the deals: the deals are what a reader came for. */}
          <NewsSlider sliders={list.all_sliders} heights={{ xs: 200, sm: 240, md: 280, lg: 300, xl: 320 }} />
        </div>
      </DealsReaderProvider>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
