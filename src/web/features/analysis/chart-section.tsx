/**
 * One chart of the analysis with its title, its "PNG" button and its table. The chart's code
 * (@mui/x-charts) is fetched by this page only, once it runs in the browser; until then (and on
 * the server) a placeholder of the chart's height keeps its room, and the table is already there.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import type { Lang } from '../../../shared/envelope';
import type { Analysis } from '../../../shared/schemas/analysis';
import { useTranslation } from '../../i18n/react';
import { saveFile } from '../../ui/csv';
import type { AnalysisChartProps } from './analysis-chart';
import { chartFileName } from './analysis-state';
import { ANALYSIS_COLORS, CHART_SERIES, chartHeight, type ChartKind } from './chart-kinds';
import { chartPng, chartSvg } from './chart-png';
import { DataTable, type DataTableProps } from './data-table';
import styles from './analysis.module.css';

const AnalysisChart = lazy<ComponentType<AnalysisChartProps>>(() =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./analysis-chart'),
);

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
  const figure = useRef<HTMLDivElement>(null);
  useEffect(() => setMounted(true), []);
  const empty = table.rows.length === 0;
  const height = chartHeight(kind, bars);
  const placeholder = <Skeleton variant="rounded" aria-label={t('analysis.chart_loading')} sx={{ transform: 'none', height }} />;

  const savePng = () => {
    const svg = figure.current && chartSvg(figure.current);
    if (!svg) return;
    setDrawing(true);
    setFailed(false);
    const legend = CHART_SERIES[kind].map((s) => ({ label: t(`analysis.series.${s}`), color: ANALYSIS_COLORS[s] }));
    chartPng(svg, { title, legend, site: `${t('app.name')} · ${window.location.host}`, rtl: lang === 'ar' })
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
        <Button
          size="small"
          variant="outlined"
          startIcon={<ImageIcon />}
          onClick={savePng}
          disabled={!mounted || empty || drawing}
          aria-label={t('analysis.png_of', { chart: title })}
        >
          {t('analysis.png')}
        </Button>
      </div>
      {failed && (
        <p role="alert" className={styles.note}>
          {t('analysis.png_failed')}
        </p>
      )}
      <div ref={figure} role="figure" aria-label={title} className={styles.chartBox}>
        {empty ? (
          <p className={styles.empty}>{t('analysis.no_prices')}</p>
        ) : mounted ? (
          <Suspense fallback={placeholder}>
            <AnalysisChart kind={kind} data={data} lang={lang} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {!empty && <DataTable id={`${id}-table`} caption={t('analysis.table_of', { chart: title })} {...table} />}
    </section>
  );
}
