import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { AD_CODES, MAX_COMPARISON_ITEMS } from '../../shared/constants';
import { todayIso } from '../../shared/dates';
import type { ComparisonLookup, ComparisonRow } from '../../shared/schemas/prices';
import { createApiClient } from '../api/client';
import type { ComparisonChartProps } from '../features/comparison/comparison-chart';
import { ComparedItems } from '../features/comparison/compared-items';
import { ComparisonTable } from '../features/comparison/comparison-table';
import styles from '../features/comparison/comparison.module.css';
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
import type { Route } from './+types/comparison';
import { sharedPage } from '../../shared/page-kind';

/** The same page for every reader, served from the HTML cache (shared/page-kind.ts). */
export const handle = sharedPage;

/**
 * The chart (and uPlot with it: decision 033) is fetched only by this page, once it runs in the browser.
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
  const res = await api.comparisonLookup(country);
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
    <div className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <div className={styles.stack}>
        <div>
          <h1 className={styles.title}>{t('comparison.title')}</h1>
          <p className={styles.intro}>{t('comparison.intro')}</p>
          {analysisOf && (
            <RouterLink to={paths.priceAnalysis(analysisOf.meta_name)} className={styles.link}>
              <Icon d={ICONS.insights} />
              {t('analysis.nav')}
            </RouterLink>
          )}
        </div>
        <AdSlot code={AD_TOP} ads={lookup.comparison_ads} />
        <div className={styles.layout}>
          <div className={styles.stack}>
            <FilterCard
              value={filter}
              onChange={onChange}
              lookups={lookups}
              today={today}
              withWord={false}
              disabled={full || busy}
              locked={compared ? ['product_id', 'dates'] : []}
              title={t('comparison.filters')}
              action={{ label: t('comparison.add'), onClick: onAdd, disabled: full || busy, icon: <Icon d={ICONS.add} size={20} /> }}
            />
            {compared && !full && <p className={styles.hint}>{t('comparison.locked')}</p>}
            {full && <Notice severity="info">{t('comparison.max_reached', { max: MAX_COMPARISON_ITEMS })}</Notice>}
            {problem && (
              <Notice severity="warning" onClose={() => setProblem(null)} closeLabel={t('comparison.close')}>
                {problem}
              </Notice>
            )}
            {!compared ? (
              <div className={styles.emptyBox}>{t('comparison.empty')}</div>
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
                <section aria-labelledby="comparison-results-title" aria-busy={busy} className={styles.results}>
                  <h2 id="comparison-results-title" className={styles.resultsTitle}>
                    {t('comparison.chart')}
                  </h2>
                  {failed ? (
                    <Notice severity="error">{t('comparison.load_failed')}</Notice>
                  ) : !hasPrices ? (
                    <Notice severity="info">{t('comparison.no_prices')}</Notice>
                  ) : (
                    <div className={styles.stack}>
                      {/* Fixed height from the first paint: the lazy chart takes the box without a jump. */}
                      <div role="figure" aria-label={t('comparison.chart')} data-series-count={names.length} className={styles.chartBox}>
                        <div className={styles.chartArea}>
                          {mounted ? (
                            <Suspense fallback={<ChartPlaceholder label={t('comparison.chart_loading')} />}>
                              <ComparisonChart rows={rows!} names={names} lang={lang} />
                            </Suspense>
                          ) : (
                            <ChartPlaceholder label={t('comparison.chart_loading')} />
                          )}
                        </div>
                      </div>
                      <ComparisonTable rows={rows!} names={names} lang={lang} />
                    </div>
                  )}
                </section>
              </>
            )}
          </div>
          <div className={styles.side}>
            {AD_SIDE.map((code) => (
              <AdSlot key={code} code={code} ads={lookup.comparison_ads} />
            ))}
          </div>
        </div>
      </div>
      {exportGate.dialog}
    </div>
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
    <div className={styles.placeholder}>
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}

/** Material's icons used here (the paths of @mui/icons-material). */
const ICONS = {
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  insights:
    'M21 8c-1.45 0-2.26 1.44-1.93 2.51l-3.55 3.56c-.3-.09-.74-.09-1.04 0l-2.55-2.55C12.27 10.45 11.46 9 10 9c-1.45 0-2.27 1.44-1.93 2.52l-4.56 4.55C2.44 15.74 1 16.55 1 18c0 1.1.9 2 2 2 1.45 0 2.26-1.44 1.93-2.51l4.55-4.56c.3.09.74.09 1.04 0l2.55 2.55C12.73 16.55 13.54 18 15 18c1.45 0 2.27-1.44 1.93-2.52l3.56-3.55c1.07.33 2.51-.48 2.51-1.93 0-1.1-.9-2-2-2m-6 1 .94-2.07L18 6l-2.06-.93L15 3l-.92 2.07L12 6l2.08.93zM3.5 11 4 9l2-.5L4 8l-.5-2L3 8l-2 .5L3 9z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
} as const;

function Icon({ d, size = 18 }: { d: string; size?: number }) {
  return (
    <svg className={styles.icon} style={{ width: size, height: size }} viewBox="0 0 24 24" aria-hidden>
      <path d={d} />
    </svg>
  );
}

/** A message in MUI's Alert look (role "alert", as MUI's), with a close button if `onClose`. */
function Notice({
  severity,
  children,
  onClose,
  closeLabel,
}: {
  severity: 'info' | 'warning' | 'error';
  children: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
}) {
  return (
    <div role="alert" className={`${styles.alert} ${styles[severity]}`}>
      <span className={styles.alertIcon}>
        <Icon d={ICONS[severity]} size={22} />
      </span>
      <div className={styles.alertText}>{children}</div>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} title={closeLabel}>
          <Icon d={ICONS.close} size={20} />
        </button>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
