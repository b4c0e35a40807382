/**
 * /admin/users: accounts searched by name, e-mail, username or mobile, filtered by role and state;
 * an admin activates or deactivates them, changes roles, ends sessions and resets a lost second
 * factor (each asks first). Support sees the list only.
 */
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { GridColDef } from '@mui/x-data-grid';
import { USER_ROLES, type UserRole } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/schemas/accounts-admin';
import { useTranslation } from '../../../i18n/react';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import { useAdminApi } from '../../../ui/admin/api';
import { AdminList } from '../../../ui/admin/admin-list';
import { AdminPage } from '../../../ui/admin/admin-page';
import { useConfirm } from '../../../ui/admin/confirm-dialog';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { formatShortDate } from '../../../../shared/format';

export function UsersScreen() {
  const { t } = useAdminT();
  const { i18n } = useTranslation();
  const admin = useAdminApi();
  const feedback = useFeedback();
  const canWrite = useCanWrite('users');
  const { ask, dialog } = useConfirm();
  const [filters, setFilters] = useState({ q: '', role: '', active: '' });
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: AdminUser } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const act =
    (path: string, body: unknown = {}) =>
    async () => {
      const res = await admin.post<null>(path, body);
      if (res.ok) {
        feedback.toast(t('users.done'));
        setReloadKey((k) => k + 1);
      } else feedback.report(res.problem);
    };
  const pick = (user: AdminUser, what: 'active' | 'end' | 'reset' | UserRole) => {
    setMenu(null);
    if (what === 'active') {
      if (user.active) ask(t('users.confirm_deactivate', { email: user.email }), act(`users/${user.id}/active`, { active: false }));
      else void act(`users/${user.id}/active`, { active: true })();
    } else if (what === 'end') ask(t('users.confirm_end_sessions', { email: user.email }), act(`users/${user.id}/end_sessions`));
    else if (what === 'reset') ask(t('users.confirm_reset', { email: user.email }), act(`users/${user.id}/second_factor/reset`));
    else ask(t('users.confirm_role', { email: user.email, role: t(`roles.${what}`) }), act(`users/${user.id}/role`, { role: what }));
  };

  const columns: GridColDef<AdminUser>[] = [
    { field: 'name', headerName: t('users.name'), flex: 1, minWidth: 160 },
    { field: 'email', headerName: t('users.email'), flex: 1, minWidth: 200 },
    { field: 'mobile', headerName: t('users.mobile'), width: 130 },
    { field: 'role', headerName: t('users.role'), width: 130, valueFormatter: (v: UserRole) => t(`roles.${v}`) },
    {
      field: 'active',
      headerName: t('users.state'),
      width: 120,
      renderCell: (p) => <Chip size="small" color={p.row.active ? 'success' : 'default'} label={p.row.active ? t('common.active') : t('common.inactive')} />,
    },
    { field: 'sessions', headerName: t('users.sessions'), width: 90, type: 'number' },
    { field: 'last_sign_in', headerName: t('users.last_sign_in'), width: 140, valueFormatter: (v: string | null) => formatShortDate(v, i18n.language) },
    { field: 'created_at', headerName: t('users.created'), width: 140, valueFormatter: (v: string) => formatShortDate(v, i18n.language) },
    ...(canWrite
      ? [
          {
            field: 'actions',
            headerName: t('common.actions'),
            width: 80,
            sortable: false,
            renderCell: (p) => (
              <IconButton aria-label={`${t('common.actions')}: ${p.row.email}`} onClick={(e) => setMenu({ anchor: e.currentTarget, user: p.row })}>
                <MoreVertIcon />
              </IconButton>
            ),
          } satisfies GridColDef<AdminUser>,
        ]
      : []),
  ];
  const set = (name: keyof typeof filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value }));
  return (
    <AdminPage title={t('users.title')}>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth size="small" type="search" label={t('users.search')} value={filters.q} onChange={set('q')} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select fullWidth size="small" label={t('users.role')} value={filters.role} onChange={set('role')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            {USER_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select fullWidth size="small" label={t('users.state')} value={filters.active} onChange={set('active')}>
            <MenuItem value="">{t('common.all')}</MenuItem>
            <MenuItem value="1">{t('common.active')}</MenuItem>
            <MenuItem value="0">{t('common.inactive')}</MenuItem>
          </TextField>
        </Grid>
      </Grid>
      <AdminList<AdminUser> path="users" filters={filters} columns={columns} reloadKey={reloadKey} label={t('users.title')} />
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        {menu && [
          <MenuItem key="active" onClick={() => pick(menu.user, 'active')}>
            {menu.user.active ? t('users.deactivate') : t('users.activate')}
          </MenuItem>,
          <MenuItem key="end" onClick={() => pick(menu.user, 'end')} disabled={menu.user.sessions === 0}>
            {t('users.end_sessions')}
          </MenuItem>,
          <MenuItem key="reset" onClick={() => pick(menu.user, 'reset')} disabled={!menu.user.second_factor}>
            {t('users.reset_second_factor')}
          </MenuItem>,
          ...USER_ROLES.filter((role) => role !== menu.user.role).map((role) => (
            <MenuItem key={role} onClick={() => pick(menu.user, role)}>
              {t('users.change_role')}: {t(`roles.${role}`)}
            </MenuItem>
          )),
        ]}
      </Menu>
      {dialog}
    </AdminPage>
  );
}
