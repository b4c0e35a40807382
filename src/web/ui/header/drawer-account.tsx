/** The drawer's account block (ui/header/account-menu.tsx has the top bar's); loaded with the drawer. */
import { useTranslation } from '../../i18n/react';
import { Button } from '../kit/button';
import { Chip } from '../kit/chip';
import { Icon } from '../kit/icon';
import { iconLogout, iconSettings, iconWorkspacePremium } from '../kit/icons';
import { useSession } from '../session';
import { needsActivation, subscriptionPath } from './account-menu';
import { UserAvatar } from './user-avatar';
import { paths } from '../../../shared/paths';
import s from './panels.module.css';

export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  if (!user) {
    return (
      <div className={s.account}>
        <Button to={subscriptionPath(null)} startIcon={<Icon path={iconWorkspacePremium} />} onClick={onNavigate} className={s.startAligned}>
          {t('account.menu.subscription')}
        </Button>
        <div className={s.twoButtons}>
          <Button to={paths.login()} variant="outlined" fullWidth onClick={onNavigate}>
            {t('auth.login')}
          </Button>
          <Button to={paths.signUp()} variant="contained" color="secondary" fullWidth onClick={onNavigate}>
            {t('auth.sign_up')}
          </Button>
        </div>
      </div>
    );
  }
  const plan = t(`account.plan.${user.plan}`);
  return (
    <div className={s.account}>
      <div className={s.accountRow}>
        <UserAvatar user={user} size={40} />
        <div className={s.accountNames}>
          <p className={s.accountName}>{user.full_name}</p>
          <p className={s.accountUser} dir="ltr">
            @{user.username}
          </p>
        </div>
        <Chip label={plan} size="small" color={user.plan === 'free' ? 'default' : 'secondary'} aria-label={t('account.plan.label', { plan })} />
      </div>
      {needsActivation(user) && (
        <Button to={paths.activateAccount(user.email)} variant="contained" color="error" fullWidth onClick={onNavigate}>
          {t('account.menu.activate')}
        </Button>
      )}
      <Button to={subscriptionPath(user)} startIcon={<Icon path={iconWorkspacePremium} />} onClick={onNavigate} className={s.startAligned}>
        {t('account.menu.subscription')}
      </Button>
      <Button to={paths.settings()} startIcon={<Icon path={iconSettings} />} onClick={onNavigate} className={s.startAligned}>
        {t('account.menu.settings')}
      </Button>
      <Button startIcon={<Icon path={iconLogout} mirrored />} color="error" onClick={() => void logout()} className={s.startAligned}>
        {t('account.menu.logout')}
      </Button>
    </div>
  );
}
