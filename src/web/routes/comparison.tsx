import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { AD_CODES, MAX_COMPARISON_ITEMS } from '../../shared/constants';
import { todayIso } from '../../shared/dates';
import type { ComparisonLookup, ComparisonRow } from '../../shared/schemas/prices';
import { createApiClient } from '../api/client';
import type { ComparisonChartProps } from '../features/comparison/comparison-chart';
import { ComparedItems } from '../features/comparison/compared-items';
import { ComparisonTable } from '../features/comparison/comparison-table';
import {
  addErrors,
  addItem,
  comparisonBody,
  comparisonSearch,
  itemNames,
  parseComparisonSearch,
  removeItem,
  type AddField,
  type ComparisonState,
} from '../features/comparison/comparison-state';
import { producerOptions } from '../../shared/cascade';
import { changeFilter, type PriceFilter } from '../features/prices/cascade';
import { FilterCard, type FilterChange } from '../features/prices/filter-card';
import { dictionaries } from '../i18n/dictionaries';
import type { PlainPageKey } from '../i18n/translator';
import { AdSlot } from '../ui/ad-slot';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { saveFile } from '../ui/csv';
import { useEntitlementGate } from '../ui/entitlement-gate';
import { fetchFile } from '../api/file';
import { comparisonCsvFileName, comparisonXlsxFileName, EXPORT_CALLS, type ExportFormat } from '../../shared/price-exports';
import { paths } from '../../shared/paths';
import { prefsFromCookies } from '../ui/prefs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { Icon } from '../ui/kit/icon';
import { iconAdd, iconInsights } from '../ui/kit/icons';
import { Container, Paper } from '../ui/kit/layout';
import { Skeleton } from '../ui/kit/progress';
import s from '../features/comparison/comparison.module.css';
import type { Route } from './+types/comparison';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/**
 * The chart (and @mui/x-charts with it) is fetched only by this page, once it runs in the browser.
 * It is never rendered on the server (it measures its box), so the server build leaves it out.
 */
const ComparisonChart = lazy<ComponentType<ComparisonChartProps>>(() =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('../features/comparison/comparison-chart'),
);

const EMPTY_LOOKUP: ComparisonLookup = { products: [], products_types: [], producers: [], items: [], governorates: [], comparison_ads: [] };
const [AD_TOP, ...AD_SIDE] = AD_CODES.comparison as [string, ...string[]];

/**
 * /comparison/{meta_name}?from_date&to_date&items=item_id:gov_id,…: the comparison tool. The
 * state is the query string (a comparison is a shareable link); `meta_name`, a product's,
 * preselects that product. With items in the URL the prices are rendered on the server.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const today = todayIso();
  const state = parseComparisonSearch(new URL(request.url).searchParams, today);
  const api = createApiClient(context.api);
  const res = await api.comparisonLookup({ country });
  // A failed lookup leaves the lists empty (SPEC section 8), not an error page.
  const lookup = res.ok ? res.data : EMPTY_LOOKUP;
  // The compared items set the product; otherwise the path's meta_name may.
  const firstItem = lookup.items.find((i) => i.id === state.items[0]?.item_id);
  const product = firstItem ? lookup.products.find((p) => p.id === firstItem.product_id) : lookup.products.find((p) => p.meta_name === params.metaName);
  let rows: ComparisonRow[] | null = null;
  let failed = false;
  if (state.items.length > 0) {
    const result = await api.comparison(comparisonBody(state, lookup));
    if (result.ok) rows = result.data;
    else failed = true;
  }
  return { lookup, state, rows, failed, product: product ?? null, today, lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  const lang = d?.lang ?? rootLang;
  const dict = dictionaries[lang];
  const names = d
    ? itemNames(d.state, d.lookup)
        .map((i) => i.item_name)
        .filter(Boolean)
    : [];
  return buildSeo({
    origin,
    lang,
    path: paths.comparison(d?.product?.meta_name),
    title: names.length ? fill(dict.comparison.title_of, { names: names.join(lang === 'ar' ? '، ' : ', ') }) : dict.comparison.title,
    description: dict.comparison.description,
    // A comparison of chosen items is a visitor's link, not a page of its own for search engines.
    noindex: !!d?.state.items.length,
  });
}

/** The filter of a fresh page: the preselected product (if any), the state's dates. */
const initialFilter = (productId: number | undefined, state: ComparisonState): PriceFilter => ({
  product_id: productId,
  product_type_id: 0,
  from_date: state.from_date,
  to_date: state.to_date,
});

