import { useMemo, useState } from 'react';
import { data as routeData, redirect, useNavigate, useNavigation } from 'react-router';
import { ANALYSIS_FREE_DAYS } from '../../shared/constants';
import { EXPORT_CALLS, analysisFileName, type ExportFormat } from '../../shared/price-exports';
import { todayIso } from '../../shared/dates';
import { paths } from '../../shared/paths';
import { sharedPage } from '../../shared/page-kind';
import { createApiClient } from '../api/client';
import { fetchFile } from '../api/file';
import { analysisQuery, analysisSearch, parseAnalysisSearch, type AnalysisSearch } from '../features/analysis/analysis-state';
import { analysisTables } from '../features/analysis/analysis-tables';
import { ChartSection } from '../features/analysis/chart-section';
import { CHART_KINDS, type ChartKind } from '../features/analysis/chart-kinds';
import { Figures } from '../features/analysis/figures';
import { Pickers } from '../features/analysis/pickers';
import { useReaderAnalysis } from '../features/analysis/use-reader-analysis';
import styles from '../features/analysis/analysis.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { formatDate } from '../../shared/format';
import { useTranslation } from '../i18n/react';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { saveFile } from '../ui/csv';
import { useEntitlementGate } from '../ui/entitlement-gate';
import { prefsFromCookies } from '../ui/prefs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { Icon } from '../ui/kit/icon';
import { iconCompareArrows, iconDownload } from '../ui/kit/icons';
import { Container } from '../ui/kit/layout';
import { LinearProgress } from '../ui/kit/progress';
import type { Route } from './+types/price-analysis';

/**
 * The same page for every reader, served from the HTML cache (shared/page-kind.ts): its loader
 * asks as a visitor (the last 30 days); an entitled reader's own answer is fetched after
 * hydration (features/analysis/use-reader-analysis.ts).
 */
export const handle = sharedPage;

