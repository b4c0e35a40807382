import Avatar from '@mui/material/Avatar';
import type { MeData } from '../../../shared/schemas/accounts';

/** The user's photo or initial: the drawer and the settings page. */
export function UserAvatar({ user, size = 32 }: { user: MeData; size?: number }) {
  return (
    <Avatar
      src={user.image || undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: size * 0.45, fontWeight: 700 }}
    >
      {user.full_name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
