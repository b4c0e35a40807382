/** The prices of one item by date (newest first), in one governorate or all, between two dates, paged by the server. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { PriceHistoryRow } from '../../../../shared/schemas/prices-admin';
import { useAdminCallData } from '../../../ui/admin/api';
import { Loaded } from '../../../ui/admin/admin-page';
import { useDataGridText } from '../../../ui/admin/data-grid';
import { DateFilter } from '../../../ui/admin/date-filter';
import { useAdminT } from '../../../ui/admin/i18n';
import { showPrice } from './entry-rows';
import { formatChange, formatShortDate } from '../../../../shared/format';

export interface HistoryTarget {
  itemId: number;
  itemName: string;
  governorateId: number;
}

export function HistoryDialog({ target, onClose }: { target: HistoryTarget | null; onClose: () => void }) {
  const { t } = useAdminT();
  return (
    <Dialog open={!!target} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="history-title">
      <DialogTitle id="history-title">{target ? t('prices.history_of', { item: target.itemName }) : ''}</DialogTitle>
      <DialogContent>{target && <History key={`${target.itemId}-${target.governorateId}`} target={target} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function History({ target }: { target: HistoryTarget }) {
  const { t, i18n } = useAdminT();
  const lang = i18n.language;
  const gridText = useDataGridText();
  const [filters, setFilters] = useState({ governorate_id: String(target.governorateId), from: '', to: '' });
  const [pageModel, setPageModel] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const { state, reload } = useAdminCallData('itemPriceHistory', {
    item_id: target.itemId,
    ...filters,
    page: pageModel.page + 1,
    rows: pageModel.pageSize,
  });
  const set = (name: keyof typeof filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [name]: e.target.value }));
    setPageModel((m) => ({ ...m, page: 0 }));
  };
  const columns: GridColDef<PriceHistoryRow>[] = [
    { field: 'price_date', headerName: t('prices.date'), width: 120, valueFormatter: (v: string) => formatShortDate(v, lang) },
    { field: 'governorate_name', headerName: t('prices.col_governorate'), flex: 1, minWidth: 120 },
    { field: 'min_price', headerName: t('prices.col_min'), width: 110, valueFormatter: (v: string) => showPrice(v, lang) },
    { field: 'mid_price', headerName: t('prices.col_mid'), width: 110, valueFormatter: (v: string) => showPrice(v, lang) },
    { field: 'max_price', headerName: t('prices.col_max'), width: 110, valueFormatter: (v: string) => showPrice(v, lang) },
    {
      field: 'change',
      headerName: t('prices.col_change'),
      width: 96,
      valueGetter: (_v, row) => {
        const before = Number(row.mid_price_before);
        return row.mid_price_before && before > 0 ? formatChange((Number(row.mid_price) - before) / before, lang) : '—';
      },
    },
  ];
  const data = state.kind === 'ready' ? state.data : null;
  return (
    <Box sx={{ pt: 1 }}>
      <Grid container spacing={1.5} sx={{ mb: 1.5 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField select fullWidth size="small" label={t('prices.col_governorate')} value={filters.governorate_id} onChange={set('governorate_id')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {(data?.item.governorates ?? []).map((g) => (
              <MenuItem key={g.id} value={String(g.id)}>
                {g.name}
              </MenuItem>
            ))}
            {!data && <MenuItem value={filters.governorate_id}>{filters.governorate_id}</MenuItem>}
          </TextField>
        </Grid>
        {(['from', 'to'] as const).map((name) => (
          <Grid key={name} size={{ xs: 6, sm: 4 }}>
            <DateFilter label={t(`common.${name}`)} value={filters[name]} onChange={set(name)} />
          </Grid>
        ))}
      </Grid>
      {state.kind === 'failed' ? (
        <Loaded state={state} reload={reload}>
          {() => null}
        </Loaded>
      ) : (
        <Box sx={{ height: 420 }}>
          <DataGrid
            rows={data?.items ?? []}
            getRowId={(r) => `${r.price_date}-${r.governorate_id}`}
            columns={columns}
            density="compact"
            rowCount={data?.total ?? 0}
            loading={state.kind === 'loading'}
            paginationMode="server"
            paginationModel={pageModel}
            onPaginationModelChange={setPageModel}
            pageSizeOptions={[25, 50, 100]}
            disableColumnFilter
            disableColumnSorting
            disableRowSelectionOnClick
            localeText={gridText}
          />
        </Box>
      )}
    </Box>
  );
}
