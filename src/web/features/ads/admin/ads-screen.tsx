/**
 * /admin/ads: the ads by slot, language and state (live now, scheduled, ended, switched off,
 * without a picture) with their clicks; a row opens its dialog (ad-dialog.tsx); a switch turns an
 * ad on or off; a read-only role sees the same without the buttons.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { adSlotPlace } from '../../../../shared/ad-slots';
import { imgSrc } from '../../../../shared/images';
import type { AdminPage as Page } from '../../../../shared/schemas/admin';
import { AD_STATES, adminAdBodyOf, type AdminAd, type AdState } from '../../../../shared/schemas/ads-admin';
import { useTranslation } from '../../../i18n/react';
import { AdminPage, LoadFailed } from '../../../ui/admin/admin-page';
import { ConfirmDialog } from '../../../ui/admin/confirm-dialog';
import { useAdminApi, useAdminData } from '../../../ui/admin/api';
import { useDataGridText } from '../../../ui/admin/data-grid';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import { AdDialog } from './ad-dialog';
import { langOptions, slotOptions } from './options';
import { formatShortDate } from '../../../../shared/format';

const STATE_COLOURS: Record<AdState, ChipProps['color']> = { live: 'success', scheduled: 'info', ended: 'default', inactive: 'default', no_image: 'warning' };

export function AdsScreen() {
  const { t } = useAdminT();
  const { i18n } = useTranslation();
  const admin = useAdminApi();
  const feedback = useFeedback();
  const gridText = useDataGridText();
  const canWrite = useCanWrite('ads');
  const [filters, setFilters] = useState({ code: '', lang: '', state: '' });
  const [pageModel, setPageModel] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [open, setOpen] = useState<AdminAd | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminAd | null>(null);
  const { state, reload } = useAdminData<Page<AdminAd>>('ads', { ...filters, page: pageModel.page + 1, rows: pageModel.pageSize });
  const data = state.kind === 'ready' ? state.data : null;
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  // A phone shows the slot, the title, the state and the switch; a row opens the rest.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const toggle = async (ad: AdminAd) => {
    const res = await admin.send<AdminAd>(`ads/${ad.id}`, { method: 'PUT', body: { ...adminAdBodyOf(ad), is_active: !ad.is_active } });
    if (res.ok) reload();
    else feedback.toast(res.problem.kind === 'offline' ? t('shell.load_failed') : res.problem.msg, 'error');
  };
  const remove = async () => {
    if (!removing) return;
    const res = await admin.send<null>(`ads/${removing.id}`, { method: 'DELETE' });
    setRemoving(null);
    if (!res.ok) return feedback.toast(res.problem.kind === 'offline' ? t('shell.load_failed') : res.problem.msg, 'error');
    setOpen(null);
    feedback.toast(t('ads.deleted'), 'success');
    reload();
  };

  const columns = useMemo<GridColDef<AdminAd>[]>(
    () => [
      {
        field: 'photo',
        headerName: t('ads.picture'),
        width: 124,
        sortable: false,
        renderCell: ({ row }) =>
          row.photo ? (
            <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
              <Box component="img" src={imgSrc(row.photo, 320)} alt="" sx={{ display: 'block', maxWidth: 112, maxHeight: 44, borderRadius: 0.5 }} />
            </Box>
          ) : (
            <Chip size="small" color="warning" label={t('ads.states.no_image')} />
          ),
      },
      {
        field: 'code',
        headerName: t('ads.slot'),
        width: 170,
        valueGetter: (_v, row) => row.code,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75 }}>
            <Box component="bdi" sx={{ fontWeight: 600 }}>
              {row.code}
            </Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'normal' }}>{t(`ads.places.${adSlotPlace(row.code)}`)}</Box>
          </Box>
        ),
      },
      { field: 'lang', headerName: t('ads.language'), width: 120, valueGetter: (_v, row) => t(`ads.langs.${row.lang}`) },
      {
        field: 'title',
        headerName: t('ads.title_col'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_v, row) => (lang === 'ar' ? row.title_ar || row.title_en : row.title_en || row.title_ar),
      },
      {
        field: 'window',
        headerName: t('ads.shown'),
        width: 200,
        sortable: false,
        valueGetter: (_v, row) => {
          const from = formatShortDate(row.starts_on, lang);
          return row.ends_on ? t('ads.window', { from, to: formatShortDate(row.ends_on, lang) }) : t('ads.window_open', { from });
        },
      },
      {
        field: 'state',
        headerName: t('ads.state'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip size="small" variant={row.state === 'live' ? 'filled' : 'outlined'} color={STATE_COLOURS[row.state]} label={t(`ads.states.${row.state}`)} />
        ),
      },
      { field: 'clicks', headerName: t('ads.clicks'), type: 'number', width: 80 },
      {
        field: 'is_active',
        headerName: t('ads.active'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Switch
            size="small"
            checked={row.is_active}
            disabled={!canWrite}
            slotProps={{ input: { 'aria-label': row.is_active ? t('ads.switch_off') : t('ads.switch_on') } }}
            onClick={(e) => e.stopPropagation()}
            onChange={() => void toggle(row)}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `toggle` only reads its argument and stable calls
    [t, lang, canWrite],
  );

  const set = (name: keyof typeof filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [name]: e.target.value }));
    setPageModel((m) => ({ ...m, page: 0 }));
  };

  return (
    <AdminPage
      title={t('ads.title')}
      actions={
        canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('new')}>
            {t('ads.new')}
          </Button>
        )
      }
    >
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField select fullWidth size="small" label={t('ads.slot')} value={filters.code} onChange={set('code')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {slotOptions(t)}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select fullWidth size="small" label={t('ads.language')} value={filters.lang} onChange={set('lang')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {langOptions(t)}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select fullWidth size="small" label={t('ads.state')} value={filters.state} onChange={set('state')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {AD_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`ads.states.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      {state.kind === 'failed' && <LoadFailed reload={reload} />}
      <Box sx={{ height: { xs: 560, md: 680 }, width: '100%' }}>
        <DataGrid
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={state.kind === 'loading'}
          paginationMode="server"
          paginationModel={pageModel}
          onPaginationModelChange={setPageModel}
          pageSizeOptions={[25, 50, 100]}
          rowHeight={56}
          columnVisibilityModel={phone ? { photo: false, lang: false, window: false, clicks: false } : {}}
          onRowClick={(p) => setOpen(p.row)}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={{ ...gridText, noRowsLabel: t('ads.empty') }}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
      {open && (
        <AdDialog
          key={open === 'new' ? 'new' : open.id}
          ad={open === 'new' ? null : open}
          slot={filters.code}
          canWrite={canWrite}
          onClose={() => setOpen(null)}
          onSaved={() => reload()}
          onDelete={setRemoving}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title={t('ads.delete_title')}
        body={t('ads.delete_body')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </AdminPage>
  );
}
