/** /admin/users (area `users`): the accounts' list and changes (src/web/features/accounts/admin). */
import { adminPage } from '../../../shared/page-kind';
import { UsersScreen } from '../../features/accounts/admin/users-screen';

export const handle = { ...adminPage, area: 'users' };

export default UsersScreen;
