/** The signed-in user's menu of the desktop header (loaded on first use): plan, settings, logout. */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { useSession } from '../session';
import { paths } from '../../../shared/paths';

export default function AccountMenuPanel({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  // Popover positions are computed in pixels: the menu's end edge follows the reading direction.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  if (!user) return null;
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
    >
      <ListItemText primary={user.full_name} secondary={t('account.plan.label', { plan: t(`account.plan.${user.plan}`) })} sx={{ px: 2, py: 1, m: 0 }} />
      <Divider />
      <MenuItem component={RouterLink} to={paths.settings()} onClick={onClose}>
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        {t('account.menu.settings')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" sx={{ transform: 'var(--binaa-mirror, none)' }} />
        </ListItemIcon>
        {t('account.menu.logout')}
      </MenuItem>
    </Menu>
  );
}
