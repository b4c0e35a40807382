import type { MeData } from '../../../shared/schemas/accounts';
import s from './panels.module.css';

/** The user's photo or initial: the drawer and the settings page. */
export function UserAvatar({ user, size = 32 }: { user: MeData; size?: number }) {
  return (
    <span className={s.avatar} style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {user.image ? <img src={user.image} alt="" /> : user.full_name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
