/**
 * The table under each chart, built from the answer: what the reader sees (dates and prices
 * formatted for the language) and the same cells as data for "Copy" (ISO dates, plain decimals).
 * Rows in the charts' order: days ascending, governorates and producers highest first.
 */
import type { Lang } from '../../../shared/envelope';
import type { Analysis } from '../../../shared/schemas/analysis';
import { formatDate, formatPrice } from '../../../shared/format';
import type { TFunction } from '../../i18n/translator';
import type { ChartKind } from './chart-kinds';
import type { DataTableProps } from './data-table';

export type AnalysisTable = Omit<DataTableProps, 'id' | 'caption'>;

type Cell = string | number | null;

function table(columns: AnalysisTable['columns'], raw: Cell[][], lang: Lang, dated: boolean): AnalysisTable {
  const rows = raw.map((r) => r.map((v, i) => (i === 0 ? (dated ? formatDate(String(v), lang) : String(v ?? '')) : formatPrice(v, lang))));
  return { columns, rows, raw };
}

export function analysisTables(data: Analysis, lang: Lang, t: TFunction): Record<ChartKind, AnalysisTable> {
  const num = (label: string) => ({ label, numeric: true });
  const producers = [...data.producers].sort((a, b) => b.mid - a.mid);
  return {
    price: table(
      [{ label: t('analysis.date') }, num(t('analysis.min')), num(t('analysis.max')), num(t('analysis.mid')), num(t('analysis.ma7')), num(t('analysis.ma30'))],
      data.series.map((p) => [p.date, p.min, p.max, p.mid, p.ma7, p.ma30]),
      lang,
      true,
    ),
    spread: table(
      [{ label: t('analysis.governorate') }, num(t('analysis.min')), num(t('analysis.max')), num(t('analysis.mid'))],
      data.spread.map((g) => [g.name, g.min, g.max, g.mid]),
      lang,
      false,
    ),
    producers: {
      columns: [{ label: t('analysis.producer') }, { label: t('analysis.item') }, num(t('analysis.mid')), { label: t('analysis.date') }],
      rows: producers.map((p) => [p.producer_name, p.item_name, formatPrice(p.mid, lang), formatDate(p.date, lang)]),
      raw: producers.map((p) => [p.producer_name, p.item_name, p.mid, p.date]),
    },
    index: table(
      [{ label: t('analysis.date') }, num(t('analysis.index_value'))],
      data.index.points.map((p) => [p.date, p.value]),
      lang,
      true,
    ),
  };
}
