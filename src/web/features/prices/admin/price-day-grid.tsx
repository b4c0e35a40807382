/**
 * The day's price grid (MUI X DataGrid, the MIT community edition): one row per item ×
 * governorate, the three prices editable with the keyboard (a digit or Enter edits the focused
 * cell; Enter moves down, Tab across), changed cells highlighted, the change of the average
 * from the last known price, the row's state or what is wrong with it.
 *
 * The community grid has no clipboard paste: `onPaste` on the grid's container is a small
 * adapter of ours — it reads the clipboard's text/plain, and a block (tab-separated cells, one
 * line per row, as a spreadsheet copies it) is written from the focused cell down and across the
 * price columns, in the order the grid shows the rows. A single value pasted into a cell being
 * edited is left to the browser.
 */
import { useMemo, type ClipboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HistoryIcon from '@mui/icons-material/History';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridFocusCellSelector,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { useTranslation } from '../../../i18n/react';
import { useDataGridText } from '../../../ui/admin/data-grid';
import { useAdminT } from '../../../ui/admin/i18n';
import {
  PRICE_FIELDS,
  cellChanged,
  editCell,
  isBlock,
  midChange,
  pasteBlock,
  rowChanged,
  rowIssues,
  showPrice,
  type EntryRow,
  type PriceField,
} from './entry-rows';
import styles from './prices-admin.module.css';
import { formatChange, formatShortDate } from '../../../../shared/format';

const isPriceField = (f: string): f is PriceField => (PRICE_FIELDS as readonly string[]).includes(f);

export interface PriceDayGridProps {
  rows: EntryRow[];
  onRowsChange: (rows: EntryRow[]) => void;
  editable: boolean;
  /** Words that narrow the rows shown (item, producer, type, governorate). */
  search: string;
  onHistory: (row: EntryRow) => void;
}

export function PriceDayGrid({ rows, onRowsChange, editable, search, onHistory }: PriceDayGridProps) {
  const { t } = useAdminT();
  const page = useTranslation();
  const gridText = useDataGridText();
  const apiRef = useGridApiRef();

  const lang = page.i18n.language;
  const columns = useMemo<GridColDef<EntryRow>[]>(() => {
    const price = (field: PriceField, label: string): GridColDef<EntryRow> => ({
      field,
      headerName: label,
      width: 116,
      editable,
      sortable: false,
      valueFormatter: (v: string) => showPrice(v, lang),
    });
    return [
      { field: 'item_name', headerName: t('prices.col_item'), flex: 1, minWidth: 190 },
      { field: 'governorate_name', headerName: t('prices.col_governorate'), width: 130 },
      price('min_price', t('prices.col_min')),
      price('mid_price', t('prices.col_mid')),
      price('max_price', t('prices.col_max')),
      {
        field: 'change',
        headerName: t('prices.col_change'),
        width: 96,
        sortable: false,
        valueGetter: (_v, row) => midChange(row),
        renderCell: ({ value }) => {
          if (value === null || value === undefined) return '—';
          const pct = (value as number) * 100;
          const cls = pct > 0.005 ? styles.up : pct < -0.005 ? styles.down : styles.flat;
          return (
            <span dir="ltr" className={cls}>
              {formatChange(value as number, lang)}
            </span>
          );
        },
      },
      {
        field: 'state',
        headerName: t('prices.col_state'),
        width: 210,
        sortable: false,
        valueGetter: (_v, row) => {
          const issue = Object.values(rowIssues(row))[0];
          if (issue) return page.t(`validation.${issue}`);
          if (row.serverError) return row.serverError;
          if (rowChanged(row)) return t('prices.state_changed');
          if (row.entered) return t('prices.state_entered');
          if (row.prefilled && row.last_date) return t('prices.state_prefilled', { date: formatShortDate(row.last_date, lang) });
          return t('prices.state_none');
        },
        cellClassName: ({ row }) => (Object.keys(rowIssues(row)).length || row.serverError ? styles.stateError : rowChanged(row) ? styles.stateChanged : ''),
      },
      { field: 'product_type_name', headerName: t('prices.col_type'), width: 180 },
      {
        field: 'history',
        headerName: t('prices.col_history'),
        width: 76,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title={t('prices.history_of', { item: row.item_name })}>
            <IconButton size="small" aria-label={t('prices.history_of', { item: row.item_name })} onClick={() => onHistory(row)}>
              <HistoryIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ];
  }, [t, page, lang, editable, onHistory]);

  const cellClass = (p: GridCellParams<EntryRow>) => {
    if (!isPriceField(p.field)) return '';
    const issue = rowIssues(p.row)[p.field];
    if (issue) return styles.invalid!;
    if (cellChanged(p.row, p.field)) return styles.changed!;
    return p.row.prefilled ? styles.prefilled! : '';
  };

  const filterModel = useMemo<GridFilterModel>(() => ({ items: [], quickFilterValues: search.trim() ? search.trim().split(/\s+/) : [] }), [search]);

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!editable) return;
    const clip = event.clipboardData.getData('text/plain');
    const focus = gridFocusCellSelector(apiRef);
    if (!clip || !focus) return;
    const editing = apiRef.current!.getCellMode(focus.id, focus.field) === 'edit';
    // One value typed into the cell being edited: the browser pastes it into the input.
    if (editing && !isBlock(clip)) return;
    event.preventDefault();
    if (editing) apiRef.current!.stopCellEditMode({ id: focus.id, field: focus.field, ignoreModifications: true });
    const field = isPriceField(focus.field) ? focus.field : 'min_price';
    onRowsChange(pasteBlock(rows, gridExpandedSortedRowIdsSelector(apiRef), { id: focus.id, field }, clip));
  };

  return (
    <Box className={styles.grid} onPaste={onPaste}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[25, 50, 100]}
        filterModel={filterModel}
        disableColumnFilter
        disableRowSelectionOnClick
        getCellClassName={cellClass}
        isCellEditable={(p) => editable && isPriceField(p.field)}
        onCellKeyDown={(params, event) => {
          // Ctrl/Cmd+V on a cell not being edited: our paste adapter, not the grid's "start editing".
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'v' && params.cellMode === 'view') event.defaultMuiPrevented = true;
        }}
        processRowUpdate={(next, old) => {
          const field = PRICE_FIELDS.find((f) => next[f] !== old[f]);
          if (!field) return old;
          const updated = editCell(old, field, String(next[field] ?? '').trim());
          onRowsChange(rows.map((r) => (r.id === updated.id ? updated : r)));
          return updated;
        }}
        localeText={gridText}
      />
    </Box>
  );
}
