import { useEffect, useMemo, useRef, useState } from 'react';
import { data, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { formatDate } from '../../shared/format';
import { AD_CODES } from '../../shared/constants';
import { todayIso } from '../../shared/dates';
import { PRICE_WORD_MAX, type Prices, type ProducerOption, type pricesCalls } from '../../shared/schemas/prices';
import type { CallInput } from '../../shared/contract';
import { createApiClient, idOr404 } from '../api/client';
import { useApi } from '../api/react';
import { ALL_TYPES_ID, producerOptions, typeOptions } from '../../shared/cascade';
import { FILTER_PARAMS, filterFromSearch, filterToSearch, searchSummary, type PriceFilter } from '../features/prices/cascade';
import { AlertMeButton } from '../features/alerts/alert-dialog';
import type { FilterCardProps, FilterChange, FilterLookups } from '../features/prices/filter-card';
import { PriceResults } from '../features/prices/price-results';
import { priceRowsTable, useRememberPrices } from '../offline/remember-prices';
import { savedSearchParam, toSavedSearch } from '../features/prices/saved-search';
import { dictionaries } from '../i18n/dictionaries';
import { AdSlot } from '../ui/ad-slot';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { saveFile } from '../ui/csv';
import { useEntitlementGate } from '../ui/entitlement-gate';
import { fetchFile } from '../api/file';
import { EXPORT_CALLS, pricesCsvFileName, pricesXlsxFileName, type ExportFormat } from '../../shared/price-exports';
import { paths } from '../../shared/paths';
import { prefsFromCookies } from '../ui/prefs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { addSavedSearch, savedSearches } from '../ui/stores/saved-searches';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import { deferred } from '../ui/deferred';
import { Button } from '../ui/kit/button';
import { Icon } from '../ui/kit/icon';
import { iconCompareArrows, iconDownload, iconInsights, iconTune } from '../ui/kit/icons';
import { Container } from '../ui/kit/layout';
import { LinearProgress } from '../ui/kit/progress';
import type { Route } from './+types/materials';
import { sharedPage } from '../../shared/page-kind';
import s from './materials.module.css';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

const EMPTY: Prices = { prices: [], prices_ads: [], products: [], items: [], producers: [], governorates: [], products_types: [] };
const [AD_TOP, ...AD_SIDE] = AD_CODES.prices as [string, ...string[]];

/** Navigation state of a search started from the filter: its answer is auto-saved when it has prices. */
interface SearchState {
  search?: boolean;
}

/**
 * /materials/{meta_name}/{product_id}?product_type_id&producer_id&item_id&gov_id&from_date&to_date&word:
 * the URL is the state (a link or a reload shows the same prices). Without dates the API answers
 * the latest price day; the pickers then show today (SPEC section 5 default).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const productId = idOr404(params.productId);
  const search = new URL(request.url).searchParams;
  const today = todayIso();
  const filter = filterFromSearch(search, productId, today);
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const query: CallInput<typeof pricesCalls.prices> = { product_id: productId, country };
  for (const key of FILTER_PARAMS) {
    const v = search.get(key)?.trim();
    if (v) query[key] = key === 'word' ? v.slice(0, PRICE_WORD_MAX) : v;
  }
  const res = await createApiClient(context.api).prices(query);
  if (!res.ok && res.problem.kind === 'not_found') throw data(null, { status: 404 });
  const prices = res.ok ? res.data : EMPTY;
  const product = prices.products.find((p) => p.id === productId);
  if (res.ok && !product) throw data(null, { status: 404 });
  return {
    prices,
    filter,
    today,
    country,
    product: product ?? { id: productId, name: '', meta_name: params.metaName ?? '' },
    /** 'validation': the API refused the filter (e.g. a date after today); 'failed': any other failure. */
    problem: res.ok ? null : res.problem.kind === 'validation' ? ('validation' as const) : ('failed' as const),
    filtered: FILTER_PARAMS.some((k) => k !== 'product_type_id' && search.has(k)),
    /** The query of GET price, which the CSV export (GET prices_csv) repeats. */
    query,
    lang: context.lang,
  };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  if (!d) return [];
  const lang = d.lang ?? rootLang;
  const dict = dictionaries[lang];
  const name = d.product.name;
  return buildSeo({
    origin,
    lang,
    path: paths.materials(d.product.meta_name, d.product.id),
    title: name ? fill(dict.prices.title, { name }) : dict.prices.title_default,
    description: fill(dict.prices.description, { name: name || dict.nav.prices }),
    // A filtered view is a search result: followed, not indexed.
    noindex: d.filtered,
  });
}

type Loaded = Route.ComponentProps['loaderData'];

/**
 * The values of the named fields under `root` that the visitor changed in the server's HTML (the
 * option or value the server rendered is the default): a route change since then re-renders the
 * card with its new filter, so unchanged fields must not bring the old page's values back.
 */