/**
 * /price-analysis/{meta_name}?item_id&gov_id&period&from_date&to_date: a product's price
 * analysis (issue 20). The state is the query string; an unknown product is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const search = parseAnalysisSearch(new URL(request.url).searchParams);
  const query = analysisQuery(params.metaName, search, country);
  const res = await createApiClient(context.api).priceAnalysis(query);
  if (!res.ok && res.problem.kind === 'not_found') {
    // An item or governorate gone since the link was made: the product's analysis, same period.
    if (search.item_id || search.gov_id)
      throw redirect(paths.priceAnalysis(params.metaName, analysisSearch({ ...search, item_id: undefined, gov_id: undefined })));
    throw routeData(null, { status: 404 });
  }
  return {
    analysis: res.ok ? res.data : null,
    search,
    query,
    metaName: params.metaName,
    today: todayIso(),
    lang: context.lang,
  };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  if (!d) return [];
  const lang = d.lang ?? rootLang;
  const dict = dictionaries[lang];
  const name = d.analysis?.product.name ?? '';
  return buildSeo({
    origin,
    lang,
    path: paths.priceAnalysis(d.metaName),
    title: name ? fill(dict.analysis.title, { name }) : dict.analysis.title_default,
    description: fill(dict.analysis.description, { name: name || dict.nav.prices }),
    // A chosen item, governorate or period is a view of the page: followed, not indexed.
    noindex: analysisSearch(d.search) !== '',
  });
}

export default function PriceAnalysisPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search, query, metaName, today, lang } = loaderData;
  const reader = useReaderAnalysis(loaderData.analysis, query);
  const d = reader.data;
  const exportGate = useEntitlementGate('analysis');
  const [exporting, setExporting] = useState(false);
  const moving = navigation.state === 'loading' && navigation.location?.pathname.startsWith('/price-analysis/') === true;
  const busy = moving || reader.loading;
  const tables = useMemo(() => (d ? analysisTables(d, lang, t) : null), [d, lang, t]);

  const go = (next: AnalysisSearch) => void navigate(paths.priceAnalysis(metaName, analysisSearch(next)), { preventScrollReset: true });

  /** The server builds the file (the `analysis` entitlement); visitors go to login, others without it see the dialog. */
  const download = (format: ExportFormat) => {
    setExporting(true);
    void exportGate
      .run(async () => {
        const fallback = analysisFileName(metaName, d?.item.id ?? 0, d?.range.from_date ?? today, d?.range.to_date ?? today, format);
        const res = await fetchFile(lang, EXPORT_CALLS.analysis[format], query, fallback);
        if (!res.ok) return res.problem;
        saveFile(res.blob, res.fileName);
        return null;
      })
      .finally(() => setExporting(false));
  };

  const productName = d?.product.name ?? '';
  const crumbs = [
    { label: t('nav.prices') },
    ...(d ? [{ label: productName, to: paths.materials(d.product.slug, d.product.id) }] : []),
    { label: t('analysis.nav') },
  ];
  // The notice and the locks: a reader without the entitlement (or not known yet) sees the free month.
  const limited = !reader.entitled;
  const place = d ? (d.governorate?.name ?? t('analysis.national')) : '';
  const fileStem = { metaName, date: d?.range.to_date ?? today };
  const sections: Record<ChartKind, { title: string; note?: string; bars?: number }> = {
    price: { title: t('analysis.chart_price') },
    spread: { title: t('analysis.chart_spread'), bars: d?.spread.length },
    producers: { title: t('analysis.chart_producers'), bars: d?.producers.length },
    index: {
      title: t('analysis.chart_index'),
      note: d?.index.base_date ? t('analysis.index_base', { date: formatDate(d.index.base_date, lang) }) : undefined,
    },
  };

  return (
    <Container maxWidth="lg" className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <div className={styles.head}>
        <h1 className={styles.title}>{productName ? t('analysis.title', { name: productName }) : t('analysis.title_default')}</h1>
        {d && (
          <p className={styles.lead}>
            {t('analysis.lead', {
              item: d.item.name,
              place,
              from: formatDate(d.range.from_date, lang),
              to: formatDate(d.range.to_date, lang),
            })}{' '}
            · {t('analysis.unit_currency', { unit: lang === 'en' ? d.item.unit.toLowerCase() : d.item.unit })}
          </p>
        )}
      </div>
      {limited && (
        <div data-testid="analysis-limited" className={styles.notice}>
          <Alert severity="info">
            {t('analysis.limited', { days: ANALYSIS_FREE_DAYS })}
            <Button to={paths.subscriptionPackages()} color="inherit" size="small" variant="outlined" className={styles.noticeLink}>
              {t('analysis.see_packages')}
            </Button>
          </Alert>
        </div>
      )}
      {!d ? (
        <Alert severity="error">{t('analysis.load_failed')}</Alert>
      ) : (
        <>
          <Pickers
            key={`${search.item_id}:${search.gov_id}`}
            data={d}
            search={search}
            entitled={reader.entitled}
            disabled={moving}
            today={today}
            onChange={go}
          />
          <div className={styles.actions}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Icon path={iconDownload} />}
              onClick={() => download('csv')}
              disabled={exporting || d.series.length === 0}
            >
              {t('analysis.download_csv')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Icon path={iconDownload} />}
              onClick={() => download('xlsx')}
              disabled={exporting || d.series.length === 0}
            >
              {t('analysis.download_xlsx')}
            </Button>
            <Button to={paths.comparison(d.product.slug)} size="small" startIcon={<Icon path={iconCompareArrows} />}>
              {t('comparison.nav')}
            </Button>
          </div>
          {busy && <LinearProgress label={t('analysis.loading')} />}
          <div className={styles.body} aria-busy={busy || undefined} data-limited={d.range.limited || undefined}>
            <Figures data={d} lang={lang} />
            {tables && (
              <>
                {CHART_KINDS.map((kind) => (
                  <ChartSection key={kind} kind={kind} {...sections[kind]} data={d} lang={lang} table={tables[kind]} fileStem={fileStem} />
                ))}
              </>
            )}
          </div>
        </>
      )}
      {exportGate.dialog}
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
