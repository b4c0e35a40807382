/** The drawer's account block (ui/header/account-menu.tsx has the top bar's); loaded with the drawer. */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useSession } from '../session';
import { needsActivation, subscriptionPath } from './account-menu';
import { UserAvatar } from './user-avatar';
import { paths } from '../../../shared/paths';

export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  if (!user) {
    return (
      <Stack spacing={1}>
        <Button
          component={RouterLink}
          to={subscriptionPath(null)}
          variant="text"
          startIcon={<WorkspacePremiumIcon />}
          onClick={onNavigate}
          sx={{ justifyContent: 'flex-start' }}
        >
          {t('account.menu.subscription')}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.login()} variant="outlined" fullWidth onClick={onNavigate}>
            {t('auth.login')}
          </Button>
          <Button component={RouterLink} to={paths.signUp()} variant="contained" color="secondary" fullWidth onClick={onNavigate}>
            {t('auth.sign_up')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <UserAvatar user={user} size={40} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.full_name}</Typography>
          <Typography
            variant="body2"
            color="textSecondary"
            dir="ltr"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' }}
          >
            @{user.username}
          </Typography>
        </Box>
        <Chip
          label={t(`account.plan.${user.plan}`)}
          size="small"
          color={user.plan === 'free' ? 'default' : 'secondary'}
          aria-label={t('account.plan.label', { plan: t(`account.plan.${user.plan}`) })}
        />
      </Stack>
      {needsActivation(user) && (
        <Button component={RouterLink} to={paths.activateAccount(user.email)} variant="contained" color="error" fullWidth onClick={onNavigate}>
          {t('account.menu.activate')}
        </Button>
      )}
      <Button
        component={RouterLink}
        to={subscriptionPath(user)}
        startIcon={<WorkspacePremiumIcon />}
        onClick={onNavigate}
        sx={{ justifyContent: 'flex-start' }}
      >
        {t('account.menu.subscription')}
      </Button>
      <Button component={RouterLink} to={paths.settings()} startIcon={<SettingsIcon />} onClick={onNavigate} sx={{ justifyContent: 'flex-start' }}>
        {t('account.menu.settings')}
      </Button>
      <Button
        startIcon={<LogoutIcon sx={{ transform: 'var(--binaa-mirror, none)' }} />}
        color="error"
        onClick={() => void logout()}
        sx={{ justifyContent: 'flex-start' }}
      >
        {t('account.menu.logout')}
      </Button>
    </Stack>
  );
}
