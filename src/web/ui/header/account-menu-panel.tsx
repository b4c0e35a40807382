/** The signed-in user's menu of the desktop header (loaded on first use): plan, settings, logout. */
import { useTranslation } from '../../i18n/react';
import { Icon } from '../kit/icon';
import { iconLogout, iconSettings } from '../kit/icons';
import { Divider } from '../kit/layout';
import { Menu, MenuItem } from '../kit/popover';
import { useSession } from '../session';
import { paths } from '../../../shared/paths';
import s from './panels.module.css';

export default function AccountMenuPanel({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  if (!user) return null;
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} align="end" aria-label={user.full_name}>
      <li role="none" className={s.menuHead}>
        <span>{user.full_name}</span>
        <span>{t('account.plan.label', { plan: t(`account.plan.${user.plan}`) })}</span>
      </li>
      <li role="separator">
        <Divider />
      </li>
      <MenuItem to={paths.settings()} onClick={onClose} icon={<Icon path={iconSettings} size="small" />}>
        {t('account.menu.settings')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
        icon={<Icon path={iconLogout} size="small" mirrored />}
      >
        {t('account.menu.logout')}
      </MenuItem>
    </Menu>
  );
}
