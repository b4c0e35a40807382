/** /admin/packages: the package groups and packages (issue 18, area `packages`). */
import { adminPage } from '../../../shared/page-kind';
import { PackagesScreen } from '../../features/subscriptions/admin/packages-screen';

export const handle = { ...adminPage, area: 'packages' };

export default function AdminPackages() {
  return <PackagesScreen />;
}
