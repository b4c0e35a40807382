/**
 * /admin/news: every article (drafts, scheduled, published), the most recently changed first,
 * filtered by status, category and words; a row opens the editor.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { Lang } from '../../../../shared/envelope';
import { NEWS_STATUSES, type AdminNewsRow, type NewsStatus } from '../../../../shared/schemas/news-admin';
import { useAdminCallData } from '../../../ui/admin/api';
import { AdminPage } from '../../../ui/admin/admin-page';
import { useDataGridText } from '../../../ui/admin/data-grid';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { adminNewsPath } from './news-paths';
import { StatusChip } from './status-chip';
import { formatDateTime } from '../../../../shared/format';

const WORD_DELAY_MS = 350;

export function NewsList({ lang }: { lang: Lang }) {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const gridText = useDataGridText();
  const canWrite = useCanWrite('news');
  const [filters, setFilters] = useState<{ status: NewsStatus | ''; category: string; word: string }>({ status: '', category: '', word: '' });
  const [typed, setTyped] = useState('');
  const [pageModel, setPageModel] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const { state } = useAdminCallData('newsList', { ...filters, status: filters.status || undefined, page: pageModel.page + 1, rows: pageModel.pageSize });
  const categories = useAdminCallData('newsCategories');

  // The words are sent once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((f) => (f.word === typed.trim() ? f : { ...f, word: typed.trim() }));
      setPageModel((m) => (m.page === 0 ? m : { ...m, page: 0 }));
    }, WORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const set = (name: 'status' | 'category') => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [name]: e.target.value }));
    setPageModel((m) => ({ ...m, page: 0 }));
  };
  const titleOf = (r: AdminNewsRow) => (lang === 'ar' ? r.title_ar || r.title_en : r.title_en || r.title_ar) || t('news.untitled');
  const columns: GridColDef<AdminNewsRow>[] = [
    {
      field: 'title',
      headerName: t('news.column.title'),
      flex: 1,
      minWidth: 240,
      sortable: false,
      valueGetter: (_v, row) => titleOf(row),
      // A link, so the keyboard opens an article too.
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={adminNewsPath(row.id)} underline="hover" dir="auto" onClick={(e) => e.stopPropagation()}>
          {titleOf(row)}
        </Link>
      ),
    },
    { field: 'category_name', headerName: t('news.field.category'), width: 170, sortable: false },
    { field: 'status', headerName: t('news.column.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} /> },
    {
      field: 'time',
      headerName: t('news.column.publish_time'),
      width: 190,
      sortable: false,
      valueGetter: (_v, row) => row.published_at ?? row.publish_at,
      valueFormatter: (v: string | null) => formatDateTime(v, lang),
    },
    {
      field: 'is_slider',
      headerName: t('news.column.slider'),
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (row.is_slider ? <CheckCircle color="primary" fontSize="small" aria-label={t('common.yes')} /> : null),
    },
    {
      field: 'updated_at',
      headerName: t('news.column.updated'),
      width: 220,
      sortable: false,
      valueFormatter: (v: string, row) => `${formatDateTime(v, lang)}${row.updated_by ? ` — ${row.updated_by}` : ''}`,
    },
  ];
  const data = state.kind === 'ready' ? state.data : null;
  return (
    <AdminPage
      title={t('news.title')}
      actions={
        canWrite && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={adminNewsPath('new')}>
            {t('news.new_article')}
          </Button>
        )
      }
    >
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth size="small" type="search" label={t('common.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select fullWidth size="small" label={t('news.column.status')} value={filters.status} onChange={set('status')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {NEWS_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`news.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select fullWidth size="small" label={t('news.field.category')} value={filters.category} onChange={set('category')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {(categories.state.kind === 'ready' ? categories.state.data : []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {lang === 'ar' ? c.name_ar : c.name_en}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Box sx={{ height: 640, width: '100%' }}>
        <DataGrid
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={state.kind === 'loading'}
          paginationMode="server"
          paginationModel={pageModel}
          onPaginationModelChange={setPageModel}
          pageSizeOptions={[25, 50, 100]}
          onRowClick={(p) => void navigate(adminNewsPath(p.row.id))}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={gridText}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
    </AdminPage>
  );
}
