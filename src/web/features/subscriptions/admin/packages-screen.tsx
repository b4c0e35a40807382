/**
 * /admin/packages (issue 18, area `packages`): the three package groups as tabs and each one's
 * packages, offered or not, with its price, duration, e-mails, entitlements and subscriptions. Add, edit, and remove:
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
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Lang } from '../../../../shared/envelope';
import type { AdminPackage, AdminPackageGroup, AdminPackages } from '../../../../shared/schemas/subscriptions-admin';
import { formatPrice } from '../../../../shared/format';
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

/** The groups as tabs (name and number of packages); the chosen one's names are edited beside them. */
function GroupTabs({
  groups,
  value,
  onChange,
  onEdit,
}: {
  groups: AdminPackageGroup[];
  value: number;
  onChange: (id: number) => void;
  onEdit?: (g: AdminPackageGroup) => void;
}) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const chosen = groups.find((g) => g.id === value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={value}
        onChange={(_e, id: number) => onChange(id)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('packages.groups')}
        sx={{ flexGrow: 1, minWidth: 0 }}
      >
        {groups.map((g) => (
          <Tab key={g.id} value={g.id} label={`${named(lang, g.name_ar, g.name_en)} (${g.packages})`} />
        ))}
      </Tabs>
      {onEdit && chosen && (
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(chosen)} sx={{ flexShrink: 0 }}>
          {t('packages.group_edit_short')}
        </Button>
      )}
    </Stack>
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
  const [groupId, setGroupId] = useState(1);

  const columns = useMemo<GridColDef<AdminPackage>[]>(() => {
    const cols: GridColDef<AdminPackage>[] = [
      { field: 'title', headerName: t('packages.package'), flex: 1, minWidth: 160, valueGetter: (_v, r) => named(lang, r.title_ar, r.title_en) },
      {
        field: 'tier',
        headerName: t('packages.plan'),
        width: 150,
        valueGetter: (_v, r) => `${site.t(`account.plan.${r.tier}`)} · ${site.t(`subscriptions.${r.billing}`)}`,
      },
      {
        field: 'price',
        headerName: t('packages.price'),
        width: 150,
        type: 'number',
        valueGetter: (v: string) => Number(v),
        valueFormatter: (v: number, r) => t('packages.price_for', { price: formatPrice(v, lang), count: r.duration_months }),
      },
      { field: 'number_of_emails', headerName: t('packages.emails'), width: 80, type: 'number' },
      { field: 'entitlements', headerName: t('packages.entitlements_short'), width: 90, type: 'number', valueGetter: (v: string[]) => v.length },
      {
        field: 'is_active',
        headerName: t('packages.offered'),
        width: 100,
        renderCell: (p) => (
          <Chip size="small" color={p.row.is_active ? 'success' : 'default'} label={p.row.is_active ? t('common.active') : t('common.inactive')} />
        ),
      },
      {
        field: 'current_subscriptions',
        headerName: t('packages.subscribers'),
        width: 100,
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
  }, [t, site, lang, canWrite]);

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
            <GroupTabs groups={data.groups} value={groupId} onChange={setGroupId} onEdit={canWrite ? setGroup : undefined} />
            <Box sx={{ height: 560, width: '100%' }}>
              <DataGrid
                rows={data.packages.filter((p) => p.type_id === groupId)}
                columns={columns}
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
        <PackageDialog
          pkg={editing === 'new' ? null : editing}
          groups={groups}
          groupId={groupId}
          onClose={() => setEditing(null)}
          onSaved={done(() => setEditing(null))}
        />
      )}
      {group && <GroupDialog group={group} onClose={() => setGroup(null)} onSaved={done(() => setGroup(null))} />}
      {removing && <RemoveDialog pkg={removing} onClose={() => setRemoving(null)} onDone={done(() => setRemoving(null))} />}
    </AdminPage>
  );
}