export default function ComparisonPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { lookup, state, rows, failed, product, today, lang } = loaderData;
  const busy = navigation.state !== 'idle' && navigation.location?.pathname.startsWith('/comparison') === true;
  // The product select has no empty entry: without one chosen, the first product is the choice.
  const [filter, setFilter] = useState<PriceFilter>(() => initialFilter(product?.id ?? lookup.products[0]?.id, state));
  const [problem, setProblem] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  const exportGate = useEntitlementGate('comparison.export');
  const [exporting, setExporting] = useState(false);
  useEffect(() => setMounted(true), []);

  const compared = state.items.length > 0;
  const full = state.items.length >= MAX_COMPARISON_ITEMS;
  // While a comparison exists its frame is fixed: one product, one period for every item
  // (SPEC section 4, "Filters are disabled while a comparison exists"); the other filters stay
  // open to choose the next item until there are 4.
  const lockedProduct = compared ? product : null;
  useEffect(() => {
    if (!compared) return;
    setFilter((f) => {
      const next = lockedProduct && f.product_id !== lockedProduct.id ? changeFilter(f, 'product_id', lockedProduct.id) : f;
      return next.from_date === state.from_date && next.to_date === state.to_date ? next : { ...next, from_date: state.from_date, to_date: state.to_date };
    });
  }, [compared, lockedProduct, state.from_date, state.to_date]);

  const names = useMemo(
    () =>
      itemNames(state, lookup).map((i, n) =>
        i.item_name && i.gov_name ? t('comparison.item_in_gov', { item: i.item_name, gov: i.gov_name }) : rowName(rows, n) || `#${i.item_id}`,
      ),
    [state, lookup, rows, t],
  );
  const lookups = useMemo(
    () => ({
      products: lockedProduct ? lookup.products.filter((p) => p.id === lockedProduct.id) : lookup.products,
      types: lookup.products_types,
      producers: producerOptions(lookup.producers, lookup.items, filter),
      items: lookup.items,
      governorates: lookup.governorates,
    }),
    [lookup, lockedProduct, filter],
  );

  const go = (next: ComparisonState) => {
    setProblem(null);
    const metaName = next.items.length
      ? (lookup.products.find((p) => p.id === lookup.items.find((i) => i.id === next.items[0]!.item_id)?.product_id)?.meta_name ?? product?.meta_name)
      : undefined;
    void navigate(paths.comparison(metaName, comparisonSearch(next)), { preventScrollReset: true });
  };

  const onChange = (next: PriceFilter, field: FilterChange) => {
    setProblem(null);
    // The frame of an existing comparison does not move (see above).
    if (compared && (field === 'product_id' || field === 'from_date' || field === 'to_date')) return;
    setFilter(next);
  };

  const onAdd = () => {
    const errors = addErrors(filter, today);
    const missing = (Object.keys(errors) as AddField[]).filter((f) => errors[f] === 'required');
    if (missing.length) {
      setProblem(t('comparison.missing', { fields: missing.map((f) => t(FIELD_LABELS[f])).join(t('comparison.list_separator')) }));
      return;
    }
    if (Object.keys(errors).length) return; // the card shows the date messages under the pickers
    const base: ComparisonState = compared ? state : { from_date: filter.from_date, to_date: filter.to_date, items: [] };
    const out = addItem(base, { item_id: filter.item_id!, gov_id: filter.gov_id! });
    if (!out.ok) {
      setProblem(out.reason === 'full' ? t('comparison.max_reached', { max: MAX_COMPARISON_ITEMS }) : t('comparison.duplicate'));
      return;
    }
    // The next item is usually another one in the same governorate.
    setFilter((f) => ({ ...f, item_id: undefined }));
    go(out.state);
  };

  const onRemove = (index: number) => {
    const next = removeItem(state, index);
    // Removing the last item clears everything, filters included.
    if (next.items.length === 0) onClear();
    else go(next);
  };

  // Everything of the comparison goes; the product it was about stays chosen (with the rest of
  // the filters and the dates reset), so comparing other items of it starts right away.
  const onClear = () => {
    setProblem(null);
    setFilter(initialFilter(product?.id ?? lookup.products[0]?.id, { from_date: today, to_date: today, items: [] }));
    void navigate(paths.comparison(product?.meta_name), { preventScrollReset: true });
  };

  // The server builds the file from the page's query (a package grants it: comparison.export);
  // visitors go to login, others without it see the dialog.
  const onDownload = (format: ExportFormat) => {
    if (!rows) return;
    const query = Object.fromEntries(new URLSearchParams(comparisonSearch(state)));
    setExporting(true);
    void exportGate
      .run(async () => {
        const fileName = (format === 'csv' ? comparisonCsvFileName : comparisonXlsxFileName)(state.from_date, state.to_date);
        const res = await fetchFile(lang, EXPORT_CALLS.comparison[format], query, fileName);
        if (!res.ok) return res.problem;
        saveFile(res.blob, res.fileName);
        return null;
      })
      .finally(() => setExporting(false));
  };

  const crumbs = product
    ? [{ label: product.name, to: paths.materials(product.meta_name, product.id) }, { label: t('comparison.title') }]
    : [{ label: t('comparison.title') }];
  const hasPrices = !!rows && rows.length > 0;
  // The analysis of the compared product (or the chosen one, or the first).
  const analysisOf = product ?? lookup.products.find((p) => p.id === filter.product_id) ?? lookup.products[0];

  return (
    <Container maxWidth="xl" className={s.page}>
      <Breadcrumbs items={crumbs} />
      <div className={s.stack}>
        <div>
          <h1 className={s.title}>{t('comparison.title')}</h1>
          <p className={s.intro}>{t('comparison.intro')}</p>
          {analysisOf && (
            <Button to={paths.priceAnalysis(analysisOf.meta_name)} size="small" startIcon={<Icon path={iconInsights} />} className={s.introLink}>
              {t('analysis.nav')}
            </Button>
          )}
        </div>
        <AdSlot code={AD_TOP} ads={lookup.comparison_ads} />
        <div className={s.columns}>
          <div className={s.main}>
            <FilterCard
              value={filter}
              onChange={onChange}
              lookups={lookups}
              today={today}
              withWord={false}
              disabled={full || busy}
              locked={compared ? ['product_id', 'dates'] : []}
              title={t('comparison.filters')}
              idPrefix="comparison"
              action={{ label: t('comparison.add'), onClick: onAdd, disabled: full || busy, icon: <Icon path={iconAdd} /> }}
            />
            {compared && !full && <p className={s.secondary}>{t('comparison.locked')}</p>}
            {full && <Alert severity="info">{t('comparison.max_reached', { max: MAX_COMPARISON_ITEMS })}</Alert>}
            {problem && (
              <Alert severity="warning" role="alert" onClose={() => setProblem(null)} closeLabel={t('prices.close')}>
                {problem}
              </Alert>
            )}
            {!compared ? (
              <Paper className={s.empty}>{t('comparison.empty')}</Paper>
            ) : (
              <>
                <ComparedItems
                  names={names}
                  from={state.from_date}
                  to={state.to_date}
                  lang={lang}
                  busy={busy}
                  canDownload={hasPrices && !exporting}
                  onRemove={onRemove}
                  onClear={onClear}
                  onDownload={onDownload}
                />
                <section aria-labelledby="comparison-results-title" aria-busy={busy} className={s.results}>
                  <h2 id="comparison-results-title" className={`${s.heading} ${s.resultsTitle}`}>
                    {t('comparison.chart')}
                  </h2>
                  {failed ? (
                    <Alert severity="error">{t('comparison.load_failed')}</Alert>
                  ) : !hasPrices ? (
                    <Alert severity="info">{t('comparison.no_prices')}</Alert>
                  ) : (
                    <div className={s.resultsBody}>
                      {/* Fixed height from the first paint: the lazy chart takes the box without a jump. */}
                      <Paper role="figure" aria-label={t('comparison.chart')} data-series-count={names.length} className={s.chartBox}>
                        <div className={s.chartArea}>
                          {mounted ? (
                            <Suspense fallback={<ChartPlaceholder label={t('comparison.chart_loading')} />}>
                              <ComparisonChart rows={rows!} names={names} lang={lang} />
                            </Suspense>
                          ) : (
                            <ChartPlaceholder label={t('comparison.chart_loading')} />
                          )}
                        </div>
                      </Paper>
                      <ComparisonTable rows={rows!} names={names} lang={lang} />
                    </div>
                  )}
                </section>
              </>
            )}
          </div>
          <div className={s.side}>
            {AD_SIDE.map((code) => (
              <AdSlot key={code} code={code} ads={lookup.comparison_ads} />
            ))}
          </div>
        </div>
      </div>
      {exportGate.dialog}
    </Container>
  );
}

const FIELD_LABELS: Record<AddField, PlainPageKey> = {
  product_id: 'prices.product',
  product_type_id: 'prices.product_type',
  producer_id: 'prices.producer',
  item_id: 'prices.item',
  gov_id: 'prices.governorate',
  from_date: 'prices.from_date',
  to_date: 'prices.to_date',
};

/** The API's own name of item N ("item — governorate"), from the first row that has it. */
function rowName(rows: readonly ComparisonRow[] | null, index: number): string {
  const key = (['item1', 'item2', 'item3', 'item4'] as const)[index];
  return (key && rows?.find((r) => r[key])?.[key]?.name) || '';
}

function ChartPlaceholder({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} className={s.placeholder}>
      <Skeleton variant="rectangular" height="100%" width="100%" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
