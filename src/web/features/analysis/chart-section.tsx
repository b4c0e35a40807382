/**
 * One chart of the analysis with its title, its "PNG" button and its table. The chart's code
 * (uPlot, decision 038) is fetched by this page only, once it runs in the browser; until then
 * (and on the server) a placeholder of the chart's height keeps its room, and the table is
 * already there.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { Lang } from '../../../shared/envelope';
import type { Analysis } from '../../../shared/schemas/analysis';
import { useTranslation } from '../../i18n/react';
import { saveFile } from '../../ui/csv';
import type { ChartHandle } from '../../ui/charts/uplot-chart';
import type { AnalysisChartProps } from './analysis-chart';
import { chartFileName } from './analysis-state';
import { ANALYSIS_COLORS, CHART_SERIES, chartHeight, type ChartKind } from './chart-kinds';
import { chartPng } from './chart-png';
import { DataTable, type DataTableProps } from './data-table';
import styles from './analysis.module.css';

const AnalysisChart = lazy<ComponentType<AnalysisChartProps>>(() =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./analysis-chart'),
);

/** The "image" icon of Material (ImageOutlined). */
const IMAGE_ICON = 'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-4.86 8.86-3 3.87L9 13.14 6 17h12z';

export interface ChartSectionProps {
  kind: ChartKind;
  title: string;
  /** A line under the title (the index's base day). */
  note?: string;
  data: Analysis;
  lang: Lang;
  /** Bars of a bar chart (its height follows them). */
  bars?: number;
  table: Omit<DataTableProps, 'id' | 'caption'>;
  /** The product's slug and the day, for the picture's file name. */
  fileStem: { metaName: string; date: string };
}

export function ChartSection({ kind, title, note, data, lang, bars = 0, table, fileStem }: ChartSectionProps) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [failed, setFailed] = useState(false);
  // The drawn chart: there once its code has arrived.
  const [chart, setChart] = useState<ChartHandle | null>(null);
  useEffect(() => setMounted(true), []);
  const empty = table.rows.length === 0;
  const height = chartHeight(kind, bars);
  const placeholder = (
    <div className={styles.placeholder} style={{ height }}>
      <span className={styles.visuallyHidden}>{t('analysis.chart_loading')}</span>
    </div>
  );

  const savePng = () => {
    if (!chart) return;
    setDrawing(true);
    setFailed(false);
    const legend = CHART_SERIES[kind].map((s) => ({ label: t(`analysis.series.${s}`), color: ANALYSIS_COLORS[s] }));
    chart
      .picture()
      .then((drawn) => chartPng(drawn, { title, legend, site: `${t('app.name')} · ${window.location.host}`, rtl: lang === 'ar' }))
      .then((blob) => saveFile(blob, chartFileName(fileStem.metaName, kind, fileStem.date)))
      .catch(() => setFailed(true))
      .finally(() => setDrawing(false));
  };

  const id = `analysis-${kind}`;
  return (
    <section className={styles.chartSection} aria-labelledby={`${id}-title`} data-chart={kind}>
      <div className={styles.chartHead}>
        <div>
          <h2 id={`${id}-title`} className={styles.chartTitle}>
            {title}
          </h2>
          {note && <p className={styles.note}>{note}</p>}
        </div>
        <button
          type="button"
          className={`${styles.button} ${styles.outlined}`}
          onClick={savePng}
          disabled={!chart || empty || drawing}
          aria-label={t('analysis.png_of', { chart: title })}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden>
            <path d={IMAGE_ICON} />
          </svg>
          {t('analysis.png')}
        </button>
      </div>
      {failed && (
        <p role="alert" className={styles.note}>
          {t('analysis.png_failed')}
        </p>
      )}
      <div role="figure" aria-label={title} className={styles.chartBox}>
        {empty ? (
          <p className={styles.empty}>{t('analysis.no_prices')}</p>
        ) : mounted ? (
          <Suspense fallback={placeholder}>
            <div style={{ height }}>
              <AnalysisChart ref={setChart} kind={kind} data={data} lang={lang} />
            </div>
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {!empty && <DataTable id={`${id}-table`} caption={t('analysis.table_of', { chart: title })} {...table} />}
    </section>
  );
}