function changedFields(root: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select[name], input[name]'))) {
    const initial = el instanceof HTMLSelectElement ? (Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0])?.value : el.defaultValue;
    if (el.value !== (initial ?? '')) out[el.name] = el.value;
  }
  return out;
}

/**
 * Issue 29 item 4: the price table is the server's HTML; the filter card and the saved searches
 * are too until the reader comes near them or touches them (ui/deferred.tsx), and only then is
 * their code loaded — a phone, whose card is hidden behind the "Filter" button, loads it on that
 * tap. What the reader chose in the card before is carried over.
 */
const FilterCard = deferred<FilterCardProps>({
  load: () => import('../features/prices/filter-card').then((m) => ({ default: m.FilterCard })),
  carryOver: (root) => ({ carried: changedFields(root) }),
});
const SavedSearchesList = deferred<{ current?: string }>({
  load: () => import('../features/prices/saved-searches-list').then((m) => ({ default: m.SavedSearchesList })),
});

/** Lookups narrowed by the URL's type/producer/item miss options the cascade may offer. */
const narrowed = (f: PriceFilter) => f.product_type_id !== ALL_TYPES_ID || f.producer_id !== undefined || f.item_id !== undefined;

/**
 * The filter's lookup lists. The loader's lists follow the URL's filter (items narrowed by type
 * and producer, governorates by item); when they are narrowed, the product's full lists are
 * fetched once in the browser so the cascade can offer every option again.
 */
function useLookups(d: Loaded) {
  const api = useApi();
  const [broad, setBroad] = useState<{ key: string; data: Prices } | null>(null);
  const [producers, setProducers] = useState<{ key: string; typeId: number; list: readonly ProducerOption[]; loading: boolean } | null>(null);
  const key = `${d.product.id}:${d.country}`;
  const isNarrowed = narrowed(d.filter);
  const seq = useRef(0);

  useEffect(() => {
    if (!isNarrowed || broad?.key === key || d.problem) return;
    let live = true;
    void api.prices({ product_id: d.product.id, country: d.country }).then((res) => {
      if (live && res.ok) setBroad({ key, data: res.data });
    });
    return () => {
      live = false;
    };
  }, [api, key, isNarrowed, broad?.key, d.product.id, d.country, d.problem]);

  // A new page (route change) starts again from the loader's producers.
  useEffect(() => setProducers(null), [d]);

  const full = broad?.key === key ? broad.data : isNarrowed ? null : d.prices;
  const lookups: FilterLookups = {
    products: d.prices.products,
    types: d.prices.products_types,
    producers: producers?.list ?? d.prices.producers,
    items: full?.items ?? d.prices.items,
    governorates: full?.governorates ?? d.prices.governorates,
  };

  /** SPEC section 4: changing the type loads its producers (POST get_producer_by_product_type). */
  function loadProducers(typeId: number) {
    const mine = ++seq.current;
    setProducers((p) => ({ key, typeId, list: p?.list ?? d.prices.producers, loading: true }));
    void api.producersByType({ product_type_id: typeId, country: d.country }).then((res) => {
      if (mine !== seq.current) return;
      const list = res.ok ? res.data.producers : [];
      // Type 0 answers the producers of every product: keep those with items of this one.
      const items = full?.items;
      const own = items ? producerOptions(list, items, { product_id: d.product.id, product_type_id: typeId }) : list;
      setProducers({ key, typeId, list: own, loading: false });
    });
  }
  return { lookups, loadProducers, loadingProducers: !!producers?.loading };
}

