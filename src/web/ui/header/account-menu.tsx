/**
 * The account part of the header and the drawer (SPEC sections 2 and 6): login / sign-up for
 * visitors; for users their name (avatar), settings and logout, the red "activate your account"
 * button while user_active is not 1, and the plan label in the drawer (drawer-account.tsx, loaded
 * with the drawer). The Subscription item goes to /login for visitors and to /subscription-packages
 * for users.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { UserData } from '../../../shared/schemas/accounts';
import { useSession } from '../session';
import { paths } from './nav-model';

const AccountMenuPanel = lazy(() => import('./account-menu-panel'));

export const needsActivation = (user: UserData) => user.user_active !== 1;
export const subscriptionPath = (user: UserData | null) => (user ? paths.subscriptionPackages() : paths.login());

export function UserAvatar({ user, size = 32 }: { user: UserData; size?: number }) {
  return (
    <Avatar src={user.image || undefined} alt="" sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: size * 0.45, fontWeight: 700 }}>
      {user.full_name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}

/** Desktop top bar. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const menuId = useId();
  const subscription = (
    <Button component={RouterLink} to={subscriptionPath(user)} color="inherit" size="small" startIcon={<WorkspacePremiumIcon />}>
      {t('account.menu.subscription')}
    </Button>
  );
  if (!user) {
    return (
      <>
        {subscription}
        <Button component={RouterLink} to={paths.login()} color="inherit" size="small">
          {t('auth.login')}
        </Button>
        <Button component={RouterLink} to={paths.signUp()} variant="contained" color="secondary" size="small">
          {t('auth.sign_up')}
        </Button>
      </>
    );
  }
  return (
    <>
      {needsActivation(user) && (
        <Button component={RouterLink} to={paths.activateAccount(user.email)} variant="contained" color="error" size="small">
          {t('account.menu.activate')}
        </Button>
      )}
      {subscription}
      <Button
        color="inherit"
        size="small"
        onClick={(e) => {
          setLoaded(true);
          setAnchor(e.currentTarget);
        }}
        aria-label={t('account.menu.open', { name: user.full_name })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        sx={{ textTransform: 'none', gap: 1, maxWidth: 220 }}
      >
        <UserAvatar user={user} size={28} />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.full_name}
        </Box>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <AccountMenuPanel id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
