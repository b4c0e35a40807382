/**
 * The table under a chart: the same figures as plain text (a caption naming it, column headers
 * and row headers with their scope), and a "Copy" button that puts it on the clipboard as
 * tab-separated text (ISO dates, plain decimals) for a spreadsheet. Long series scroll inside
 * the box under a header that stays.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { tabSeparated } from './analysis-state';
import styles from './analysis.module.css';

/** The "copy" icon of Material (ContentCopy). */
const COPY_ICON = 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';

export interface TableColumn {
  label: string;
  /** Figures are aligned to the end and use tabular digits. */
  numeric?: boolean;
}

export interface DataTableProps {
  id: string;
  caption: string;
  columns: readonly TableColumn[];
  /** What the reader sees, cell by cell (formatted for the language); the first cell heads its row. */
  rows: readonly (readonly string[])[];
  /** The same cells as data: what "Copy" puts on the clipboard. */
  raw: readonly (readonly (string | number | null)[])[];
}

export function DataTable({ id, caption, columns, rows, raw }: DataTableProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const copy = () => {
    const text = tabSeparated(
      columns.map((c) => c.label),
      raw,
    );
    navigator.clipboard.writeText(text).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className={styles.tableBlock}>
      <div className={styles.tableBar}>
        <span className={styles.tableTitle} aria-hidden>
          {caption}
        </span>
        <button type="button" className={styles.button} onClick={copy} aria-describedby={`${id}-copied`}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden>
            <path d={COPY_ICON} />
          </svg>
          {t('analysis.copy')}
        </button>
        <span id={`${id}-copied`} role="status" className={styles.copied}>
          {copied === 'done' ? t('analysis.copied') : copied === 'failed' ? t('analysis.copy_failed') : ''}
        </span>
      </div>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
        <table className={styles.table} id={id} data-rows={rows.length}>
          <caption id={`${id}-caption`} className={styles.visuallyHidden}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.numeric ? styles.num : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {r.map((v, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {v}
                    </th>
                  ) : (
                    <td key={j} className={columns[j]?.numeric ? styles.num : undefined}>
                      {v}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
