/**
 * A paged back-office list: an admin GET answering `adminPageOf(row)` (`{ items, total, page,
 * rows }`) shown in MUI X's data grid, paged on the server. The caller gives the path, the
 * filters of its query and the columns; a change of the filters goes back to the first page,
 * `reloadKey` (a counter) asks again after a write. `SearchField` is the word search above it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridValidRowModel } from '@mui/x-data-grid';
import type { AdminPage } from '../../../shared/schemas/admin';
import { useAdminData } from './api';
import { useDataGridText } from './data-grid';
import { useAdminT } from './i18n';

type Filters = Record<string, string | number | undefined>;

export interface AdminListProps<Row extends GridValidRowModel> {
  /** The admin API path of the list (`directories/products`). */
  path: string;
  /** Query fields besides `page` and `rows` (empty strings are left out). */
  filters: Filters;
  columns: GridColDef<Row>[];
  /** Change it (a counter) to load the page again after a write. */
  reloadKey?: number;
  /** The grid's accessible name. */
  label: string;
  onRowClick?: (row: Row) => void;
}

const PAGE_SIZES = [25, 50, 100];

export function AdminList<Row extends GridValidRowModel>({ path, filters, columns, reloadKey = 0, label, onRowClick }: AdminListProps<Row>) {
  const { t } = useAdminT();
  const gridText = useDataGridText();
  const [pageModel, setPageModel] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const filterKey = JSON.stringify(filters);
  // A new filter shows its first page.
  useEffect(() => setPageModel((m) => (m.page === 0 ? m : { ...m, page: 0 })), [filterKey]);
  const query: Filters = {
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined)),
    page: pageModel.page + 1,
    rows: pageModel.pageSize,
  };
  const { state, reload } = useAdminData<AdminPage<Row>>(path, query);
  useEffect(() => {
    if (reloadKey) void reload();
  }, [reloadKey, reload]);
  const data = state.kind === 'ready' ? state.data : null;
  return (
    <Box>
      {state.kind === 'failed' ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" onClick={() => void reload()}>
              {t('shell.retry')}
            </Button>
          }
        >
          {t('shell.load_failed')}
        </Alert>
      ) : null}
      <Box sx={{ height: { xs: 520, md: 640 }, width: '100%' }}>
        <DataGrid
          aria-label={label}
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={state.kind === 'loading'}
          paginationMode="server"
          paginationModel={pageModel}
          onPaginationModelChange={setPageModel}
          pageSizeOptions={PAGE_SIZES}
          onRowClick={onRowClick ? (p) => onRowClick(p.row) : undefined}
          disableColumnFilter
          disableColumnSorting
          disableRowSelectionOnClick
          localeText={gridText}
        />
      </Box>
    </Box>
  );
}

/** A word search that reports its value a moment after typing stops (one request per pause, not per key). */
export function SearchField({ label, onSearch, delayMs = 350 }: { label: string; onSearch: (word: string) => void; delayMs?: number }): ReactNode {
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, onSearch]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 260 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
