/**
 * /admin/audit: every admin write, newest first, filtered by area, person and dates; a row opens
 * the entry's before and after. Read only: no admin call changes the log.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ADMIN_AREAS } from '../../../shared/admin';
import { adminPage } from '../../../shared/page-kind';
import type { AuditEntry } from '../../../shared/schemas/admin';
import { useTranslation } from '../../i18n/react';
import { useAdminCallData } from '../../ui/admin/api';
import { AdminPage } from '../../ui/admin/admin-page';
import { AdminList } from '../../ui/admin/admin-list';
import { DateFilter } from '../../ui/admin/date-filter';
import { useAdminT } from '../../ui/admin/i18n';
import { formatDateTime } from '../../../shared/format';

export const handle = { ...adminPage, area: 'audit' };

const json = (v: unknown) => (v == null ? '—' : JSON.stringify(v, null, 2));

export default function AdminAudit() {
  const { t } = useAdminT();
  const { i18n } = useTranslation();
  const [filters, setFilters] = useState({ area: '', user_id: '', from: '', to: '' });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const staff = useAdminCallData('staffMembers');
  const dateTime = (iso: string) => formatDateTime(iso, i18n.language, { seconds: true });
  const columns: GridColDef<AuditEntry>[] = [
    { field: 'at', headerName: t('audit.at'), width: 190, valueFormatter: (v: string) => dateTime(v) },
    { field: 'actor', headerName: t('audit.actor'), flex: 1, minWidth: 180 },
    {
      field: 'area',
      headerName: t('audit.area'),
      width: 150,
      valueFormatter: (v: string) => ((ADMIN_AREAS as readonly string[]).includes(v) ? t(`areas.${v as (typeof ADMIN_AREAS)[number]}`) : v),
    },
    { field: 'action', headerName: t('audit.action'), width: 200 },
    { field: 'entity', headerName: t('audit.entity'), width: 140, valueGetter: (_v, row) => `${row.entity}${row.entity_id ? ` #${row.entity_id}` : ''}` },
  ];
  const set = (name: keyof typeof filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value }));
  return (
    <AdminPage title={t('audit.title')}>
      <Alert severity="info">{t('audit.read_only_note')}</Alert>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField select fullWidth size="small" label={t('audit.area')} value={filters.area} onChange={set('area')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {ADMIN_AREAS.map((area) => (
              <MenuItem key={area} value={area}>
                {t(`areas.${area}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField select fullWidth size="small" label={t('audit.actor')} value={filters.user_id} onChange={set('user_id')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {(staff.state.kind === 'ready' ? staff.state.data : []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name || s.email}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateFilter label={t('common.from')} value={filters.from} onChange={set('from')} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateFilter label={t('common.to')} value={filters.to} onChange={set('to')} />
        </Grid>
      </Grid>
      <AdminList<AuditEntry> path="audit" filters={filters} columns={columns} label={t('audit.title')} onRowClick={setOpen} />
      <Dialog open={!!open} onClose={() => setOpen(null)} maxWidth="md" fullWidth>
        <DialogTitle>
          {open?.action} — {open?.entity} {open?.entity_id ? `#${open.entity_id}` : ''}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" gutterBottom>
            {open ? `${dateTime(open.at)} — ${open.actor} — ${open.ip ?? ''}` : ''}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {(['before', 'after'] as const).map((side) => (
              <Box key={side} sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">{t(`audit.${side}`)}</Typography>
                <Box component="pre" dir="ltr" sx={{ bgcolor: 'action.hover', p: 1, overflow: 'auto', maxHeight: 400, fontSize: 12 }}>
                  {json(open?.[side])}
                </Box>
              </Box>
            ))}
          </Stack>
        </DialogContent>
      </Dialog>
    </AdminPage>
  );
}