export default function MaterialsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const d = loaderData;
  const { product, prices, today, lang } = d;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [filter, setFilter] = useState<PriceFilter>(d.filter);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { lookups, loadProducers, loadingProducers } = useLookups(d);
  const exportGate = useEntitlementGate('prices.export');
  const [exporting, setExporting] = useState(false);
  // Every route change (search, saved search, back/forward) starts from the URL's filter.
  useEffect(() => setFilter(d.filter), [d]);

  const name = product.name || t('prices.title_default');
  const rows = prices.prices;
  // For the offline page (issue 29): the last prices this reader saw.
  useRememberPrices(lang, rows, () => priceRowsTable(product.name ? t('prices.title', { name: product.name }) : name, rows, lang, t));
  const current = savedSearchParam(d.filter);
  const summaryLookups = useMemo(() => ({ ...lookups, types: typeOptions(lookups.types, product.id, t('prices.all_types')) }), [lookups, product.id, t]);

  function saveSearch(f: PriceFilter, rowsGov?: { id: number; name: string }) {
    const govs =
      rowsGov && !lookups.governorates.some((g) => g.id === rowsGov.id) ? [...lookups.governorates, { ...rowsGov, country_id: 0 }] : lookups.governorates;
    const text = searchSummary({ ...f, gov_id: f.gov_id ?? rowsGov?.id }, { ...summaryLookups, governorates: govs });
    addSavedSearch(savedSearches, { ...toSavedSearch(f, product, summaryLookups), search_text: text });
  }

  // SPEC section 4: a successful filter with results auto-saves the search.
  useEffect(() => {
    if (!(location.state as SearchState | null)?.search || d.problem || rows.length === 0) return;
    const first = rows[0]!;
    saveSearch(d.filter, d.filter.gov_id ? undefined : { id: first.gov_id, name: first.gov_name });
    // Once per navigation (location.key); the loader data of that navigation is in `d`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, d]);

  function onChange(next: PriceFilter, field: FilterChange) {
    if (field === 'product_id') {
      // SPEC section 4: a new product resets the cascade and opens the product's route.
      const target = lookups.products.find((p) => p.id === next.product_id);
      if (target) void navigate(paths.materials(target.meta_name, target.id));
      setDialogOpen(false);
      return;
    }
    setFilter(next);
    if (field === 'product_type_id') loadProducers(next.product_type_id);
  }

  function search() {
    const query = filterToSearch(filter);
    setDialogOpen(false);
    void navigate(`${paths.materials(product.meta_name, product.id)}${query ? `?${query}` : ''}`, { state: { search: true } satisfies SearchState });
  }

  /** The server builds the file (a package grants it: prices.export); visitors go to login, others without it see the dialog. */
  function download(format: ExportFormat) {
    setExporting(true);
    const fileName = (format === 'csv' ? pricesCsvFileName : pricesXlsxFileName)(product.meta_name, d.filter.to_date);
    void exportGate
      .run(async () => {
        const res = await fetchFile(lang, EXPORT_CALLS.prices[format], d.query, fileName);
        if (!res.ok) return res.problem;
        saveFile(res.blob, res.fileName);
        return null;
      })
      .finally(() => setExporting(false));
  }

  const card = (dialog?: boolean) => (
    <FilterCard
      value={filter}
      onChange={onChange}
      lookups={lookups}
      today={today}
      onSearch={search}
      loadingProducers={loadingProducers}
      dialog={
        dialog
          ? {
              open: dialogOpen,
              onClose: () => setDialogOpen(false),
              onSaveSearch: () => saveSearch(filter),
            }
          : undefined
      }
    />
  );

  const loading = navigation.state === 'loading' && navigation.location?.pathname.startsWith('/materials/');

  return (
    <Container maxWidth="xl" className={s.page}>
      <Breadcrumbs items={[{ label: t('nav.prices') }, { label: name }]} />
      <div className={s.stack}>
        <div className={s.head}>
          <h1 className={s.title}>{product.name ? t('prices.title', { name: product.name }) : name}</h1>
          {/* Phones: the filter opens full screen from here, the inline card is hidden. */}
          <Button variant="contained" startIcon={<Icon path={iconTune} />} onClick={() => setDialogOpen(true)} className={s.phoneOnly}>
            {t('prices.open_filter')}
          </Button>
        </div>
        <div className={s.inlineCard}>{card()}</div>
        {dialogOpen && card(true)}
        <AdSlot code={AD_TOP} ads={prices.prices_ads} />
        <div className={s.columns}>
          <div className={s.results} aria-busy={loading || undefined}>
            <div className={s.bar}>
              <p className={s.summary}>
                {searchSummary(d.filter, { ...summaryLookups, formatDay: (iso) => formatDate(iso, lang) })} · {t('prices.in_currency')}
              </p>
              <div className={s.actions}>
                <Button to={paths.priceAnalysis(d.product.meta_name)} size="small" startIcon={<Icon path={iconInsights} />}>
                  {t('analysis.nav')}
                </Button>
                <Button to={paths.comparison(d.product.meta_name)} size="small" startIcon={<Icon path={iconCompareArrows} />}>
                  {t('comparison.nav')}
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<Icon path={iconDownload} />}
                  onClick={() => download('csv')}
                  disabled={rows.length === 0 || exporting}
                >
                  {t('prices.download_csv')}
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<Icon path={iconDownload} />}
                  onClick={() => download('xlsx')}
                  disabled={rows.length === 0 || exporting}
                >
                  {t('prices.download_xlsx')}
                </Button>
                <AlertMeButton
                  items={lookups.items.filter((i) => i.product_id === product.id)}
                  governorates={lookups.governorates}
                  rows={rows}
                  itemId={d.filter.item_id}
                  govId={d.filter.gov_id}
                />
              </div>
            </div>
            {loading && <LinearProgress label={t('prices.loading')} />}
            <PriceResults rows={rows} lang={lang} empty={d.problem === 'failed' ? t('prices.load_failed') : t('prices.no_prices')} />
          </div>
          <div className={s.side}>
            <SavedSearchesList current={current} />
            {AD_SIDE.map((code) => (
              <AdSlot key={code} code={code} ads={prices.prices_ads} />
            ))}
          </div>
        </div>
      </div>
      {exportGate.dialog}
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
