/**
 * /admin/packages (issue 18, area `packages`): the three package groups and every package, offered
 * or not, with its price, duration, e-mails, entitlements and subscriptions. Add, edit, and remove:
 * a package someone subscribed to is deactivated (no longer offered), never deleted.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Lang } from '../../../../shared/envelope';
import type { AdminPackage, AdminPackageGroup, AdminPackages } from '../../../../shared/schemas/subscriptions-admin';
import { formatPrice } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminApi, useAdminData } from '../../../ui/admin/api';
import { AdminPage, Loaded } from '../../../ui/admin/admin-page';
import { useDataGridText } from '../../../ui/admin/data-grid';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import { GroupDialog } from './group-dialog';
import { problemText } from './outcome';
import { PackageDialog } from './package-dialog';

const named = (lang: Lang, ar: string, en: string) => (lang === 'ar' ? ar || en : en || ar);

function Groups({ groups, onEdit }: { groups: AdminPackageGroup[]; onEdit?: (g: AdminPackageGroup) => void }) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  return (
    <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('packages.groups')}>
      {groups.map((g) => (
        <Grid key={g.id} size={{ xs: 12, md: 4 }} component="li">
          <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {named(lang, g.name_ar, g.name_en)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('packages.group_packages', { count: g.packages })}
              </Typography>
            </Box>
            {onEdit && (
              <IconButton aria-label={t('packages.group_edit', { name: named(lang, g.name_ar, g.name_en) })} onClick={() => onEdit(g)}>
                <EditIcon />
              </IconButton>
            )}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

function RemoveDialog({ pkg, onClose, onDone }: { pkg: AdminPackage; onClose: () => void; onDone: (msg: string) => void }) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const admin = useAdminApi();
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    const res = await admin.send<{ deleted: boolean }>(`packages/${pkg.id}`, { method: 'DELETE' });
    if (res.ok) onDone(res.msg);
    else setFailure(problemText(res.problem, t('shell.load_failed')));
  };
  const title = named(lang, pkg.title_ar, pkg.title_en);
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-package-title">
      <DialogTitle id="remove-package-title">{t('packages.remove_title', { title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {pkg.subscriptions > 0 ? t('packages.remove_deactivates', { count: pkg.subscriptions }) : t('packages.remove_deletes')}
        </DialogContentText>
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void remove()}>
          {pkg.subscriptions > 0 ? t('packages.deactivate') : t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PackagesScreen() {
  const { t } = useAdminT();
  const site = useTranslation();
  const lang = site.i18n.language;
  const gridText = useDataGridText();
  const feedback = useFeedback();
  const canWrite = useCanWrite('packages');
  const { state, reload } = useAdminData<AdminPackages>('packages');
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const [group, setGroup] = useState<AdminPackageGroup | null>(null);
  const [removing, setRemoving] = useState<AdminPackage | null>(null);
  const done = (close: () => void) => (msg: string) => {
    close();
    feedback.toast(msg);
    void reload();
  };
  const groups = useMemo(() => (state.kind === 'ready' ? state.data.groups : []), [state]);

  const columns = useMemo<GridColDef<AdminPackage>[]>(() => {
    const groupOf = (id: number) => groups.find((g) => g.id === id);
    const cols: GridColDef<AdminPackage>[] = [
      { field: 'title', headerName: t('packages.package'), flex: 1, minWidth: 180, valueGetter: (_v, r) => named(lang, r.title_ar, r.title_en) },
      {
        field: 'type_id',
        headerName: t('packages.group'),
        width: 170,
        valueGetter: (_v, r) => {
          const g = groupOf(r.type_id);
          return g ? named(lang, g.name_ar, g.name_en) : r.type_id;
        },
      },
      { field: 'tier', headerName: t('packages.tier'), width: 100, valueFormatter: (v: AdminPackage['tier']) => site.t(`account.plan.${v}`) },
      { field: 'billing', headerName: t('packages.billing'), width: 100, valueFormatter: (v: AdminPackage['billing']) => site.t(`subscriptions.${v}`) },
      {
        field: 'price',
        headerName: t('packages.price'),
        width: 120,
        type: 'number',
        valueGetter: (v: string) => Number(v),
        valueFormatter: (v: number) => `${formatPrice(v, lang)} ${t('packages.currency')}`,
      },
      { field: 'duration_months', headerName: t('packages.duration'), width: 90, type: 'number' },
      { field: 'number_of_emails', headerName: t('packages.emails'), width: 90, type: 'number' },
      {
        field: 'entitlements',
        headerName: t('packages.entitlements'),
        width: 110,
        type: 'number',
        valueGetter: (v: string[]) => v.length,
      },
      {
        field: 'is_active',
        headerName: t('packages.offered'),
        width: 110,
        renderCell: (p) => (
          <Chip size="small" color={p.row.is_active ? 'success' : 'default'} label={p.row.is_active ? t('common.active') : t('common.inactive')} />
        ),
      },
      {
        field: 'current_subscriptions',
        headerName: t('packages.subscribers'),
        width: 120,
        type: 'number',
        valueFormatter: (v: number, r) => `${v} / ${r.subscriptions}`,
      },
    ];
    if (canWrite)
      cols.push({
        field: 'actions',
        headerName: t('common.actions'),
        width: 110,
        sortable: false,
        renderCell: (p) => {
          const title = named(lang, p.row.title_ar, p.row.title_en);
          return (
            <Stack direction="row">
              <IconButton size="small" aria-label={t('packages.edit', { title })} onClick={() => setEditing(p.row)}>
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t('packages.remove', { title })} onClick={() => setRemoving(p.row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        },
      });
    return cols;
  }, [t, site, lang, groups, canWrite]);

  return (
    <AdminPage
      title={t('packages.title')}
      actions={
        canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} disabled={state.kind !== 'ready'}>
            {t('packages.add')}
          </Button>
        )
      }
    >
      <Loaded state={state} reload={() => void reload()}>
        {(data) => (
          <Stack spacing={2}>
            <Groups groups={data.groups} onEdit={canWrite ? setGroup : undefined} />
            <Box sx={{ height: 560, width: '100%' }}>
              <DataGrid
                rows={data.packages}
                columns={columns}
                initialState={{ sorting: { sortModel: [{ field: 'type_id', sort: 'asc' }] } }}
                disableRowSelectionOnClick
                onRowDoubleClick={canWrite ? (p) => setEditing(p.row) : undefined}
                localeText={gridText}
                pageSizeOptions={[25, 50, 100]}
              />
            </Box>
          </Stack>
        )}
      </Loaded>
      {editing && (
        <PackageDialog pkg={editing === 'new' ? null : editing} groups={groups} onClose={() => setEditing(null)} onSaved={done(() => setEditing(null))} />
      )}
      {group && <GroupDialog group={group} onClose={() => setGroup(null)} onSaved={done(() => setGroup(null))} />}
      {removing && <RemoveDialog pkg={removing} onClose={() => setRemoving(null)} onDone={done(() => setRemoving(null))} />}
    </AdminPage>
  );
}
